package python

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/pclgen/pclgen/model"
	"github.com/zclconf/go-cty/cty"
)

// Python's subscripts index more than PCL's indexes do: a string has
// elements, and a negative index counts from a list's end. Where the
// types do not rule that out, an index is checked when the program runs.

func init() {
	helperSources["index"] = `def _index(collection, key):
    # PCL's index: a list's elements are at whole numbers from 0 (a string
    # holding one converts), a map's at strings; nothing else has elements.
    if isinstance(collection, (list, tuple)):
        index = float(key) if isinstance(key, str) else key
        whole = not isinstance(index, bool) and index == int(index)
        if not whole or not 0 <= index < len(collection):
            count = len(collection)
            raise IndexError(f"Invalid index: {count} elements, none at {key}")
        return collection[int(index)]
    if isinstance(collection, dict):
        if isinstance(key, bool):
            key = "true" if key else "false"
        elif isinstance(key, (int, float)) and key == int(key):
            key = int(key)
        return collection[str(key)]
    raise TypeError(f"Invalid index: a {type(collection).__name__} has no elements")
`
}

// checkedIndex reports whether an index of a plain value of type t (the
// collection's) by key needs _index: t is of any type, or a list or tuple
// indexed by a key that may be negative.
func (c *fnCtx) checkedIndex(t model.Type, key model.Expression) bool {
	switch t.(type) {
	case *model.ListType, *model.TupleType:
		return !c.nonNegative(key)
	}
	return t == model.DynamicType
}

// nonNegative reports whether key is a whole number that is not
// negative: a literal, or the key variable of a comprehension over a list
// (which counts from 0).
func (c *fnCtx) nonNegative(key model.Expression) bool {
	switch k := key.(type) {
	case *model.ScopeTraversalExpression:
		v, ok := k.Definition.(*model.Variable)
		return ok && len(k.Traversal) == 1 && c.isIndexVar(v)
	case *model.LiteralValueExpression:
		if k.Value.Type() != cty.Number || !k.Value.IsKnown() || k.Value.IsNull() {
			return false
		}
		f := k.Value.AsBigFloat()
		return f.Sign() >= 0 && f.IsInt()
	case *model.ParenthesesExpression:
		return c.nonNegative(k.Expression)
	}
	return false
}

// checkedStep reports whether a traversal step from a plain value of type
// t needs _index: a number key into a value of any type (which may be a
// string).
func checkedStep(t model.Type, step hcl.Traverser) bool {
	ix, ok := step.(hcl.TraverseIndex)
	return ok && t == model.DynamicType && ix.Key.Type() == cty.Number
}

// markIndexVar records the key variable of x when x iterates over a list,
// a tuple or a set: its keys count from 0.
func (c *fnCtx) markIndexVar(x *model.ForExpression) {
	if x.KeyVariable == nil {
		return
	}
	switch shallowElem(x.Collection.Type()).(type) {
	case *model.ListType, *model.TupleType, *model.SetType:
	default:
		return
	}
	if c.indexVars == nil {
		c.indexVars = map[*model.Variable]bool{}
	}
	c.indexVars[x.KeyVariable] = true
}

// isIndexVar reports whether v is the key variable of a comprehension
// over a list around c.
func (c *fnCtx) isIndexVar(v *model.Variable) bool {
	for x := c; x != nil; x = x.parent {
		if x.indexVars[v] {
			return true
		}
	}
	return false
}
