package typescript

import (
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file narrows values whose elements are optional where a destination
// takes elements that are not: list(optional(string)) given as list(string)
// (issue 12 item 19). PCL converts such a value unsafely; a null element is
// given as it is, as a null given for a required input is (present asserts
// a plain optional value), so the narrowing is a type assertion.

// narrowed prints e, plain or an output and not a constructor, given where a value of type dest is
// taken, as the type of e without the none of the elements (of lists, sets,
// tuples, maps and objects, at any depth) that dest takes as not optional;
// ok is false when no element needs it.
func (c *fnCtx) narrowed(e model.Expression, dest model.Type) (string, bool) {
	switch e.(type) {
	case *model.ObjectConsExpression, *model.TupleConsExpression:
		// input narrows a constructor's items one by one.
		return "", false
	}
	if dest == nil || gen.IsNull(e) {
		return "", false
	}
	from := e.Type()
	out, isOutput := from.(*model.OutputType)
	if isOutput {
		from = out.ElementType
	}
	if o, p := model.ContainsEventuals(from); o || p {
		return "", false
	}
	t, changed := narrowType(from, dest, 0)
	if !changed {
		return "", false
	}
	if isOutput {
		t = model.NewOutputType(t)
	}
	return c.expr(e, precPostfix) + " as " + c.f.tsType(t), true
}

// narrowType returns from without the none of the elements that to takes as
// not optional, and whether it removed any; the none of from itself is
// removed when to is not optional and an element changed.
func narrowType(from, to model.Type, depth int) (model.Type, bool) {
	if to == nil || depth > 16 {
		return from, false
	}
	plainTo := gen.InputElementType(to)
	if plainTo == model.DynamicType {
		return from, false
	}
	optional := model.IsOptional(from)
	inner := model.RemoveNone(from)
	var changed bool
	switch f := inner.(type) {
	case *model.ListType:
		if el := gen.ElementDestination(plainTo); el != nil {
			var et model.Type
			if et, changed = narrowElement(f.ElementType, el, depth); changed {
				inner = model.NewListType(et)
			}
		}
	case *model.SetType:
		if el := gen.ElementDestination(plainTo); el != nil {
			var et model.Type
			if et, changed = narrowElement(f.ElementType, el, depth); changed {
				inner = model.NewSetType(et)
			}
		}
	case *model.TupleType:
		if el := gen.ElementDestination(plainTo); el != nil {
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
	case *model.ObjectType:
		if o, ok := plainTo.(*model.ObjectType); ok {
			props := make(map[string]model.Type, len(f.Properties))
			for name, pt := range f.Properties {
				props[name] = pt
				if dt, ok := o.Properties[name]; ok {
					var c bool
					props[name], c = narrowElement(pt, dt, depth)
					changed = changed || c
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
	t, changed := narrowType(from, to, depth+1)
	if model.IsOptional(t) && !model.IsOptional(to) && gen.InputElementType(to) != model.DynamicType {
		return model.RemoveNone(t), true
	}
	return t, changed
}

// componentInput prints a lowered value given for a component's config
// variable of type t, narrowed to it; an optional output given where t is
// not optional is asserted to be present.
func (c *fnCtx) componentInput(e model.Expression, t model.Type) string {
	if shape, isOutput := gen.ShapedValue(e); shape != nil {
		// The component reads it as PCL's object.
		return c.shaped(shape, isOutput, c.expr(e, precPostfix))
	}
	if s, ok := c.narrowed(e, t); ok {
		return s
	}
	if gen.IsOutput(e.Type()) && t != nil && !model.IsOptional(t) && t != model.DynamicType {
		return c.presentOutput(e)
	}
	return c.expr(e, precCond)
}
