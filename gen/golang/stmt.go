package golang

import (
	"go/token"
	"sort"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
	"github.com/pclgen/pclgen/syntax"
)

// This file generates the statements of a program body: config reads,
// locals, outputs and the comments that lead them. Resources are in
// resource.go.

// prog returns the program whose body is being generated.
func (f *fileGen) prog() *binder.Program {
	if f.current != nil {
		return f.current
	}
	return f.g.Prog
}

// writeComments writes comments as Go line comments.
func writeComments(out *strings.Builder, comments []syntax.Comment) {
	out.WriteString(gen.LineComments(comments, "//"))
}

// configHeader declares the config object.
func (f *fileGen) configHeader(c *fnCtx) {
	c.out.WriteString("cfg := " + f.imports.add(configPath, "config") + ".New(ctx, \"\")\n")
}

// configGetters are the config methods by type: the Require and Try forms.
var configGetters = map[model.Type][2]string{
	model.StringType: {"Require", "Try"},
	model.IntType:    {"RequireInt", "TryInt"},
	model.NumberType: {"RequireFloat64", "TryFloat64"},
	model.BoolType:   {"RequireBool", "TryBool"},
}

// configVariable reads a config variable.
func (f *fileGen) configVariable(c *fnCtx, v *binder.ConfigVariable, used bool) {
	if f.inComponent {
		f.componentConfig(c, v, used)
		return
	}
	name := f.names[v]
	if v.Secret {
		// The value is read into a plain variable and made a secret output
		// (see secretConfig).
		defer f.secretConfig(c, v, name, used)
		name = c.scope.Declare(name + "Plain")
		f.names[v] = name
		used = true
	}
	key := strconv.Quote(v.LogicalName())
	t := v.ConfigType
	if v.Description != "" {
		writeComments(c.out, []syntax.Comment{{Text: " " + v.Description}})
	}
	if d := gen.EventualConfigDefault(v, "Go"); d != nil {
		f.g.Diags = append(f.g.Diags, d)
		return
	}
	hasDefault := gen.HasDefault(v)
	getters, scalar := configGetters[t]
	// The value read, in the if statement's own scope: a name no variable
	// of the program takes, so that it never hides one.
	param := c.scope.Child().Declare("param")
	// A value that is set but is not of the variable's type fails the
	// program; only a missing value takes the default.
	invalid := func() string {
		return "else if !" + f.imports.std("errors") + ".Is(err, " + f.imports.add(configPath, "config") + ".ErrMissingVar) {\n" + c.fail + "\n}"
	}
	missing := func() string {
		return f.imports.std("errors") + ".Is(err, " + f.imports.add(configPath, "config") + ".ErrMissingVar)"
	}
	switch {
	case t == model.DynamicType:
		// An untyped variable holds a JSON value, or else the raw string.
		init := ""
		switch {
		case hasDefault:
			init = " = " + c.dynamicValue(v.DefaultValue)
		case !v.Optional():
			init = " = cfg.Require(" + key + ")"
		}
		if hasDefault && !gen.EvaluatesSafely(v.DefaultValue) {
			// A default that may fail is evaluated only when the key is
			// unset.
			c.out.WriteString("var " + name + " interface{}\n")
			c.out.WriteString("if err := cfg.TryObject(" + key + ", &" + name + "); err != nil {\n")
			c.out.WriteString("if " + param + ", err := cfg.Try(" + key + "); err == nil {\n" + name + " = " + param + "\n} else {\n" + name + " = " + c.dynamicValue(v.DefaultValue) + "\n}\n}\n")
			break
		}
		c.out.WriteString("var " + name + " interface{}" + init + "\n")
		c.out.WriteString("if err := cfg.TryObject(" + key + ", &" + name + "); err != nil {\n")
		c.out.WriteString("if " + param + ", err := cfg.Try(" + key + "); err == nil {\n" + name + " = " + param + "\n}\n}\n")
	case scalar && hasDefault && v.MayBeNull():
		// A nullable variable with a default (or a null default): a
		// pointer, the default's when the key is unset.
		c.out.WriteString("var " + name + " *" + f.plainType(t) + "\n")
		c.out.WriteString("if " + param + ", err := cfg." + getters[1] + "(" + key + "); err == nil {\n" + name + " = &" + param + "\n} else if " + missing() + " {\n")
		c.out.WriteString(name + " = " + c.plainValue(v.DefaultValue, model.NewOptionalType(t)) + "\n} else {\n" + c.fail + "\n}\n")
	case scalar && hasDefault && gen.EvaluatesSafely(v.DefaultValue):
		def := c.plainValue(v.DefaultValue, t)
		c.out.WriteString(name + " := " + def + "\n")
		c.out.WriteString("if " + param + ", err := cfg." + getters[1] + "(" + key + "); err == nil {\n" + name + " = " + param + "\n} " + invalid() + "\n")
	case scalar && hasDefault:
		// A default that may fail is evaluated only when the key is unset.
		c.out.WriteString("var " + name + " " + f.plainType(t) + "\n")
		c.out.WriteString("if " + param + ", err := cfg." + getters[1] + "(" + key + "); err == nil {\n" + name + " = " + param + "\n} else if " + missing() + " {\n")
		c.out.WriteString(name + " = " + c.plainValue(v.DefaultValue, t) + "\n} else {\n" + c.fail + "\n}\n")
	case scalar && v.MayBeNull():
		c.out.WriteString("var " + name + " *" + f.plainType(t) + "\n")
		c.out.WriteString("if " + param + ", err := cfg." + getters[1] + "(" + key + "); err == nil {\n" + name + " = &" + param + "\n} " + invalid() + "\n")
	case scalar:
		c.out.WriteString(name + " := cfg." + getters[0] + "(" + key + ")\n")
	default:
		gt := f.plainType(t)
		c.out.WriteString("var " + name + " " + gt + "\n")
		ints := f.intConversions(c, name, t)
		switch {
		case hasDefault:
			def := c.plainValue(v.DefaultValue, t)
			c.out.WriteString("if err := cfg.TryObject(" + key + ", &" + name + "); " + missing() + " {\n" + name + " = " + def + "\n} else if err != nil {\n" + c.fail + "\n}")
			if ints != "" {
				c.out.WriteString(" else {\n" + ints + "}")
			}
			c.out.WriteString("\n")
		case v.Optional():
			c.out.WriteString("if err := cfg.TryObject(" + key + ", &" + name + "); err != nil && !" + missing() + " {\n" + c.fail + "\n}\n" + ints)
		default:
			c.out.WriteString("cfg.RequireObject(" + key + ", &" + name + ")\n" + ints)
		}
	}
	if !used {
		c.out.WriteString("_ = " + name + "\n")
	}
}

