package gen

import "github.com/pclgen/pclgen/model"

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
	var inner []model.Type
	switch t := t.(type) {
	case *model.ListType:
		inner = []model.Type{t.ElementType}
	case *model.SetType:
		inner = []model.Type{t.ElementType}
	case *model.MapType:
		inner = []model.Type{t.ElementType}
	case *model.TupleType:
		inner = t.ElementTypes
	case *model.ObjectType:
		for _, p := range t.Properties {
			inner = append(inner, p)
		}
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
