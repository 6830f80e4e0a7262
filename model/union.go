package model

// NewUnionType returns union(types...): nested unions are flattened, duplicates
// removed (first occurrence kept), and a union of one type is that type.
//
// Duplicates are found with Equal; element order is otherwise preserved, so
// union(string, none) and union(none, string) are Equal but print differently.
// nil elements are ignored.
//
// A union of no types has no values at all. PCL has no bottom type, so
// NewUnionType() returns NoneType, the type with the fewest values (only
// null); callers that need "nothing known" should use DynamicType instead.
func NewUnionType(types ...Type) Type {
	elems := appendUnionElements(make([]Type, 0, len(types)), types)
	switch len(elems) {
	case 0:
		return NoneType
	case 1:
		return elems[0]
	}
	return &UnionType{ElementTypes: elems}
}

// appendUnionElements appends the elements of union(types...) that elems
// does not yet have to elems.
func appendUnionElements(elems []Type, types []Type) []Type {
	for _, t := range types {
		switch t := t.(type) {
		case nil:
			continue
		case *UnionType:
			elems = appendUnionElements(elems, t.ElementTypes)
			continue
		}
		if !hasEqualType(elems, t) {
			elems = append(elems, t)
		}
	}
	return elems
}

// hasEqualType reports whether some type in types is Equal to t.
func hasEqualType(types []Type, t Type) bool {
	for _, e := range types {
		if e == t || Equal(e, t) {
			return true
		}
	}
	return false
}

// NewUnionTypeAnnotated is NewUnionType with annotations attached to the
// resulting union. When the elements collapse to a single type, the
// annotations are dropped along with the union.
func NewUnionTypeAnnotated(annotations []any, types ...Type) Type {
	t := NewUnionType(types...)
	if u, ok := t.(*UnionType); ok {
		u.Annotations = append(u.Annotations, annotations...)
	}
	return t
}

// IsOptional reports whether t accepts null: t is none, dynamic, or a union
// with a none (or dynamic) element.
func IsOptional(t Type) bool {
	switch t := t.(type) {
	case *noneType:
		return true
	case *PrimitiveType:
		return t.Kind == DynamicKind
	case *UnionType:
		for _, e := range t.ElementTypes {
			if IsOptional(e) {
				return true
			}
		}
	}
	return false
}

// RemoveNone returns t without its none elements: for union(T, none) it
// returns T. Other types are returned unchanged. RemoveNone(none) is none.
func RemoveNone(t Type) Type {
	u, ok := t.(*UnionType)
	if !ok {
		return t
	}
	var elems []Type
	for _, e := range u.ElementTypes {
		if _, isNone := e.(*noneType); !isNone {
			elems = append(elems, e)
		}
	}
	if len(elems) == 0 {
		return NoneType
	}
	return NewUnionType(elems...)
}
