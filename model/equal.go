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
// that is reached again (in either order) while it is still being compared
// (further up the same path) is assumed equal, so Equal always terminates.
// Each pair of object types is compared about once per call (see pairTable),
// so comparing large schema graphs that share types takes time in proportion
// to their size.
func Equal(a, b Type) bool {
	e := equality{}
	return e.equal(a, b)
}

// equality holds the state of one Equal call: the pairs of object types in
// progress and the answers for those compared (see pairTable).
type equality struct {
	pairs *pairTable[bool]
}

func (e *equality) equal(a, b Type) bool {
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
		return ok && e.equal(a.ElementType, b.ElementType)
	case *SetType:
		b, ok := b.(*SetType)
		return ok && e.equal(a.ElementType, b.ElementType)
	case *MapType:
		b, ok := b.(*MapType)
		return ok && e.equal(a.ElementType, b.ElementType)
	case *PromiseType:
		b, ok := b.(*PromiseType)
		return ok && e.equal(a.ElementType, b.ElementType)
	case *OutputType:
		b, ok := b.(*OutputType)
		return ok && e.equal(a.ElementType, b.ElementType)
	case *TupleType:
		b, ok := b.(*TupleType)
		if !ok || len(a.ElementTypes) != len(b.ElementTypes) {
			return false
		}
		for i := range a.ElementTypes {
			if !e.equal(a.ElementTypes[i], b.ElementTypes[i]) {
				return false
			}
		}
		return true
	case *ObjectType:
		b, ok := b.(*ObjectType)
		if !ok || a.Token != b.Token || len(a.Properties) != len(b.Properties) {
			return false
		}
		return e.objects(a, b)
	case *UnionType:
		b, ok := b.(*UnionType)
		return ok && e.subset(a.ElementTypes, b.ElementTypes) && e.subset(b.ElementTypes, a.ElementTypes)
	case *OpaqueType:
		b, ok := b.(*OpaqueType)
		return ok && a.Name == b.Name
	case *EnumType:
		b, ok := b.(*EnumType)
		if !ok || a.Token != b.Token || len(a.Elements) != len(b.Elements) ||
			!e.equal(a.ElementType, b.ElementType) {
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
		return ok && e.equal(a.Type, b.Type) && sameConstValue(a.Value, b.Value)
	}
	return false
}

// objects compares the attributes of two object types with the same token
// and number of attributes. Equality is symmetric, so a pair already known or
// in progress in the other order counts too: unions compare their elements
// both ways.
func (e *equality) objects(a, b *ObjectType) bool {
	if e.pairs == nil {
		t := newPairTable(true, false)
		e.pairs = &t
	}
	if eq, ok := e.pairs.knownAnswer(b, a); ok {
		return eq
	}
	if e.pairs.assumedIn(b, a) {
		return true
	}
	eq, done, frame := e.pairs.begin(a, b)
	if done {
		return eq
	}
	eq = true
	for name, at := range a.Properties {
		bt, ok := b.Properties[name]
		if !ok || !e.equal(at, bt) {
			eq = false
			break
		}
	}
	return e.pairs.end(a, b, eq, frame)
}

// subset reports whether every type in as has an equal type in bs.
func (e *equality) subset(as, bs []Type) bool {
	for _, a := range as {
		found := false
		for _, b := range bs {
			if e.equal(a, b) {
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
