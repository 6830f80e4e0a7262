package typescript

import (
	"sort"
	"strings"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
	"github.com/pclgen/pclgen/syntax"
)

// This file generates the statements of a program body: config reads,
// locals, outputs and the comments that lead them. Resources are in
// resource.go.

// writeComments writes comments as TypeScript line comments.
func writeComments(out *strings.Builder, comments []syntax.Comment) {
	out.WriteString(gen.LineComments(comments, "//"))
}

// configGetters are the config methods by type: the require and get forms.
var configGetters = map[model.Type][2]string{
	model.StringType: {"require", "get"},
	model.IntType:    {"requireNumber", "getNumber"},
	model.NumberType: {"requireNumber", "getNumber"},
	model.BoolType:   {"requireBoolean", "getBoolean"},
}

// configVariable reads a config variable.
func (f *fileGen) configVariable(c *fnCtx, v *binder.ConfigVariable) {
	if f.inComponent {
		f.componentConfig(c, v)
		return
	}
	name := f.names[v]
	key := quote(v.LogicalName())
	t := v.ConfigType
	if v.Description != "" {
		writeComments(c.out, []syntax.Comment{{Text: " " + v.Description}})
	}
	if d := gen.EventualConfigDefault(v, "TypeScript"); d != nil {
		f.g.Diags = append(f.g.Diags, d)
		return
	}
	cfg := c.configName()
	hasDefault := gen.HasDefault(v)
	def := ""
	if hasDefault {
		def = " ?? " + c.expr(c.f.lower(v.DefaultValue, nil), precNullish+1)
	}
	var rhs string
	if v.Secret {
		// A secret is read as a secret output; its default is made one.
		getter := "Object<" + f.tsType(t) + ">"
		if getters, scalar := configGetters[gen.Unenum(t)]; scalar {
			getter = strings.TrimPrefix(getters[0], "require")
		}
		switch {
		case v.Optional() && !hasDefault:
			// Unset, it is a secret null, not undefined (which
			// getSecret gives, and which has no apply).
			plain := ".getObject<" + f.tsType(t) + ">"
			if getters, scalar := configGetters[gen.Unenum(t)]; scalar {
				plain = "." + getters[1]
			}
			rhs = f.pulumi() + ".secret(" + cfg + plain + "(" + key + "))"
		case v.Optional():
			// The default is made a secret of the config's type, so that
			// the variable is one Output type: a secret of the default's
			// own type (an object literal given for a map, say) would make
			// a union of Outputs, whose apply does not type-check.
			secret := f.pulumi() + ".secret"
			if _, scalar := configGetters[gen.Unenum(t)]; !scalar {
				secret += "<" + f.tsType(t) + ">"
			}
			rhs = cfg + ".getSecret" + getter + "(" + key + ") ?? " + secret + "(" + c.expr(c.f.lower(v.DefaultValue, nil), precCond) + ")"
		default:
			rhs = cfg + ".requireSecret" + getter + "(" + key + ")"
		}
	} else if getters, scalar := configGetters[gen.Unenum(t)]; scalar {
		if v.Optional() {
			rhs = cfg + "." + getters[1] + "(" + key + ")" + def
		} else {
			rhs = cfg + "." + getters[0] + "(" + key + ")"
		}
	} else {
		tt := f.tsType(t)
		if v.Optional() {
			rhs = cfg + ".getObject<" + tt + ">(" + key + ")" + def
		} else {
			rhs = cfg + ".requireObject<" + tt + ">(" + key + ")"
		}
	}
	if shape := intShape(t, 0); shape != "" {
		// PCL fails when an int is given a number with a fraction.
		read, rest, _ := strings.Cut(rhs, " ?? ")
		whole := f.helper("pclWhole") + "(" + key + ", " + read + ", " + shape + ")"
		if v.Secret {
			param := c.scope.Child().Declare("value")
			apply := ".apply("
			if v.Optional() && hasDefault {
				apply = "?.apply("
			}
			whole = read + apply + param + " => " + f.helper("pclWhole") + "(" + key + ", " + param + ", " + shape + "))"
		}
		rhs = whole
		if rest != "" {
			rhs += " ?? " + rest
		}
	}
	c.out.WriteString("const " + name + " = " + rhs + ";\n")
}

// intShape describes where a config type holds ints, for pclWhole: "" when
// it holds none.
func intShape(t model.Type, depth int) string {
	if depth > 8 {
		return ""
	}
	if e, ok := optionalElement(t); ok {
		t = e
	}
	switch t := gen.Unenum(t).(type) {
	case *model.PrimitiveType:
		if t == model.IntType {
			return `"int"`
		}
	case *model.ListType:
		if s := intShape(t.ElementType, depth+1); s != "" {
			return `["list", ` + s + "]"
		}
	case *model.SetType:
		if s := intShape(t.ElementType, depth+1); s != "" {
			return `["list", ` + s + "]"
		}
	case *model.MapType:
		if s := intShape(t.ElementType, depth+1); s != "" {
			return `["map", ` + s + "]"
		}
	case *model.ObjectType:
		names := make([]string, 0, len(t.Properties))
		for n := range t.Properties {
			names = append(names, n)
		}
		sort.Strings(names)
		var props []string
		for _, n := range names {
			if s := intShape(t.Properties[n], depth+1); s != "" {
				props = append(props, propertyKey(n)+": "+s)
			}
		}
		if len(props) > 0 {
			return "{" + strings.Join(props, ", ") + "}"
		}
	}
	return ""
}

// localVariable declares a local.
func (f *fileGen) localVariable(c *fnCtx, v *binder.LocalVariable) {
	name := f.names[v]
	val := c.f.lower(v.Value, nil)
	if gen.RetypedValue(v.Value.Type(), val.Type()) {
		// The value is computed from a config variable read as an output,
		// or holds one (besides the outputs it held as bound).
		if f.retypedLocals == nil {
			f.retypedLocals = map[*binder.LocalVariable]model.Type{}
		}
		f.retypedLocals[v] = val.Type()
	}
	if gen.IsNull(val) {
		c.out.WriteString("const " + name + ": any = undefined;\n")
		return
	}
	if tup, ok := val.(*model.TupleConsExpression); ok && len(tup.Expressions) == 0 {
		c.out.WriteString("const " + name + ": any[] = [];\n")
		return
	}
	annotation, value := c.localDeclaration(val)
	c.out.WriteString("const " + name + annotation + " = " + value + ";\n")
}

// output exports an output, or for a component sets the component's
// property.
func (f *fileGen) output(c *fnCtx, o *binder.OutputVariable) {
	val := c.f.lower(o.Value, nil)
	if f.inComponent {
		f.componentOutput(c, o, val)
		return
	}
	value := c.shapedExpr(val)
	if name, ok := f.names[o]; ok {
		c.out.WriteString("export const " + name + " = " + value + ";\n")
		return
	}
	c.outputs[o] = value
}
