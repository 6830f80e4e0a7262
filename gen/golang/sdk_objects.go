package golang

import (
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file gives the values of a schema's object types, which the Go SDK
// holds as its structs (Go field names, nil pointers for properties that
// are not set, which its marshaling leaves out), as the objects PCL holds
// (the schema's names as keys, every property there, null where it is not
// set) where a value leaves the SDK's typed positions (gen.SchemaObjectShape):
// a stack output and toJSON's argument.

func init() {
	goHelpers["pclObject"] = func(f *fileGen) string {
		reflectPkg := f.imports.std("reflect")
		stringsPkg := f.imports.std("strings")
		return `
// pclObject returns v, holding values of a schema's object types (the SDK's
// structs, through pointers, slices and maps), as PCL holds it: each struct a
// map keyed by the schema's names (its fields' pulumi tags), with every
// property, nil where it is not set.
func pclObject(v interface{}) interface{} {
	return pclObjectValue(` + reflectPkg + `.ValueOf(v))
}

func pclObjectValue(v ` + reflectPkg + `.Value) interface{} {
	switch v.Kind() {
	case ` + reflectPkg + `.Invalid:
		return nil
	case ` + reflectPkg + `.Pointer, ` + reflectPkg + `.Interface:
		if v.IsNil() {
			return nil
		}
		return pclObjectValue(v.Elem())
	case ` + reflectPkg + `.Struct:
		object := map[string]interface{}{}
		for i := 0; i < v.NumField(); i++ {
			if name, _, _ := ` + stringsPkg + `.Cut(v.Type().Field(i).Tag.Get("pulumi"), ","); name != "" {
				object[name] = pclObjectValue(v.Field(i))
			}
		}
		return object
	case ` + reflectPkg + `.Slice:
		if v.IsNil() {
			return nil
		}
		list := make([]interface{}, v.Len())
		for i := range list {
			list[i] = pclObjectValue(v.Index(i))
		}
		return list
	case ` + reflectPkg + `.Map:
		if v.IsNil() {
			return nil
		}
		object := map[string]interface{}{}
		for _, key := range v.MapKeys() {
			object[key.String()] = pclObjectValue(v.MapIndex(key))
		}
		return object
	}
	return v.Interface()
}
`
	}
	reservedNames["pclObject"] = true
	reservedNames["pclObjectValue"] = true
}

// holdsSchemaObjects reports whether e's value holds objects of a schema's
// types that pclObject gives as PCL holds them.
func holdsSchemaObjects(e model.Expression) bool {
	shape, _ := gen.ShapedValue(e)
	return shape != nil
}

// exported prints a lowered stack output's value: through pclObject when it
// holds objects of a schema's types.
func (c *fnCtx) exported(e model.Expression) string {
	if _, form := gen.ShapedValue(e); !holdsSchemaObjects(e) || form == gen.HeldOutputsForm {
		// The SDK gives the objects in a collection that holds outputs by
		// their schema's names.
		return c.input(e, model.DynamicType)
	}
	helper := c.f.helper("pclObject")
	if gen.IsOutput(e.Type()) {
		return c.output(e) + ".ApplyT(" + helper + ")"
	}
	return c.f.pulumi() + ".Any(" + helper + "(" + c.plain(e, precLowest) + "))"
}

// pclObjectsInput prints e, whose value holds objects of a schema's types
// (gen.ShapedValue), given to a component's input of type t, which holds
// PCL's objects instead (maps keyed by the schema's names, read as a map's
// keys): e's output converted by pclObject to t's Go value. ok is false for
// other values.
func (c *fnCtx) pclObjectsInput(e model.Expression, t model.Type) (string, bool) {
	shape, form := gen.ShapedValue(e)
	plain := model.ResolveOutputs(t)
	if shape == nil || gen.SchemaObjectShape(plain) != nil || gen.HoldsOutputs(plain) {
		return "", false
	}
	out := c.f.outputType(plain)
	if out == "" {
		return "", false
	}
	var src string
	switch form {
	case gen.OutputForm:
		src = c.output(e)
	case gen.HeldOutputsForm:
		src = c.f.pulumi() + ".ToOutput(" + c.input(e, model.DynamicType) + ")"
	default:
		src = c.f.pulumi() + ".ToOutput(" + c.plain(e, precLowest) + ")"
	}
	goType := c.f.plainType(plain)
	v := c.child(nil, "").scope.Declare("v")
	return src + ".ApplyT(func(" + v + " interface{}) " + goType + " {\nreturn " + c.f.helper("resolvedAs") + "[" + goType + "](" +
		c.f.helper("pclObject") + "(" + v + "))\n}).(" + out + ")", true
}
