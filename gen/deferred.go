package gen

import (
	"sort"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model"
)

// RangedOutputs describes what code created before a ranged component
// reads of it (a cycle the binder accepts because it goes through
// outputs): the backends declare a deferred output of Type, a collection
// of objects holding the plain values of each instance's outputs, and
// resolve it once the instances exist.
type RangedOutputs struct {
	// Type is shaped like the component's collection of instances: a list
	// (a numeric or list range), a map (a map or object range) or an
	// optional (a bool range) of the objects.
	Type model.Type
	// Element is the object type of one instance's outputs.
	Element *model.ObjectType
	// Outputs are the component's output names, sorted.
	Outputs []string
}

// DeferRanged returns the deferred collection of a ranged component's
// outputs, or false when the component has no program or its collection
// of instances is none of the shapes above.
func DeferRanged(comp *binder.Component) (RangedOutputs, bool) {
	if comp.Program == nil {
		return RangedOutputs{}, false
	}
	props := map[string]model.Type{}
	var names []string
	for _, o := range comp.Program.Outputs() {
		props[o.LogicalName()] = model.ResolveOutputs(o.Value.Type())
		names = append(names, o.LogicalName())
	}
	sort.Strings(names)
	elem := model.NewObjectType(props)
	var typ model.Type
	switch shape := model.ResolveOutputs(comp.Type()).(type) {
	case *model.ListType:
		typ = model.NewListType(elem)
	case *model.MapType:
		typ = model.NewMapType(elem)
	case *model.UnionType:
		if !hasNone(shape) {
			return RangedOutputs{}, false
		}
		typ = model.NewOptionalType(elem)
	default:
		return RangedOutputs{}, false
	}
	return RangedOutputs{Type: typ, Element: elem, Outputs: names}, true
}

// hasNone reports whether a union has a none element.
func hasNone(u *model.UnionType) bool {
	for _, e := range u.ElementTypes {
		if e == model.NoneType {
			return true
		}
	}
	return false
}