// secretConfig declares name, the secret output of config variable v,
// whose plain value the variable f.names[v] holds; from then on v is name.
func (f *fileGen) secretConfig(c *fnCtx, v *binder.ConfigVariable, name string, used bool) {
	plain := f.names[v]
	f.names[v] = name
	t := f.eventualConfigType(v)
	out := f.outputType(t)
	if out == "" {
		f.g.Errorf(gen.NodeRange(v), "Unsupported secret config",
			"The Go SDK has no output type for values of type %s, so secret config variable %q cannot be read.", t, v.Name())
		return
	}
	ref := model.NewScopeTraversalExpression(v.Name(), &promiseRanged{Node: v, Plain: t}, nil, nil)
	ref.Traversal = hcl.Traversal{hcl.TraverseRoot{Name: v.Name()}}
	f.names[v] = plain
	value := c.input(ref, t)
	elem, ok := optionalElement(t)
	if !ok && v.MayBeNull() {
		// A collection whose default is null: a nil slice or map.
		elem, ok = t, true
	}
	if ok && pointerOptional(elem) {
		// A nil pointer is no input at all: the plain pointer, typed,
		// makes the output of the optional type.
		value = plain
	} else if ok && f.typedCollection(elem, out) {
		// So is a nil slice or map as an input (nil): the plain value,
		// typed, makes the output of its type; a nil one is null.
		value = c.nilableOutput(plain, f.plainType(elem), out)
	} else if null, isUntyped := f.nullUntypedOutput(out); ok && isUntyped {
		// A null collection of optional values.
		value = "func() " + f.inputInterface(out) + " {\nif " + plain + " == nil {\nreturn " + null + "\n}\nreturn " + value + "\n}()"
	}
	f.names[v] = name
	c.out.WriteString(name + " := " + f.pulumi() + ".ToSecret(" + value + ").(" + out + ")\n")
	if !used {
		c.out.WriteString("_ = " + name + "\n")
	}
}

