package gen

import (
	"strconv"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/model"
)

// This file holds how LowerApplies keeps the steps that may fail inside
// try and can. An output read from a plain collection that holds it is an
// apply's argument, evaluated before the callback; where a step of the
// read may fail (an index out of range, a missing key, a null), the
// argument is the collection resolved whole and the step is taken in the
// callback, inside the guard. A first step that a conditional around
// checked (guardKeyRead's __hasKey(c, k) or length(c) > i) does not fail.
// Collections of resources are not resolved whole: their outputs would be
// read in the callback, where try cannot catch their failure.

// failingStep returns the first step of x, up to its part i, that reads a
// list, set or map (through none and unions): an index that may be out of
// range or a key that may be missing, unlike an object's attribute or a
// tuple's element, which binding checked, or a first step a conditional
// around checked (checksKey). It returns 0 when there is none, or when
// the collection holds resources, which are not resolved whole (their
// outputs would be read in the callback).
func (l *applyLowerer) failingStep(x *model.ScopeTraversalExpression, i int) int {
	for k := 1; k <= i && k < len(x.Parts); k++ {
		if key, ok := presenceKey(x.Traversal[k]); ok && k == 1 && l.present[x.Definition][key] > 0 {
			continue
		}
		if stepMayFail(x.Parts[k-1]) {
			if ResourceValued(x.Parts[k-1]) {
				return 0
			}
			return k
		}
	}
	return 0
}

// checksKey returns, for e a conditional or a ChosenConditional call, its
// true branch and the collection and key (see presenceKey) its condition
// checks, if it checks one: __hasKey(c, k), or length(c) > i, the guards
// of guardKeyRead.
func checksKey(e model.Expression) (branch model.Expression, def model.Definition, key string, ok bool) {
	var cond model.Expression
	switch x := e.(type) {
	case *model.ConditionalExpression:
		cond, branch = x.Condition, x.TrueResult
	case *model.FunctionCallExpression:
		if x.Name != ChosenConditional || len(x.Args) != 3 {
			return nil, nil, "", false
		}
		cond, branch = x.Args[0], x.Args[1]
	default:
		return nil, nil, "", false
	}
	var coll, k model.Expression
	switch c := cond.(type) {
	case *model.FunctionCallExpression:
		if c.Name == HasKeyName && len(c.Args) == 2 {
			coll, k = c.Args[0], c.Args[1]
		}
	case *model.BinaryOpExpression:
		if length, isCall := c.LeftOperand.(*model.FunctionCallExpression); isCall && c.Operation == hclsyntax.OpGreaterThan && length.Name == "length" && len(length.Args) == 1 {
			coll, k = length.Args[0], c.RightOperand
		}
	}
	ref, isRef := coll.(*model.ScopeTraversalExpression)
	if !isRef || ref.Definition == nil || len(ref.Traversal) != 1 {
		return nil, nil, "", false
	}
	v := literalKey(k)
	if v == cty.NilVal {
		return nil, nil, "", false
	}
	key, ok = presenceKey(hcl.TraverseIndex{Key: v})
	return branch, ref.Definition, key, ok
}

// mayFailRead reports whether e reads an element of a plain collection
// that is not one of resources by a step that may fail: an index
// expression, element or lookup, or a traversal step of a list, set or
// map, of a value that may be null, or of a value computed by a call or
// read.
func mayFailRead(e model.Expression) bool {
	var src model.Expression
	switch x := e.(type) {
	case *model.IndexExpression:
		src = x.Collection
	case *model.RelativeTraversalExpression:
		src = x.Source
	case *model.FunctionCallExpression:
		// element(c, i) and lookup(c, k, default), which may fail or
		// give a null.
		if (x.Name != "element" && x.Name != "lookup") || len(x.Args) == 0 {
			return false
		}
		return !ResourceValued(x.Args[0].Type())
	default:
		return false
	}
	if ResourceValued(src.Type()) {
		return false
	}
	if _, isIndex := e.(*model.IndexExpression); isIndex || model.IsOptional(src.Type()) {
		return true
	}
	if _, isRef := src.(*model.ScopeTraversalExpression); !isRef {
		// A value computed by a call or a read of its own, which may
		// fail or be null.
		return true
	}
	return stepMayFail(src.Type())
}

// stepMayFail reports whether a step read from a value of type t may fail:
// t (none aside, outputs resolved) is a list, set or map, whose index may
// be out of range or key missing, or a union, which may be any of them.
func stepMayFail(t model.Type) bool {
	switch model.ResolveOutputs(model.RemoveNone(t)).(type) {
	case *model.ListType, *model.SetType, *model.MapType, *model.UnionType:
		return true
	}
	return false
}

// presenceKey returns the key a step reads as checksKey records it: a
// string key as it is, a whole index as # and its digits.
func presenceKey(step hcl.Traverser) (string, bool) {
	if key, ok := TraverserKey(step); ok {
		return key, true
	}
	if i, ok := traverserIndex(step); ok {
		return "#" + strconv.Itoa(i), true
	}
	return "", false
}

// checkedKeys returns e, a conditional or a ChosenConditional call, with
// its parts mapped by f (and retyped by typ, as model.MapChildren does),
// its true branch with the key its condition checks (checksKey) counted as
// present.
func (l *applyLowerer) checkedKeys(e model.Expression, f func(model.Expression) model.Expression, typ func(model.Expression) model.Type) model.Expression {
	branch, def, key, ok := checksKey(e)
	if !ok {
		return model.MapChildren(e, f, typ)
	}
	return model.MapChildren(e, func(c model.Expression) model.Expression {
		if c != branch {
			return f(c)
		}
		if l.present == nil {
			l.present = map[model.Definition]map[string]int{}
		}
		if l.present[def] == nil {
			l.present[def] = map[string]int{}
		}
		l.present[def][key]++
		defer func() { l.present[def][key]-- }()
		return f(c)
	}, typ)
}

// failingGuardedLoop returns e when it is a for expression inside try or
// can whose building may fail (loopMayFail), and nil otherwise. Such a
// loop is not resolved whole as the apply's argument, built before the
// callback, outside the guard: it is built in the callback from what it
// reads resolved, or, over resources (whose outputs its body reads from
// the loop's variables), left holding outputs.
func (c *applyCollector) failingGuardedLoop(e model.Expression) *model.ForExpression {
	if f, ok := e.(*model.ForExpression); ok && c.guarded > 0 && loopMayFail(f) {
		return f
	}
	return nil
}

// loopMayFail reports whether building the for expression f may fail: it
// or a loop inside it builds an object whose keys may repeat (it does not
// group, and its key is not its own key variable, unique by construction),
// or its parts read by a step that may fail (mayFailRead).
func loopMayFail(f *model.ForExpression) bool {
	fails := false
	model.Walk(f, func(x model.Expression) bool {
		if loop, ok := x.(*model.ForExpression); ok && loop.Key != nil && !loop.Group && !keyedByItsKey(loop) {
			fails = true
		}
		fails = fails || mayFailRead(x)
		return !fails
	})
	return fails
}

// keyedByItsKey reports whether the object f builds is keyed by f's own key
// variable (an index or key of its collection), whose values never repeat.
func keyedByItsKey(f *model.ForExpression) bool {
	ref, ok := Unparenthesized(f.Key).(*model.ScopeTraversalExpression)
	return ok && f.KeyVariable != nil && len(ref.Traversal) == 1 && ref.Definition == f.KeyVariable
}
