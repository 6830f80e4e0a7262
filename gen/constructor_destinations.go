package gen

import "github.com/pclgen/pclgen/model"

// This file answers, for lowering passes and printers alike, where the
// parts of a tuple or object constructor go when the constructor is given
// as a value of a collection or object type: each element or item is given
// as the type its place in that value has.

// ElementDestination returns the type each element of a tuple constructor
// is given as when the constructor is given as a value of type to (a plain,
// resolved type): the element type of a list or a set, else nil.
func ElementDestination(to model.Type) model.Type {
	if l, ok := to.(*model.ListType); ok {
		return l.ElementType
	}
	if s, ok := to.(*model.SetType); ok {
		return s.ElementType
	}
	return nil
}

// ElementDestinations returns the types the n elements of a tuple
// constructor are given as when it is given as a value of type to (a
// plain, resolved type): each the element type of a list or set, or the
// element of a tuple of n elements at its position; nil when to says
// nothing.
func ElementDestinations(to model.Type, n int) []model.Type {
	if t, ok := to.(*model.TupleType); ok {
		if len(t.ElementTypes) != n {
			return nil
		}
		return t.ElementTypes
	}
	elem := ElementDestination(to)
	if elem == nil {
		return nil
	}
	elems := make([]model.Type, n)
	for i := range elems {
		elems[i] = elem
	}
	return elems
}

// ItemDestination returns the type the value of an object constructor's
// item whose key is key is given as when the constructor is given as a
// value of type to (a plain, resolved type): the element type of a map, the
// property of an object the key names when it is a constant, else nil.
func ItemDestination(to model.Type, key model.Expression) model.Type {
	switch t := to.(type) {
	case *model.MapType:
		return t.ElementType
	case *model.ObjectType:
		if k, ok := StringLiteral(key); ok {
			return t.Properties[k]
		}
	}
	return nil
}
