package typescript

import (
	"github.com/pclgen/pclgen/binder"
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
	forExpr, isFor := e.(*model.ForExpression)
	if isFor && !forExpr.Group && constructed(forExpr.Value) {
		// input gives a for expression's constructed values one by one,
		// each branch of a conditional as it is (a cast of the whole
		// would meet the union of the branches' types).
		return "", false
	}
	if x, ok := e.(*model.ConditionalExpression); ok && builtBranches(x) && holdsPromises(x.Type()) {
		// input gives each branch of a conditional of constructors and
		// for expressions as it is (of a condition reading a promise, as
		// of a plain one).
		return "", false
	}
	if constructed(e) {
		// input narrows a constructor's items one by one (each branch's,
		// of a conditional of constructors).
		return "", false
	}
	if dest == nil || gen.IsNull(e) {
		return "", false
	}
	// (TypeScript awaits the promises of a plain value: an invoke's
	// results, a condition reading them.)
	from := model.ResolvePromises(e.Type())
	out, isOutput := from.(*model.OutputType)
	if isOutput {
		from = out.ElementType
	}
	if o, _ := model.ContainsEventuals(from); o {
		return "", false
	}
	t, changed := gen.NarrowType(from, dest)
	t, present := presentOutputs(t, 0)
	if !changed && (!present || isFor) {
		// input gives a for expression's values one by one.
		return "", false
	}
	// TypeScript awaits the promises inside (an invoke's results): it holds
	// their values.
	t = model.ResolvePromises(t)
	// An empty list is an any[] there, as in the type arguments of the
	// outputs e is made of (TypeScript compares no any with never).
	t = emptyTuplesAsLists(t)
	if elem, opt := optionalElement(t); opt && isOutput {
		// Output<T | undefined> is no Input<T>: the SDK leaves the input
		// unset for undefined all the same.
		t = elem
	}
	if isOutput {
		t = model.NewOutputType(t)
	}
	return c.expr(e, precPostfix) + " as " + c.f.tsType(t), true
}

// presentOutputs returns t with the outputs of optional values inside it
// (not t itself) as outputs of the values, where their types print as the
// SDK's (see castable): Output<T | undefined> is no Input<T>, though the SDK
// leaves an input unset for undefined as for a missing one. changed is
// false when there are none.
func presentOutputs(t model.Type, depth int) (model.Type, bool) {
	if depth > 16 {
		return t, false
	}
	changed := false
	each := func(et model.Type) model.Type {
		if o, ok := et.(*model.OutputType); ok {
			if elem, opt := optionalElement(o.ElementType); opt && castable(elem, 0) {
				changed = true
				return model.NewOutputType(elem)
			}
			return et
		}
		nt, c := presentOutputs(et, depth+1)
		changed = changed || c
		return nt
	}
	switch x := t.(type) {
	case *model.ListType:
		if et := each(x.ElementType); changed {
			return model.NewListType(et), true
		}
	case *model.SetType:
		if et := each(x.ElementType); changed {
			return model.NewSetType(et), true
		}
	case *model.MapType:
		if et := each(x.ElementType); changed {
			return model.NewMapType(et), true
		}
	case *model.TupleType:
		elems := make([]model.Type, len(x.ElementTypes))
		for i, et := range x.ElementTypes {
			elems[i] = each(et)
		}
		if changed {
			return model.NewTupleType(elems...), true
		}
	case *model.ObjectType:
		if binder.IsResourceType(x) {
			return t, false
		}
		props := make(map[string]model.Type, len(x.Properties))
		for name, pt := range x.Properties {
			props[name] = each(pt)
		}
		if changed {
			return model.NewObjectType(props), true
		}
	case *model.UnionType:
		elems := make([]model.Type, len(x.ElementTypes))
		for i, et := range x.ElementTypes {
			// An optional property's output.
			elems[i] = each(et)
		}
		if changed {
			return model.NewUnionType(elems...), true
		}
	}
	return t, false
}

// componentInput prints a lowered value given for a component's config
// variable of type t, narrowed to it; an optional output given where t is
// not optional is asserted to be present.
func (c *fnCtx) componentInput(e model.Expression, t model.Type) string {
	if shape, form := gen.ShapedValue(e); shape != nil {
		// The component reads it as PCL's object.
		return c.shaped(shape, form, c.expr(e, precPostfix))
	}
	if s, ok := c.narrowed(e, t); ok {
		return s
	}
	if gen.IsOutput(e.Type()) && t != nil && !model.IsOptional(t) && t != model.DynamicType {
		return c.presentOutput(e)
	}
	return c.expr(e, precCond)
}

// constructed reports whether e is an object or tuple constructor, or a
// conditional whose branches are.
func constructed(e model.Expression) bool {
	switch x := gen.Unparenthesized(e).(type) {
	case *model.ObjectConsExpression, *model.TupleConsExpression:
		return true
	case *model.ConditionalExpression:
		return constructed(x.TrueResult) && constructed(x.FalseResult)
	}
	return false
}