// nullUntypedOutput returns an output of type out, a pulumi.ArrayOutput or
// pulumi.MapOutput, whose value is nil: the SDK makes an empty collection
// of a nil one given as an input, and an output of no type of a nil input.
func (f *fileGen) nullUntypedOutput(out string) (string, bool) {
	p := f.pulumi()
	goType, ok := map[string]string{p + ".ArrayOutput": "[]interface{}", p + ".MapOutput": "map[string]interface{}"}[out]
	if !ok {
		return "", false
	}
	return f.nullOutput(out, goType), true
}

// nilableOutput prints value, a Go slice or map of type goType that may be
// nil, as an output of type out whose value it is, null when it is nil
// (see nullOutput).
func (c *fnCtx) nilableOutput(value, goType, out string) string {
	return c.iife(c.f.inputInterface(out), func(in *fnCtx) {
		v := value
		if !token.IsIdentifier(value) {
			v = in.scope.Declare("v")
			in.out.WriteString(v + " := " + value + "\n")
		}
		in.out.WriteString("if " + v + " == nil {\nreturn " + in.f.nullOutput(out, goType) + "\n}\nreturn " + in.f.pulumi() + ".ToOutput(" + v + ").(" + out + ")\n")
	})
}

// typedNull returns an output of type out, of the plain type t, that is
// null: a nil collection through nullOutput, which the SDK would send
// empty made an output otherwise.
func (f *fileGen) typedNull(t model.Type, out string) string {
	if gt := f.plainType(t); strings.HasPrefix(gt, "[]") || strings.HasPrefix(gt, "map[") {
		return f.nullOutput(out, gt)
	}
	return f.pulumi() + ".ToOutput((" + f.plainType(t) + ")(nil)).(" + out + ")"
}

// nullOutput returns an output of type out, whose Go value is of the slice
// or map type goType, that is nil: an apply's result, which the SDK sends as
// null, where it sends a nil collection made an output otherwise as an
// empty one.
func (f *fileGen) nullOutput(out, goType string) string {
	return f.pulumi() + ".Any(nil).ApplyT(func(interface{}) " + f.outputValueType(out, goType) + " {\nreturn nil\n}).(" + out + ")"
}

// outputValueType returns the Go type of the value an apply returns to
// make an output of type out, of a value of Go type goType: goType, but
// the untyped collection outputs' own ([]interface{} for a
// pulumi.ArrayOutput, where the SDK registers the output of a []*string,
// say, as a pulumi.StringPtrArrayOutput).
func (f *fileGen) outputValueType(out, goType string) string {
	switch strings.TrimPrefix(out, f.pulumi()+".") {
	case "ArrayOutput":
		return "[]interface{}"
	case "MapOutput":
		return "map[string]interface{}"
	}
	return goType
}

// intConversions returns the statements that turn the properties of an
// object-typed config variable read from JSON (as a map of interface{}
// values, whose numbers are float64 and whose collections hold
// interface{} values) into the Go types that the reads of those
// properties assert, at every depth; "" when it has none. A value that is
// not of its property's type (7.5 for an int) fails the program.
func (f *fileGen) intConversions(c *fnCtx, name string, t model.Type) string {
	var b strings.Builder
	f.jsonConversions(&b, c.scope.Child(), name, t)
	return b.String()
}

func (f *fileGen) jsonConversions(b *strings.Builder, scope *nameScope, name string, t model.Type) {
	ot, ok := t.(*model.ObjectType)
	if !ok || gen.SchemaObject(ot) != nil || f.plainType(objectElem(ot)) != "interface{}" {
		return
	}
	keys := make([]string, 0, len(ot.Properties))
	for k := range ot.Properties {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		pt := model.RemoveNone(ot.Properties[k])
		field := name + "[" + strconv.Quote(k) + "]"
		if nested, isObj := pt.(*model.ObjectType); isObj && gen.SchemaObject(nested) == nil && f.plainType(objectElem(nested)) == "interface{}" {
			inner := scope.Child()
			m := inner.Declare(camelCase(k))
			var nb strings.Builder
			f.jsonConversions(&nb, inner, m, nested)
			if nb.Len() > 0 {
				ok := inner.Declare("ok")
				b.WriteString("if " + m + ", " + ok + " := " + field + ".(map[string]interface{}); " + ok + " {\n" + nb.String() + "}\n")
			}
			continue
		}
		switch gt := f.plainType(pt); gt {
		case "interface{}", "string", "bool", "float64":
		default:
			if strings.Contains(gt, ".") || strings.HasPrefix(gt, "*") {
				continue
			}
			inner := scope.Child()
			v, ok := inner.Declare("v"), inner.Declare("ok")
			b.WriteString("if " + v + ", " + ok + " := " + field + "; " + ok + " && " + v + " != nil {\n" + field + " = " + f.helper("fromJSON") + "[" + gt + "](" + v + ")\n}\n")
		}
	}
}

