package gen

import "github.com/pclgen/pclgen/model"

// This file narrows the type of a value whose elements are optional where a
// destination takes elements that are not: list(optional(string)) given as
// list(string). PCL converts such a value unsafely; the backends assert the
// narrowed type (TypeScript's `as`, Python's cast).

// NarrowType returns from without the none of the elements that to takes as
// not optional, and whether it removed any; the none of from itself is
// removed when to is not optional and an element changed.
func NarrowType(from, to model.Type) (model.Type, bool) {
	return narrowType(from, to, 0)
}

func narrowType(from, to model.Type, depth int) (model.Type, bool) {
	if to == nil || depth > 16 {
		return from, false
	}
	plainTo := InputElementType(to)
	if plainTo == model.DynamicType {
		return from, false
	}
	optional := model.IsOptional(from)
	inner := model.RemoveNone(from)
	if _, isUnion := inner.(*model.UnionType); isUnion {
		if c := model.RemoveNone(model.CollectionOfUnion(inner)); c != inner {
			// A union of collections (a map and objects) is narrowed as
			// the one collection it converts to, as a backend types it.
			inner = c
		}
	}
	var changed bool
	switch f := inner.(type) {
	case *model.ListType:
		if el := ElementDestination(plainTo); el != nil {
			var et model.Type
			if et, changed = narrowElement(f.ElementType, el, depth); changed {
				inner = model.NewListType(et)
			}
		}
	case *model.SetType:
		if el := ElementDestination(plainTo); el != nil {
			var et model.Type
			if et, changed = narrowElement(f.ElementType, el, depth); changed {
				inner = model.NewSetType(et)
			}
		}
	case *model.TupleType:
		if el := ElementDestination(plainTo); el != nil {
			elems := make([]model.Type, len(f.ElementTypes))
			for i, et := range f.ElementTypes {
				var c bool
				elems[i], c = narrowElement(et, el, depth)
				changed = changed || c
			}
			if changed {
				inner = model.NewTupleType(elems...)
			}
		}
	case *model.MapType:
		if m, ok := plainTo.(*model.MapType); ok {
			var et model.Type
			if et, changed = narrowElement(f.ElementType, m.ElementType, depth); changed {
				inner = model.NewMapType(et)
			}
		}
	case *model.UnionType:
		// A choice of collections (a conditional of a map and an
		// object): each narrowed.
		elems := make([]model.Type, len(f.ElementTypes))
		for i, et := range f.ElementTypes {
			var c bool
			elems[i], c = narrowType(et, to, depth+1)
			changed = changed || c
		}
		if changed {
			inner = model.NewUnionType(elems...)
		}
	case *model.ObjectType:
		var o *model.ObjectType
		switch to := plainTo.(type) {
		case *model.ObjectType:
			o = to
		case *model.MapType:
			// An object of outputs given as a map (a local holding
			// properties of resources): each output property as an
			// element. A plain property that may be null is an optional
			// property, which a map takes.
			props := make(map[string]model.Type, len(f.Properties))
			for name, pt := range f.Properties {
				if IsOutput(pt) {
					// (A map need not hold every key: a property that
					// may be null stays optional, see below.)
					props[name] = model.NewOptionalType(to.ElementType)
				}
			}
			o = model.NewObjectType(props)
		}
		if o != nil {
			props := make(map[string]model.Type, len(f.Properties))
			for name, pt := range f.Properties {
				props[name] = pt
				if dt, ok := o.Properties[name]; ok {
					var c bool
					props[name], c = narrowElement(pt, dt, depth)
					changed = changed || c
					if c && IsOutput(pt) && model.IsOptional(dt) {
						// An output of a value that may be null, given
						// for an optional property, is an output of the
						// value or no property at all (a conditional's
						// branch leaves it null).
						props[name] = model.NewOptionalType(props[name])
					}
				}
			}
			if changed {
				inner = model.NewObjectType(props)
			}
		}
	}
	if !changed {
		return from, false
	}
	if optional && model.IsOptional(to) {
		return model.NewOptionalType(inner), true
	}
	return inner, true
}

// narrowElement narrows the type of an element given as an element of type
// to: its none is removed when to is not optional.
func narrowElement(from, to model.Type, depth int) (model.Type, bool) {
	if o, ok := from.(*model.OutputType); ok {
		// An element that is an output (of a list of resources'
		// properties) narrows as its value.
		if t, changed := narrowElement(o.ElementType, InputElementType(to), depth); changed {
			return model.NewOutputType(t), true
		}
		return from, false
	}
	t, changed := narrowType(from, to, depth+1)
	if model.IsOptional(t) && !model.IsOptional(to) && InputElementType(to) != model.DynamicType {
		return model.RemoveNone(t), true
	}
	return t, changed
}
