package model

import "github.com/zclconf/go-cty/cty"

// Equal reports structural equality of two types (unions compare as sets).
//
// Primitive, none and opaque types are equal when they are the same type (or,
// for opaque types, have the same name). Collections, tuples, promises and
// outputs are equal when their element types are. Objects are equal when they
// have the same attribute names with equal types and the same Token (two
// schema types with different tokens are different types even when their
// attributes agree). Unions are equal when every element of each has an equal
// element in the other. Enums are equal when their tokens, element types and
// element values agree; consts when their types and values do.
//
// Recursive object types are compared coinductively: a pair of object types
// that is reached again while it is still being compared (further up the same
// path) is assumed equal, so Equal always terminates.
func Equal(a, b Type) bool {
	return equalTypes(a, b, nil)
}

type typePair struct{ a, b Type }

func equalTypes(a, b Type, seen map[typePair]bool) bool {
	if a == b {
		return true
	}
	if a == nil || b == nil {
		return false
	}
	switch a := a.(type) {
	case *PrimitiveType:
		b, ok := b.(*PrimitiveType)
		return ok && a.Kind == b.Kind
	case *noneType:
		_, ok := b.(*noneType)
		return ok
	case *ListType:
		b, ok := b.(*ListType)
		return ok && equalTypes(a.ElementType, b.ElementType, seen)
	case *SetType:
		b, ok := b.(*SetType)
		return ok && equalTypes(a.ElementType, b.ElementType, seen)
	case *MapType:
		b, ok := b.(*MapType)
		return ok && equalTypes(a.ElementType, b.ElementType, seen)
	case *PromiseType:
		b, ok := b.(*PromiseType)
		return ok && equalTypes(a.ElementType, b.ElementType, seen)
	case *OutputType:
		b, ok := b.(*OutputType)
		return ok && equalTypes(a.ElementType, b.ElementType, seen)
	case *TupleType:
		b, ok := b.(*TupleType)
		if !ok || len(a.ElementTypes) != len(b.ElementTypes) {
			return false
		}
		for i := range a.ElementTypes {
			if !equalTypes(a.ElementTypes[i], b.ElementTypes[i], seen) {
				return false
			}
		}
		return true
	case *ObjectType:
		b, ok := b.(*ObjectType)
		if !ok || a.Token != b.Token || len(a.Properties) != len(b.Properties) {
			return false
		}
		key := typePair{a, b}
		if seen[key] {
			return true
		}
		if seen == nil {
			seen = map[typePair]bool{}
		}
		seen[key] = true
		defer delete(seen, key)
		for name, at := range a.Properties {
			bt, ok := b.Properties[name]
			if !ok || !equalTypes(at, bt, seen) {
				return false
			}
		}
		return true
	case *UnionType:
		b, ok := b.(*UnionType)
		return ok && typesSubsetOf(a.ElementTypes, b.ElementTypes, seen) &&
			typesSubsetOf(b.ElementTypes, a.ElementTypes, seen)
	case *OpaqueType:
		b, ok := b.(*OpaqueType)
		return ok && a.Name == b.Name
	case *EnumType:
		b, ok := b.(*EnumType)
		if !ok || a.Token != b.Token || len(a.Elements) != len(b.Elements) ||
			!equalTypes(a.ElementType, b.ElementType, seen) {
			return false
		}
		for i := range a.Elements {
			if !sameConstValue(a.Elements[i], b.Elements[i]) {
				return false
			}
		}
		return true
	case *ConstType:
		b, ok := b.(*ConstType)
		return ok && equalTypes(a.Type, b.Type, seen) && sameConstValue(a.Value, b.Value)
	}
	return false
}

// subsetOf reports whether every type in as has an equal type in bs.
func typesSubsetOf(as, bs []Type, seen map[typePair]bool) bool {
	for _, a := range as {
		found := false
		for _, b := range bs {
			if equalTypes(a, b, seen) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// sameValue reports whether two constant values are the same value. Numbers
// compare numerically, so 1 and 1.0 are the same value.
func sameConstValue(a, b cty.Value) bool {
	if a.Type() == cty.NilType || b.Type() == cty.NilType {
		return a.Type() == cty.NilType && b.Type() == cty.NilType
	}
	a, _ = a.UnmarkDeep()
	b, _ = b.UnmarkDeep()
	if !a.IsKnown() || !b.IsKnown() {
		return false
	}
	if a.IsNull() || b.IsNull() {
		return a.IsNull() && b.IsNull()
	}
	if !a.Type().Equals(b.Type()) {
		return false
	}
	return a.RawEquals(b)
}