// goRetyped reports whether the output lowered, a local's value, is an
// output of another Go type than its model type's (an apply whose callback
// reads a required attribute through an optional object, a float64 where
// the binder types an optional number): references read it as Go holds it.
func (f *fileGen) goRetyped(lowered model.Expression) bool {
	if !gen.IsOutput(lowered.Type()) {
		return false
	}
	goOut, modelOut := f.outputType(model.ResolveOutputs(goTypeOf(lowered))), f.outputType(model.ResolveOutputs(lowered.Type()))
	return goOut != "" && modelOut != "" && goOut != modelOut
}

// localVariable declares a local; used says a node reads it, surely that
// one does whatever the config (gen.SurelyReadNodes).
func (f *fileGen) localVariable(c *fnCtx, v *binder.LocalVariable, used, surely bool) {
	name := f.names[v]
	val := v.Value
	if call, ok := val.(*model.FunctionCallExpression); ok && call.Name == binder.InvokeName {
		if !gen.IsOutput(call.Type()) {
			if typed := f.g.goTyped(c.goRefs(call)); gen.IsOutput(typed.Type()) && f.g.localType(v) == nil {
				// Given outputs Go holds (a secret config variable), the
				// invoke is made in its output form: the local is an output.
				if f.retypedLocals == nil {
					f.retypedLocals = map[*binder.LocalVariable]model.Type{}
				}
				f.retypedLocals[v] = typed.Type()
			}
			// The plain invoke's result variable is the local itself.
			c.scope.Release(name)
			got, pointer := c.invokeNamed(call, name)
			// (Declared again, whoever declared it: later scopes must not
			// reuse it.)
			c.scope.Use(name)
			if pointer {
				if f.invokePointers == nil {
					f.invokePointers = map[*binder.LocalVariable]bool{}
				}
				f.invokePointers[v] = true
			}
			if got != name {
				c.out.WriteString(name + " := " + got + "\n")
			}
			switch {
			case !surely && gen.IsOutput(f.g.goTyped(c.goRefs(call)).Type()):
				// An invoke Go makes in its output form, which only ranged
				// nodes (or none) read.
				c.awaitedOutputs = append(c.awaitedOutputs, name)
			case !used:
				c.out.WriteString("_ = " + name + "\n")
			}
			return
		}
	}
	var rhs string
	switch {
	case gen.IsNull(val):
		c.out.WriteString("var " + name + " interface{}\n")
		rhs = ""
	default:
		lowered := c.lower(val, nil)
		if gen.RetypedValue(val.Type(), lowered.Type()) || c.f.goRetyped(lowered) {
			// Computed from a config variable read as an output (or a
			// collection holding one, an input collection in Go).
			if f.retypedLocals == nil {
				f.retypedLocals = map[*binder.LocalVariable]model.Type{}
			}
			// Its Go type: arithmetic on optional ints is an int (see
			// binary), which the binder types as number.
			f.retypedLocals[v] = goTypeOf(lowered)
		}
		if !gen.IsOutput(lowered.Type()) && gen.ValueHoldsOutputs(lowered) {
			f.noteInputLocal(v, lowered)
		}
		rhs = f.valueOf(c, val)
		if !surely && (gen.IsOutput(lowered.Type()) || gen.ValueHoldsOutputs(lowered)) {
			c.out.WriteString(name + " := " + rhs + "\n")
			awaited := name
			if !gen.IsOutput(lowered.Type()) {
				// A collection of inputs, some outputs: the output of
				// the whole resolves when they all have.
				awaited = c.f.pulumi() + ".ToOutput(" + name + ")"
			}
			c.awaitedOutputs = append(c.awaitedOutputs, awaited)
			return
		}
	}
	if rhs != "" {
		c.out.WriteString(name + " := " + rhs + "\n")
	}
	if !used {
		c.out.WriteString("_ = " + name + "\n")
	}
}

