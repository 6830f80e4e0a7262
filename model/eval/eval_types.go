package eval

import (
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/model"
)

// CtyTypeOf returns the cty type of the values of PCL type t, as evaluation
// represents them:
//
//   - bool, string are themselves; int and number are cty.Number;
//   - dynamic, none and opaque types (assets, archives, resource references)
//     are cty.DynamicPseudoType;
//   - promise(T) and output(T) are the type of T: evaluation works on the
//     values eventuals resolve to;
//   - collections, tuples and objects map element-wise;
//   - a union is the one type all of its non-none elements map to, or
//     cty.DynamicPseudoType when they map to different types (union(T, none)
//     is T's type: null is a value of every cty type);
//   - an enum or constant is its underlying type's.
//
// A recursive object type maps its recursive occurrences to
// cty.DynamicPseudoType. A nil t is dynamic.
func CtyTypeOf(t model.Type) cty.Type {
	return evalCtyTypeOf(t, map[*model.ObjectType]bool{})
}

func evalCtyTypeOf(t model.Type, visiting map[*model.ObjectType]bool) cty.Type {
	switch t := t.(type) {
	case *model.PrimitiveType:
		if t == nil {
			return cty.DynamicPseudoType
		}
		switch t.Kind {
		case model.BoolKind:
			return cty.Bool
		case model.IntKind, model.NumberKind:
			return cty.Number
		case model.StringKind:
			return cty.String
		}
		return cty.DynamicPseudoType
	case *model.ListType:
		if t == nil {
			return cty.DynamicPseudoType
		}
		return cty.List(evalCtyTypeOf(t.ElementType, visiting))
	case *model.SetType:
		if t == nil {
			return cty.DynamicPseudoType
		}
		return cty.Set(evalCtyTypeOf(t.ElementType, visiting))
	case *model.MapType:
		if t == nil {
			return cty.DynamicPseudoType
		}
		return cty.Map(evalCtyTypeOf(t.ElementType, visiting))
	case *model.TupleType:
		if t == nil {
			return cty.DynamicPseudoType
		}
		elems := make([]cty.Type, len(t.ElementTypes))
		for i, et := range t.ElementTypes {
			elems[i] = evalCtyTypeOf(et, visiting)
		}
		return cty.Tuple(elems)
	case *model.ObjectType:
		if t == nil || visiting[t] {
			return cty.DynamicPseudoType
		}
		visiting[t] = true
		defer delete(visiting, t)
		attrs := make(map[string]cty.Type, len(t.Properties))
		for name, pt := range t.Properties {
			attrs[name] = evalCtyTypeOf(pt, visiting)
		}
		return cty.Object(attrs)
	case *model.UnionType:
		if t == nil {
			return cty.DynamicPseudoType
		}
		return evalUnionCtyType(t, visiting)
	case *model.PromiseType:
		if t == nil {
			return cty.DynamicPseudoType
		}
		return evalCtyTypeOf(t.ElementType, visiting)
	case *model.OutputType:
		if t == nil {
			return cty.DynamicPseudoType
		}
		return evalCtyTypeOf(t.ElementType, visiting)
	case *model.EnumType:
		if t == nil {
			return cty.DynamicPseudoType
		}
		return evalCtyTypeOf(t.ElementType, visiting)
	case *model.ConstType:
		if t == nil {
			return cty.DynamicPseudoType
		}
		if t.Type == nil && t.Value != cty.NilVal {
			return t.Value.Type()
		}
		return evalCtyTypeOf(t.Type, visiting)
	}
	return cty.DynamicPseudoType
}

// evalUnionCtyType is the cty type shared by every non-none element of u, or the
// dynamic pseudo-type.
func evalUnionCtyType(u *model.UnionType, visiting map[*model.ObjectType]bool) cty.Type {
	var out *cty.Type
	for _, et := range u.ElementTypes {
		if et == model.NoneType || et == nil {
			continue
		}
		ct := evalCtyTypeOf(et, visiting)
		if out != nil && !out.Equals(ct) {
			return cty.DynamicPseudoType
		}
		out = &ct
	}
	if out == nil {
		return cty.DynamicPseudoType
	}
	return *out
}

// UnknownOf returns an unknown value of the cty type of t (see CtyTypeOf):
// the value of an expression of type t that cannot be evaluated yet.
func UnknownOf(t model.Type) cty.Value {
	return cty.UnknownVal(CtyTypeOf(t))
}
