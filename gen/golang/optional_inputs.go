package golang

import (
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file gives Pulumi inputs from plain Go values that hold optional
// scalars as pointers: a list(optional(string)) config is a []*string, a
// map(optional(string)) a map[string]*string, which the SDK's ToStringArray
// and ToStringMap do not take.

// optionalElementsInput prints the plain list or map e, whose elements are
// optional scalars held as pointers, as the input collection named n
// ("StringArray", "StringMap"): each nil element is a null element, as in
// PCL. ok is false when e's elements are not such pointers.
func (c *fnCtx) optionalElementsInput(e model.Expression, n string, from model.Type) (string, bool) {
	var elemType model.Type
	isMap := false
	switch t := model.RemoveNone(from).(type) {
	case *model.ListType:
		elemType = t.ElementType
	case *model.SetType:
		elemType = t.ElementType
	case *model.MapType:
		elemType, isMap = t.ElementType, true
	default:
		return "", false
	}
	elem, ok := optionalElement(elemType)
	if !ok || !pointerOptional(elem) {
		return "", false
	}
	en, ok := builtinElementName(elem)
	h := scalarHelper(en, "Input")
	if !ok || h == "" || n != en+"Array" && n != en+"Map" {
		return "", false
	}
	p := c.f.pulumi()
	return c.iife(p+"."+n+"Input", func(in *fnCtx) {
		v := in.scope.Declare("v")
		result := in.scope.Declare("result")
		x := in.scope.Declare("x")
		in.out.WriteString(v + " := " + in.plain(e, precLowest) + "\nif " + v + " == nil {\nreturn nil\n}\n")
		in.out.WriteString(result + " := " + p + "." + n + "{}\n")
		if isMap {
			k := in.scope.Declare("k")
			in.out.WriteString("for " + k + ", " + x + " := range " + v + " {\n" + result + "[" + k + "] = " + c.f.helper(h) + "(" + x + ")\n}\n")
		} else {
			in.out.WriteString("for _, " + x + " := range " + v + " {\n" + result + " = append(" + result + ", " + c.f.helper(h) + "(" + x + "))\n}\n")
		}
		in.out.WriteString("return " + result + "\n")
	}), true
}

// assertMember asserts s, a property read from an object Go holds as a map
// of dynamic values, as the property's declared type t: an optional scalar
// is held there as its value or nil, which optionalValue makes a pointer.
func (c *fnCtx) assertMember(s string, t model.Type) string {
	t = model.ResolveOutputs(t)
	if elem, ok := optionalElement(t); ok && pointerOptional(elem) {
		if gt := c.f.plainType(elem); gt != "interface{}" {
			return c.f.helper("optionalValue") + "[" + gt + "](" + s + ")"
		}
	}
	return c.assert(s, t)
}

func init() {
	goHelpers["optionalValue"] = func(f *fileGen) string {
		return `
// optionalValue returns v, an optional value held as an interface{} (its
// value or a pointer to it), as a pointer to its value of type T: nil when
// v is null.
func optionalValue[T any](v interface{}) *T {
	switch x := v.(type) {
	case nil:
		return nil
	case *T:
		return x
	}
	x := v.(T)
	return &x
}
`
	}
}

// plainElements prints the plain list or map e, whose elements are
// optional scalars held as pointers, as a plain list or map of the values
// target requires ([]string for a []*string): a null element is an error.
// ok is false when e and target are not such collections.
func (c *fnCtx) plainElements(e model.Expression, target model.Type) (string, bool) {
	elems := func(t model.Type) (model.Type, bool, bool) {
		switch t := model.RemoveNone(t).(type) {
		case *model.ListType:
			return t.ElementType, false, true
		case *model.SetType:
			return t.ElementType, false, true
		case *model.MapType:
			return t.ElementType, true, true
		}
		return nil, false, false
	}
	want, wantMap, ok := elems(target)
	if !ok || model.IsOptional(want) || !pointerOptional(want) {
		return "", false
	}
	have, haveMap, ok := elems(model.ResolveOutputs(goTypeOf(e)))
	if !ok || haveMap != wantMap {
		return "", false
	}
	elem, ok := optionalElement(have)
	if !ok || !pointerOptional(elem) || c.f.plainType(elem) != c.f.plainType(want) {
		return "", false
	}
	goType := c.f.plainType(model.RemoveNone(target))
	return c.iife(goType, func(in *fnCtx) {
		v := in.scope.Declare("v")
		result := in.scope.Declare("result")
		x := in.scope.Declare("x")
		k := in.scope.Declare("k")
		in.out.WriteString(v + " := " + in.plain(e, precLowest) + "\nif " + v + " == nil {\nreturn nil\n}\n")
		if wantMap {
			in.out.WriteString(result + " := " + goType + "{}\n")
		} else {
			in.out.WriteString(result + " := make(" + goType + ", len(" + v + "))\n")
		}
		in.out.WriteString("for " + k + ", " + x + " := range " + v + " {\n" + result + "[" + k + "] = " + c.f.helper("requiredValue") + "(" + x + ")\n}\nreturn " + result + "\n")
	}), true
}

func init() {
	goHelpers["requiredValue"] = func(f *fileGen) string {
		return `
// requiredValue returns *p, an optional value given where a value is
// required; a null one is an error.
func requiredValue[T any](p *T) T {
	if p == nil {
		panic("a null value is given where a value is required")
	}
	return *p
}
`
	}
}

// objectAsMap prints the plain object e, which Go holds as a map of dynamic
// values (map[string]interface{}: its attributes are of different types,
// or optional, held as pointers), as the map mt takes (map[string]string):
// each attribute's value is converted to the element type, a null one
// given where the element is not optional being an error. ok is false when
// e is no such object or mt's elements are dynamic.
func (c *fnCtx) objectAsMap(e model.Expression, from model.Type, mt *model.MapType) (string, bool) {
	ot, isObj := model.RemoveNone(from).(*model.ObjectType)
	if !isObj || gen.SchemaObject(ot) != nil || c.f.isResource(ot) {
		return "", false
	}
	goType := c.f.plainType(mt)
	if c.f.plainType(ot) != "map[string]interface{}" || goType == "map[string]interface{}" {
		return "", false
	}
	return c.iife(goType, func(in *fnCtx) {
		v := in.scope.Declare("v")
		result := in.scope.Declare("result")
		k := in.scope.Declare("k")
		x := in.scope.Declare("x")
		in.out.WriteString(v + " := " + in.plain(e, precLowest) + "\n")
		if model.IsOptional(from) {
			in.out.WriteString("if " + v + " == nil {\nreturn nil\n}\n")
		}
		var value string
		if model.IsOptional(mt.ElementType) {
			value = in.assertMember(x, mt.ElementType)
		} else {
			value = in.assert(in.f.helper("presentValue")+"("+x+")", mt.ElementType)
		}
		in.out.WriteString(result + " := " + goType + "{}\nfor " + k + ", " + x + " := range " + v + " {\n" + result + "[" + k + "] = " + value + "\n}\nreturn " + result + "\n")
	}), true
}

func init() {
	goHelpers["presentValue"] = func(f *fileGen) string {
		f.helper("pointee")
		return `
// presentValue returns v, a value held as an interface{}, without the
// pointer an optional value is held by; a null value is an error.
func presentValue(v interface{}) interface{} {
	if x := pointee(v); x != nil {
		return x
	}
	panic("a null value is given where a value is required")
}
`
	}
}