// valueOf prints a value that is not bound for a particular destination:
// an output as a Go Output, a collection holding outputs as an input
// collection, anything else as a plain value.
func (f *fileGen) valueOf(c *fnCtx, e model.Expression) string {
	lowered := c.lower(e, nil)
	if gen.IsOutput(lowered.Type()) {
		// An ID or URN is held as the string output its PCL type is, which
		// pulumi.All resolves to a string (not a pulumi.ID).
		return c.receiver(lowered)
	}
	if gen.ValueHoldsOutputs(lowered) {
		t := lowered.Type()
		if sp, ok := lowered.(*model.SplatExpression); ok {
			t = model.NewListType(sp.Each.Type())
		}
		if x, ok := gen.Unparenthesized(lowered).(*model.ConditionalExpression); ok {
			// The local is the concrete input collection both branches
			// are (a pulumi.Map), which reads of it index, not the
			// interface (pulumi.MapInput).
			if gt := c.conditionalInputType(x, t); strings.HasSuffix(gt, "Input") {
				return c.conditionalInput(strings.TrimSuffix(gt, "Input"), x, t)
			}
		}
		return c.input(lowered, t)
	}
	return c.plain(lowered, precLowest)
}

// output exports an output, or for a component sets the component's field.
func (f *fileGen) output(c *fnCtx, o *binder.OutputVariable, exportTo string) {
	val := c.lower(o.Value, nil)
	if exportTo != "" {
		field := fieldName(o.LogicalName(), "")
		var value string
		if f.componentInfo != nil && f.componentInfo.plainOutput(o) {
			value = c.plain(val, precLowest)
		} else {
			value = f.componentOutputValue(c, o, val)
		}
		c.out.WriteString(exportTo + "." + field + " = " + value + "\n")
		return
	}
	value := c.exported(val)
	c.out.WriteString("ctx.Export(" + strconv.Quote(o.LogicalName()) + ", " + value + ")\n")
}

// dynamicValue prints the default of an untyped config variable in the
// shape a JSON value read into an interface{} has: objects as
// map[string]interface{} and lists as []interface{}, at every depth.
func (c *fnCtx) dynamicValue(e model.Expression) string {
	switch x := e.(type) {
	case *model.ObjectConsExpression:
		items := make([]string, len(x.Items))
		for i, it := range x.Items {
			items[i] = c.objectKey(it.Key) + ": " + c.dynamicValue(it.Value)
		}
		return "map[string]interface{}{" + multiline(items) + "}"
	case *model.TupleConsExpression:
		items := make([]string, len(x.Expressions))
		for i, el := range x.Expressions {
			items[i] = c.dynamicValue(el)
		}
		return "[]interface{}{" + multiline(items) + "}"
	}
	return c.plainValue(e, model.DynamicType)
}

// awaitOutputs waits, at the end of a body, for the outputs of the locals
// nothing reads, or only ranged nodes do (whose range may be empty): the Go
// SDK runs an apply only for whoever waits for its output, and PCL computes
// every local, so an invoke in one is made and a failure in one fails the
// program.
func (c *fnCtx) awaitOutputs() {
	for _, name := range c.awaitedOutputs {
		c.out.WriteString("if _, err := " + c.f.imports.add("github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals", "internals") + ".UnsafeAwaitOutput(ctx.Context(), " + name + "); err != nil {\n" + c.fail + "\n}\n")
	}
}

// typedCollection reports whether t is a list, map or object whose plain Go
// value ([]string, []map[string]interface{}, map[string]interface{}) is the
// element type of the SDK's output type out (pulumi.StringArrayOutput,
// pulumi.MapArrayOutput, pulumi.MapOutput), which pulumi.ToOutput of the
// plain value makes.
func (f *fileGen) typedCollection(t model.Type, out string) bool {
	switch ot := t.(type) {
	case *model.ListType, *model.MapType:
	case *model.ObjectType:
		if gen.SchemaObject(ot) != nil {
			return false
		}
		if f.plainType(ot) == "map[string]interface{}" {
			// An object read as a map[string]interface{}, a MapOutput's.
			return out == f.pulumi()+".MapOutput"
		}
		// An object whose properties have one type, read as a map of it
		// (a map[string]bool, a BoolMapOutput's).
		m := model.NewMapType(objectElem(ot))
		if f.plainType(m) != f.plainType(ot) {
			return false
		}
		t = m
	default:
		return false
	}
	n, ok := builtinElementName(t)
	return ok && n != "" && out == f.pulumi()+"."+n+"Output"
}
