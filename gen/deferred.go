package gen

import (
	"sort"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model"
)

// This file describes what code before a ranged component reads of it in a
// cycle of components (the binder orders such a cycle, and the earlier node
// reads the later one through a deferred output). Ranged instances are not
// plain data, so the deferred output holds, for each instance, an object of
// the plain values of its outputs, in a collection shaped like the
// instances: a list for a range over a number or a list, a map for a range
// over a map or an object, an optional for a range over a bool. Every
// backend resolves it with that collection, and reads it with the
// collection's type.

// RangedShape is the kind of collection a ranged component's instances
// form.
type RangedShape int

const (
	// RangedList is a list of instances: a range over a number or a list.
	RangedList RangedShape = iota
	// RangedMap is a map of instances by key: a range over a map or an
	// object.
	RangedMap
	// RangedOptional is at most one instance: a range over a bool.
	RangedOptional
)

// DeferredRanged is the deferred output of a ranged component.
type DeferredRanged struct {
	Shape RangedShape
	// Type is the collection's type: a list, map or optional of Element.
	Type model.Type
	// Element is the object type of one instance's outputs: one plain
	// property per output of the component.
	Element *model.ObjectType
	// Outputs are the logical names of the component's outputs, sorted.
	Outputs []string
}

// DeferRanged returns the deferred output of ranged component comp, or
// false when comp is not ranged, its program is unknown, or its instances
// form no collection these shapes describe.
func DeferRanged(comp *binder.Component) (*DeferredRanged, bool) {
	if comp.Program == nil || comp.Options == nil || comp.Options.Range == nil {
		return nil, false
	}
	props := map[string]model.Type{}
	var names []string
	for _, o := range comp.Program.Outputs() {
		props[o.LogicalName()] = model.ResolveOutputs(o.Value.Type())
		names = append(names, o.LogicalName())
	}
	sort.Strings(names)
	elem := model.NewObjectType(props)
	d := &DeferredRanged{Element: elem, Outputs: names}
	switch shape := model.ResolveOutputs(comp.Type()).(type) {
	case *model.ListType:
		d.Shape, d.Type = RangedList, model.NewListType(elem)
	case *model.MapType:
		d.Shape, d.Type = RangedMap, model.NewMapType(elem)
	case *model.UnionType:
		if !hasNone(shape) {
			return nil, false
		}
		d.Shape, d.Type = RangedOptional, model.NewOptionalType(elem)
	default:
		return nil, false
	}
	return d, true
}

// hasNone reports whether union u admits none.
func hasNone(u *model.UnionType) bool {
	for _, e := range u.ElementTypes {
		if e == model.NoneType {
			return true
		}
	}
	return false
}
