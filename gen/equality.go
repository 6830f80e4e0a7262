package gen

import (
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"

	"github.com/pclgen/pclgen/model"
	"github.com/pclgen/pclgen/model/eval"
)

// DistinctOperands reports whether the values of the expressions l and r
// can never be equal, unless both are null: each type either may have at
// run time is distinct from each of the other's (eval.DistinctTypes).
// Backends print such an equality as "both are null", for their own ==
// would convert, compare by reference, or not compile. b binds the
// variables the operands read (an apply's parameters, a loop's values),
// whose values are followed as LackingSteps follows them.
func DistinctOperands(b *Bindings, l, r model.Expression) bool {
	w := &valueWalker{b: b, budget: walkBudget}
	rts := w.valueTypes(r, nil, 0)
	for _, lt := range w.valueTypes(l, nil, 0) {
		for _, rt := range rts {
			if !eval.DistinctTypes(lt, rt) {
				return false
			}
		}
	}
	return true
}

// maxComposed bounds the types valueTypes composes for one tuple or object
// constructor from its elements' (each combination of theirs is one).
const maxComposed = 16

// valueTypes appends to types the types the value of e may have at run
// time (each of a union's, but none). A value is followed through locals,
// secrets and the variables w binds (see valuesOf). A conditional's value
// is its branch's, of the branch's type where it does not convert to the
// type that unifies the branches (true ? {} : {a = "x"} is the empty
// object, equal to {}; fuzz seed 12815; see conformedType), except where the branches convert to a list or
// set (true ? [] : [1] is an empty list of ints, which the empty tuple []
// is not); so is a local's that holds one (fuzz seed 111878), and a tuple
// or object constructor's holding one is composed of its elements' types.
func (w *valueWalker) valueTypes(e model.Expression, types []model.Type, depth int) []model.Type {
	if depth > maxValueDepth {
		return appendValueType(types, e.Type())
	}
	for _, v := range w.valuesOf(e, depth+1) {
		v = Unparenthesized(v)
		if t, f, ok := Branches(v); ok && !eval.BranchesUnifyAsCollection(t.Type(), f.Type()) {
			for _, bt := range w.valueTypes(f, w.valueTypes(t, nil, depth+1), depth+1) {
				types = append(types, conformedType(bt, v.Type()))
			}
			continue
		}
		if composed, ok := w.composedTypes(v, depth+1); ok {
			types = append(types, composed...)
			continue
		}
		types = appendValueType(types, v.Type())
	}
	return types
}

// composedTypes returns the types of v, a tuple constructor or an object
// constructor of constant keys, composed of each combination of the types
// its elements may have (valueTypes); ok is false for other expressions
// and where the combinations are more than maxComposed.
func (w *valueWalker) composedTypes(v model.Expression, depth int) ([]model.Type, bool) {
	var parts []model.Expression
	var keys []string
	_, isObject := v.(*model.ObjectConsExpression)
	switch x := v.(type) {
	case *model.TupleConsExpression:
		parts = x.Expressions
	case *model.ObjectConsExpression:
		for _, it := range x.Items {
			k, ok := itemKey(it.Key)
			if !ok {
				return nil, false
			}
			keys = append(keys, k)
			parts = append(parts, it.Value)
		}
	default:
		return nil, false
	}
	combos := [][]model.Type{nil}
	for _, p := range parts {
		pts := w.valueTypes(p, nil, depth+1)
		if len(pts) == 0 {
			// (A null element: of its own type.)
			pts = []model.Type{p.Type()}
		}
		if len(combos)*len(pts) > maxComposed {
			return nil, false
		}
		var next [][]model.Type
		for _, c := range combos {
			for _, pt := range pts {
				next = append(next, append(append([]model.Type{}, c...), pt))
			}
		}
		combos = next
	}
	types := make([]model.Type, len(combos))
	for i, c := range combos {
		if !isObject {
			types[i] = model.NewTupleType(c...)
			continue
		}
		props := make(map[string]model.Type, len(c))
		for j, k := range keys {
			props[k] = c[j]
		}
		types[i] = model.NewObjectType(props)
	}
	return types, true
}

// conformedType returns the type a branch's value of type bt has as the
// value of a conditional of type t, as eval.Conform holds it: t where bt
// converts to it (true ? 3 : "x" is "3"), bt where t is a union of several
// types or holds values of any type, or bt does not convert to it (an
// object lacking an attribute t has keeps its own attributes).
func conformedType(bt, t model.Type) model.Type {
	t = model.ResolveOutputs(t)
	if u, ok := t.(*model.UnionType); ok {
		t = nil
		for _, et := range u.ElementTypes {
			if et == model.NoneType {
				continue
			}
			if t != nil {
				return bt
			}
			t = et
		}
		if t == nil {
			return bt
		}
	}
	ty := eval.CtyTypeOf(t)
	if ty == cty.DynamicPseudoType || ty.HasDynamicTypes() || convert.GetConversionUnsafe(eval.CtyTypeOf(model.ResolveOutputs(bt)), ty) == nil {
		return bt
	}
	return t
}

// appendValueType appends t to types, or each of its types but none when
// it is a union (both operands being null is equal to null, as the
// backends print such an equality).
func appendValueType(types []model.Type, t model.Type) []model.Type {
	if u, ok := t.(*model.UnionType); ok {
		for _, et := range u.ElementTypes {
			if et != model.NoneType {
				types = append(types, et)
			}
		}
		return types
	}
	return append(types, t)
}
