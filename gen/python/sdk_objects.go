package python

import (
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file converts the values of a schema's object types, as a Python
// SDK gives them (instances of its output types: dicts keyed by the
// properties' Python names, a property that is not set absent), to the
// objects PCL holds (the schema's names as keys, every property there, null
// when it is not set) where a value leaves the SDK's typed positions
// (gen.SchemaObjectShape).

func init() {
	helperSources["pcl_value"] = `def _pcl_value(value: Any, shape: Any) -> Any:
    # A value read from an SDK's output types as PCL holds it: objects keyed
    # by the schema's names, with every property (None when not set). shape
    # follows the value's type: None leaves a value as it is, [shape] is a
    # list's, ("tuple", [shape, ...]) a tuple's, ("map", shape) a map's and
    # {key: (name, shape)} an object's (a schema's, whose keys are Python
    # names, or a dict keyed by PCL's names).
    if value is None or shape is None:
        return value
    if isinstance(shape, list):
        return [_pcl_value(item, shape[0]) for item in value]
    if isinstance(shape, tuple) and shape[0] == "tuple":
        return [_pcl_value(item, inner) for item, inner in zip(value, shape[1])]
    if isinstance(shape, tuple):
        return {key: _pcl_value(item, shape[1]) for key, item in value.items()}
    if not isinstance(value, dict):
        # An invoke's result, whose properties are attributes.
        value = {key: getattr(value, key, None) for key in shape}
    return {
        name: _pcl_value(value.get(key), inner) for key, (name, inner) in shape.items()
    }
`
}

// pclObjects prints e, printed as printed, converted by _pcl_value when
// its value holds objects of a schema's types; printed as it is otherwise.
func (c *fnCtx) pclObjects(e model.Expression, printed code) code {
	shape, form := gen.ShapedValue(e)
	return c.shaped(shape, form, printed)
}

// shaped prints a value of the shape, printed as printed in the form,
// converted by _pcl_value (a collection that holds outputs collected by
// Output.from_input first); printed as it is when shape is nil.
func (c *fnCtx) shaped(shape *gen.ObjectShape, form gen.ValueForm, printed code) code {
	if shape == nil {
		return printed
	}
	helper := c.f.useHelper("pcl_value")
	c.f.imports.typingName("Any") // the helper's annotations
	lit := shapeLiteral(shape)
	switch form {
	case gen.PlainForm:
		return call(helper, printed, lit)
	case gen.HeldOutputsForm:
		printed = call(c.f.pulumi()+".Output.from_input", printed)
	}
	in := c.child()
	v := in.scope.Declare("value")
	return cat(printed, atom(".apply"), bracketed("(", []code{cat(atom("lambda "+v+": "), call(helper, atom(v), lit))}, ")", bkCall))
}

// shapeLiteral prints a shape as _pcl_value takes it, laid out as black
// lays out the collections it is made of.
func shapeLiteral(s *gen.ObjectShape) code {
	if s == nil {
		return atom("None")
	}
	switch s.Kind {
	case gen.ShapeList:
		return bracketed("[", []code{shapeLiteral(s.Elem)}, "]", bkCollection)
	case gen.ShapeMap:
		return bracketed("(", []code{atom(quote("map")), shapeLiteral(s.Elem)}, ")", bkCollection)
	case gen.ShapeTuple:
		elems := make([]code, len(s.Elems))
		for i, e := range s.Elems {
			elems[i] = shapeLiteral(e)
		}
		return bracketed("(", []code{atom(quote("tuple")), bracketed("[", elems, "]", bkCollection)}, ")", bkCollection)
	}
	items := make([]code, len(s.Properties))
	for i, p := range s.Properties {
		// A record is a dict keyed by PCL's names.
		py := p.Name
		if s.Kind == gen.ShapeObject {
			py = pyName(p.Name)
		}
		if p.Property != nil {
			py = propertyName(p.Property, p.Name)
		}
		pair := bracketed("(", []code{atom(quote(p.Name)), shapeLiteral(p.Shape)}, ")", bkCollection)
		items[i] = cat(atom(quote(py)+": "), pair)
	}
	return bracketed("{", items, "}", bkCollection)
}

// componentInput prints a lowered value given for a component's config
// variable of type t: the component reads it as PCL's object.
func (c *fnCtx) componentInput(e model.Expression, t model.Type) code {
	if shape, form := gen.ShapedValue(e); shape != nil {
		return c.shaped(shape, form, c.expr(e, precPrimary))
	}
	return c.value(e, t)
}

// asPCLObjects prints e, with precedence need, where a value of type t is
// taken (a branch of a conditional of type t, an alternative of try): when
// e's value holds objects of a schema's types that t's does not, as where
// a schema's object and an object literal unify to a plain object, e's
// are converted by _pcl_value to the objects PCL holds, whose properties
// the reads of t's read by their names. (The SDK's instance answers no
// key of a name that is not a Python name, and lacks its unset
// properties.)
func (c *fnCtx) asPCLObjects(e model.Expression, t model.Type, need int) code {
	s, prec := c.asPCLObjectsPrec(e, t)
	if prec < need {
		return bracketed("(", []code{s}, ")", bkParen)
	}
	return s
}

// asPCLObjectsPrec is asPCLObjects returning the precedence of what it
// prints.
func (c *fnCtx) asPCLObjectsPrec(e model.Expression, t model.Type) (code, int) {
	shape, form := gen.ShapedValue(e)
	plain := model.ResolveOutputs(t)
	if shape == nil || form == gen.HeldOutputsForm || isDynamic(plain) || gen.SchemaObjectShape(plain) != nil || gen.HoldsOutputs(plain) {
		// A collection holding outputs stays one: collected, it would be
		// an output where the conditional takes a plain value.
		return c.exprPrec(e)
	}
	return c.shaped(shape, form, c.expr(e, precPrimary)), precPrimary
}
