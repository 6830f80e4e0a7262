package typescript

import (
	"strings"

	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file gives the values of a schema's object types, which the SDK
// gives as the provider returned them (a property that is not set absent),
// every property of their type, null where it is not set, as PCL's objects
// have, where a value leaves the SDK's typed positions
// (gen.SchemaObjectShape): a stack output, a component's input and
// toJSON's argument.

func init() {
	tsHelpers["pclObject"] = `
// pclObject gives the objects of a schema's types in value every property,
// null where it is not set, as PCL's objects have. shape follows the value's
// type: null leaves a value as it is, ["list", shape] is a list's,
// ["tuple", [shape...]] a tuple's, ["map", shape] a map's and
// {property: shape} an object's.
function pclObject(value: any, shape: any): any {
    if (value === null || value === undefined || shape === null) {
        return value;
    }
    if (Array.isArray(shape)) {
        if (shape[0] === "list") {
            return value.map((item: any) => pclObject(item, shape[1]));
        }
        if (shape[0] === "tuple") {
            return value.map((item: any, i: number) => pclObject(item, shape[1][i]));
        }
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pclObject(item, shape[1])]));
    }
    return Object.fromEntries(Object.keys(shape).map(key => [key, pclObject(value[key] ?? null, shape[key])]));
}
`
	reservedWords["pclObject"] = true
}

// shaped prints a value of the shape, printed as printed in the form, through
// pclObject (a collection that holds outputs collected by pulumi.output
// first); printed as it is when shape is nil.
func (c *fnCtx) shaped(shape *gen.ObjectShape, form gen.ValueForm, printed string) string {
	if shape == nil {
		return printed
	}
	helper := c.f.helper("pclObject")
	lit := shapeLiteral(shape)
	switch form {
	case gen.PlainForm:
		return helper + "(" + printed + ", " + lit + ")"
	case gen.HeldOutputsForm:
		printed = c.f.pulumi() + ".output(" + printed + ")"
	}
	v := c.child(nil).scope.Declare("value")
	return printed + ".apply(" + v + " => " + helper + "(" + v + ", " + lit + "))"
}

// shapeLiteral prints a shape as pclObject takes it.
func shapeLiteral(s *gen.ObjectShape) string {
	if s == nil {
		return "null"
	}
	switch s.Kind {
	case gen.ShapeList:
		return `["list", ` + shapeLiteral(s.Elem) + "]"
	case gen.ShapeMap:
		return `["map", ` + shapeLiteral(s.Elem) + "]"
	case gen.ShapeTuple:
		elems := make([]string, len(s.Elems))
		for i, e := range s.Elems {
			elems[i] = shapeLiteral(e)
		}
		return `["tuple", [` + strings.Join(elems, ", ") + "]]"
	}
	// An object, of a schema's type or not (a record): its keys are
	// PCL's names.
	items := make([]string, len(s.Properties))
	for i, p := range s.Properties {
		items[i] = propertyKey(p.Name) + ": " + shapeLiteral(p.Shape)
	}
	return "{" + strings.Join(items, ", ") + "}"
}

// shapedExpr prints a lowered value that leaves the SDK's typed positions:
// through pclObject when it holds objects of a schema's types.
func (c *fnCtx) shapedExpr(e model.Expression) string {
	if shape, form := gen.ShapedValue(e); shape != nil {
		return c.shaped(shape, form, c.expr(e, precPostfix))
	}
	return c.expr(e, precCond)
}
