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
