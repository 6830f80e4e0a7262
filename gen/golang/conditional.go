package golang

import (
	"strings"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// plainConditional prints __chosen(cond, t, f) as a function literal that
// returns the Output of the branch cond picks.
func (c *fnCtx) plainConditional(x *model.FunctionCallExpression) string {
	t := model.ResolveOutputs(x.Type())
	outT := c.f.outputType(t)
	if len(x.Args) != 3 || outT == "" {
		c.f.g.Errorf(x.Range(), "Unsupported conditional", "The Go generator cannot generate this conditional, whose result is eventual.")
		return "nil"
	}
	branch := func(in *fnCtx, e model.Expression) string {
		var s, bt string
		var goT model.Type // (the type of the output Go holds)
		if gen.IsNull(e) {
			// A null of the result's type, whose Output the SDK registers.
			return c.f.typedNull(t, outT)
		}
		if gen.IsOutput(e.Type()) {
			s = in.receiver(e)
			// (The output Go holds: an apply over ints computes an int
			// where PCL's number is taken, a required value is no
			// pointer.)
			goT = model.ResolveOutputs(goTypeOf(e))
			if strings.HasSuffix(s, ".ToStringOutput()") {
				goT = model.StringType
			}
			bt = c.f.outputType(goT)
		} else {
			if gen.HoldsOutputs(e.Type()) {
				// A branch holding outputs (a list with an output among its
				// elements): an input of the result's type, whose Output
				// resolves them.
				return c.f.asOutput(in.input(e, t), outT)
			}
			if outT == c.f.pulumi()+".AnyOutput" {
				// A typed plain branch of a dynamic conditional.
				return c.f.pulumi() + ".Any(" + in.plainAs(e, e.Type(), precLowest) + ")"
			}
			bt = c.f.outputType(e.Type())
			if bt != outT && !gen.IsNull(e) {
				// A plain branch of another type than the result's (an
				// empty list where the other branch is a list of strings
				// over outputs): its value converted to the result's type.
				return c.f.pulumi() + ".ToOutput(" + c.untypedValue(in.plainAs(e, t, precLowest), c.f.plainType(t), outT) + ").(" + outT + ")"
			}
			if bt == "" {
				c.f.g.Errorf(e.Range(), "Unsupported conditional", "The Go generator cannot make an Output of this branch.")
				return "nil"
			}
			// (Printed once: printing may hoist statements.)
			v := c.untypedValue(in.plainAs(e, e.Type(), precLowest), c.f.plainType(e.Type()), bt)
			s = c.f.pulumi() + ".ToOutput(" + v + ").(" + bt + ")"
			if n, ok := builtinElementName(e.Type()); ok && scalarOutputs[n] {
				// pulumi.String("none").ToStringOutput()
				s = c.f.pulumi() + "." + n + "(" + v + ").To" + n + "Output()"
			}
		}
		if bt == outT {
			return s
		}
		if strings.HasSuffix(outT, "PtrOutput") && strings.TrimSuffix(outT, "PtrOutput") == strings.TrimSuffix(bt, "Output") {
			return s + ".To" + outT[strings.LastIndex(outT, ".")+1:] + "()"
		}
		if p := c.f.pulumi(); bt == p+".IntOutput" && outT == p+".Float64Output" {
			// An int branch of a number conditional.
			return s + ".ApplyT(func(v int) float64 {\nreturn float64(v)\n}).(" + outT + ")"
		} else if outT == p+".AnyOutput" && gen.IsOutput(e.Type()) {
			// A typed branch of a dynamic conditional.
			v := "v"
			if elem, ok := optionalElement(goT); ok && pointerOptional(elem) && !isSchemaObject(elem) {
				// An optional scalar: its value, or nil, as PCL reads
				// it (a template would print the pointer).
				v = c.f.helper("pointee") + "(v)"
			}
			param := c.f.plainType(goT)
			if vType, untyped := c.f.resolvesUntyped(goT); untyped {
				// A collection of optional values, which Go holds as a
				// pulumi.Map or pulumi.Array (see outputType).
				param = vType
			}
			return s + ".ApplyT(func(v " + param + ") interface{} {\nreturn " + v + "\n}).(" + outT + ")"
		}
		if gen.IsOutput(e.Type()) && bt != "" {
			// An output branch of another type than the result's (a map of
			// numbers where the result is a map of any values): its value
			// converted to the result's type once known.
			from := model.ResolveOutputs(goTypeOf(e))
			return in.applyConverted(e, from, c.f.plainType(t), outT, func(conv *fnCtx, v model.Expression) string {
				return conv.plainAs(v, t, precLowest)
			})
		}
		c.f.g.Errorf(e.Range(), "Unsupported conditional", "The Go generator cannot convert this branch (%s) to %s.", bt, outT)
		return "nil"
	}
	return c.iife(outT, func(in *fnCtx) {
		in.out.WriteString("if " + headerExpr(in.plainAs(x.Args[0], model.BoolType, precLowest)) + " {\n")
		in.out.WriteString("return " + branch(in, x.Args[1]) + "\n}\n")
		in.out.WriteString("return " + branch(in, x.Args[2]) + "\n")
	})
}

// splatHeader prints the statement that visits the elements of a splat's
// source as item: a loop over a list, tuple or set; an if over a value
// that may be null (a resource whose range is a bool), since a splat over
// null is empty; else a loop over a slice of that one value, since a
// splat over any other value (a map, such as a resource ranged over a map,
// or an object) is a list of the value itself, as HCL defines it.
func (c *fnCtx) splatHeader(x *model.SplatExpression, item string) string {
	src := model.ResolveOutputs(x.Source.Type())
	switch model.RemoveNone(src).(type) {
	case *model.ListType, *model.TupleType, *model.SetType:
		// A null list is a nil slice, over which the loop is empty, as a
		// splat over null is.
	default:
		if model.IsOptional(src) && src != model.DynamicType {
			return "if " + item + " := " + headerExpr(c.plain(x.Source, precLowest)) + "; " + item + " != nil {\n"
		}
		if src != model.DynamicType {
			return "for _, " + item + " := range []" + c.f.plainType(src) + "{" + c.plain(x.Source, precLowest) + "} {\n"
		}
	}
	return "for _, " + item + " := range " + headerExpr(c.plain(x.Source, precLowest)) + " {\n"
}

// splatEach returns the Go type of a plain splat producing a list of type
// t and the printer of one element: a slice of Outputs when the elements
// are outputs (`length(rs[*].id)`, a for expression over them), else of
// the plain elements.
func (c *fnCtx) splatEach(x *model.SplatExpression, t model.Type) (string, func(in *fnCtx) string) {
	if gen.IsOutput(x.Each.Type()) {
		if ot := c.f.outputType(x.Each.Type()); ot != "" {
			return "[]" + ot, func(in *fnCtx) string { return in.receiver(x.Each) }
		}
	}
	return c.f.plainType(t), func(in *fnCtx) string { return in.plainAs(x.Each, elemOf(t), precLowest) }
}

// anyOptional reports whether one of es is a resource that may be null (one
// whose range is a bool).
func anyOptional(es []model.Expression) bool {
	for _, e := range es {
		if t := model.ResolveOutputs(e.Type()); t != model.DynamicType && model.IsOptional(t) {
			return true
		}
	}
	return false
}

// presentResources prints a list of resources, some of which may be null,
// as a []pulumi.Resource of those that are not: a nil *T in the interface
// would not be nil, and the SDK would read it.
func (c *fnCtx) presentResources(es []model.Expression) string {
	p := c.f.pulumi()
	return c.iife("[]"+p+".Resource", func(in *fnCtx) {
		result := in.scope.Declare("result")
		in.out.WriteString("var " + result + " []" + p + ".Resource\n")
		for _, e := range es {
			r := in.plain(e, precLowest)
			t := model.ResolveOutputs(e.Type())
			if t != model.DynamicType && model.IsOptional(t) {
				in.out.WriteString("if " + r + " != nil {\n" + result + " = append(" + result + ", " + r + ")\n}\n")
				continue
			}
			in.out.WriteString(result + " = append(" + result + ", " + r + ")\n")
		}
		in.out.WriteString("return " + result + "\n")
	})
}

// resolvedComponentType returns the Go type of the component whose output
// type, its outputs resolved, is t (the element of a splat or a for
// expression over components, which model.ResolveOutputs copies): the one
// component with those outputs.
func (f *fileGen) resolvedComponentType(t *model.ObjectType) (string, bool) {
	if !binder.IsResourceType(t) || t.Token != "" {
		return "", false
	}
	found := ""
	for ct, name := range f.componentTypes {
		if !model.Equal(model.ResolveOutputs(ct), t) || name == found {
			continue
		}
		if found != "" {
			return "", false
		}
		found = name
	}
	return found, found != ""
}

// scalarOutputs are the builtin element names whose input types convert a
// plain value (pulumi.String(s)) and make an Output of it.
var scalarOutputs = map[string]bool{"String": true, "Int": true, "Float64": true, "Bool": true}

// untypedValue returns v, a plain value of Go type gt, as the value of
// out's elements when out is a pulumi.ArrayOutput or pulumi.MapOutput: a
// slice or map of optional values ([]*int) has no Output of its own, and
// the SDK's ToOutput makes an AnyOutput of it.
func (c *fnCtx) untypedValue(v, gt, out string) string {
	switch p := c.f.pulumi(); {
	case out == p+".ArrayOutput" && strings.HasPrefix(gt, "[]") && gt != "[]interface{}":
		return c.f.helper("interfaces") + "(" + v + ")"
	case out == p+".MapOutput" && strings.HasPrefix(gt, "map[string]") && gt != "map[string]interface{}":
		return c.f.helper("interfaceMap") + "(" + v + ")"
	}
	return v
}
