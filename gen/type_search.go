package gen

import (
	"sort"

	"github.com/pclgen/pclgen/model"
)

// AnyTypeWithin reports whether match finds t, or a type within it at any
// depth: the elements of collections, tuples, unions, outputs, promises and
// enums, the properties of objects, the type of a constant. match returns
// whether it finds a type and whether to look within it; each type is
// looked at once, so that recursive types end.
func AnyTypeWithin(t model.Type, match func(model.Type) (found, within bool)) bool {
	return anyTypeWithin(t, match, map[model.Type]bool{})
}

func anyTypeWithin(t model.Type, match func(model.Type) (bool, bool), seen map[model.Type]bool) bool {
	if seen[t] {
		return false
	}
	seen[t] = true
	found, within := match(t)
	if found || !within {
		return found
	}
	inner := CollectionElements(t)
	switch t := t.(type) {
	case *model.UnionType:
		inner = t.ElementTypes
	case *model.OutputType:
		inner = []model.Type{t.ElementType}
	case *model.PromiseType:
		inner = []model.Type{t.ElementType}
	case *model.EnumType:
		inner = []model.Type{t.ElementType}
	case *model.ConstType:
		inner = []model.Type{t.Type}
	}
	for _, e := range inner {
		if anyTypeWithin(e, match, seen) {
			return true
		}
	}
	return false
}

// CollectionElements returns the types of the elements of t, a list, set,
// map or tuple, or of the properties of t, an object (by name); nil for
// another type.
func CollectionElements(t model.Type) []model.Type {
	switch t := t.(type) {
	case *model.ListType:
		return []model.Type{t.ElementType}
	case *model.SetType:
		return []model.Type{t.ElementType}
	case *model.MapType:
		return []model.Type{t.ElementType}
	case *model.TupleType:
		return t.ElementTypes
	case *model.ObjectType:
		names := make([]string, 0, len(t.Properties))
		for name := range t.Properties {
			names = append(names, name)
		}
		sort.Strings(names)
		elems := make([]model.Type, len(names))
		for i, name := range names {
			elems[i] = t.Properties[name]
		}
		return elems
	}
	return nil
}
