package model

import (
	"github.com/zclconf/go-cty/cty"
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
func CtyTypeOf(t Type) cty.Type {
	return evalCtyTypeOf(t, map[*ObjectType]bool{})
}

func evalCtyTypeOf(t Type, visiting map[*ObjectType]bool) cty.Type {
	switch t := t.(type) {
	case *PrimitiveType:
		if t == nil {
			return cty.DynamicPseudoType
		}
		switch t.Kind {
		case BoolKind:
			return cty.Bool
		case IntKind, NumberKind:
			return cty.Number
		case StringKind:
			return cty.String
		}
		return cty.DynamicPseudoType
	case *ListType:
		if t == nil {
			return cty.DynamicPseudoType
		}
		return cty.List(evalCtyTypeOf(t.ElementType, visiting))
	case *SetType:
		if t == nil {
			return cty.DynamicPseudoType
		}
		return cty.Set(evalCtyTypeOf(t.ElementType, visiting))
	case *MapType:
		if t == nil {
			return cty.DynamicPseudoType
		}
		return cty.Map(evalCtyTypeOf(t.ElementType, visiting))
	case *TupleType:
		if t == nil {
			return cty.DynamicPseudoType
		}
		elems := make([]cty.Type, len(t.ElementTypes))
		for i, et := range t.ElementTypes {
			elems[i] = evalCtyTypeOf(et, visiting)
		}
		return cty.Tuple(elems)
	case *ObjectType:
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
	case *UnionType:
		if t == nil {
			return cty.DynamicPseudoType
		}
		return evalUnionCtyType(t, visiting)
	case *PromiseType:
		if t == nil {
			return cty.DynamicPseudoType
		}
		return evalCtyTypeOf(t.ElementType, visiting)
	case *OutputType:
		if t == nil {
			return cty.DynamicPseudoType
		}
		return evalCtyTypeOf(t.ElementType, visiting)
	case *EnumType:
		if t == nil {
			return cty.DynamicPseudoType
		}
		return evalCtyTypeOf(t.ElementType, visiting)
	case *ConstType:
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
func evalUnionCtyType(u *UnionType, visiting map[*ObjectType]bool) cty.Type {
	var out *cty.Type
	for _, et := range u.ElementTypes {
		if _, isNone := et.(*noneType); isNone || et == nil {
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
func UnknownOf(t Type) cty.Value {
	return cty.UnknownVal(CtyTypeOf(t))
}
