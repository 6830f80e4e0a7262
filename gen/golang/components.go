package golang

import (
	"strconv"
	"strings"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
	"github.com/pclgen/pclgen/syntax"
)

// This file generates directory components: each component program becomes
// a Go component resource in its own file (an args struct of plain fields,
// one per config variable; a struct with one Output field per output; and
// a constructor that registers the component and creates its resources as
// its children), and each `component` block a call of the constructor.

// componentInfo describes the Go type generated for a component program.
type componentInfo struct {
	typeName   string
	fileName   string
	program    *binder.Program
	outputType *model.ObjectType
	// goOutputType is the Go view of outputType (see setGoOutputType).
	goOutputType *model.ObjectType
}

// collectComponents generates the files of the components prog uses
// (gen.ComponentFiles).
func (g *generator) collectComponents(prog *binder.Program, files *[]gen.File) {
	*files = append(*files, gen.ComponentFiles(prog, gen.ComponentNaming{Spell: componentTypeName}, g.componentRecord, g.componentFile)...)
}

// componentRecord records the Go type of a component.
func (g *generator) componentRecord(c *gen.DirComponent) *componentInfo {
	info := &componentInfo{program: c.Program, outputType: c.OutputType, typeName: c.Name}
	info.fileName = strings.ToLower(info.typeName[:1]) + info.typeName[1:] + ".go"
	info.setGoOutputType(g)
	g.components[c.Dir] = info
	return info
}

// componentTypeName spells the exported type name of a component.
func componentTypeName(base string) string {
	name := pascalCase(base)
	if name == "Main" {
		name = "MainComponent"
	}
	return name
}

// componentFile generates the file of one component type.
func (g *generator) componentFile(info *componentInfo) gen.File {
	f := g.newFile()
	f.inComponent = true
	f.current = info.program
	f.componentInfo = info
	p := f.pulumi()
	var args, fields strings.Builder
	for _, v := range info.program.ConfigVariables() {
		if v.Description != "" {
			writeComments(&args, []syntax.Comment{{Text: " " + fieldName(v.LogicalName(), "") + " is " + strings.TrimSpace(v.Description)}})
		}
		goType := f.plainType(componentArgType(v))
		if g.OutputConfig[v] {
			goType = f.componentInputType(v)
		}
		args.WriteString(fieldName(v.LogicalName(), "") + " " + goType + "\n")
	}
	body := f.programBody(info.program, "componentResource")
	var outputs []string
	for _, o := range info.program.Outputs() {
		field := fieldName(o.LogicalName(), "")
		// (A union of collections is the one collection its kinds
		// convert to: gen.CollectionChoices.)
		ft := f.outputType(componentOutputType(o))
		value := "componentResource." + field
		if info.plainOutput(o) {
			ft = f.plainType(o.Type())
			value = f.resourceOutputValue(value, o.Type())
		}
		fields.WriteString(field + " " + ft + "\n")
		outputs = append(outputs, strconv.Quote(o.LogicalName())+": "+value)
	}
	var src strings.Builder
	src.WriteString("package main\n\n" + f.imports.block() + "\n")
	src.WriteString("// " + info.typeName + "Args are the inputs of a " + info.typeName + " component.\n")
	src.WriteString("type " + info.typeName + "Args struct {\n" + args.String() + "}\n\n")
	src.WriteString("// " + info.typeName + " is a component resource.\n")
	src.WriteString("type " + info.typeName + " struct {\n" + p + ".ResourceState\n" + fields.String() + "}\n\n")
	src.WriteString("// New" + info.typeName + " creates a " + info.typeName + " component and its resources.\n")
	src.WriteString("func New" + info.typeName + "(ctx *" + p + ".Context, name string, args *" + info.typeName + "Args, opts ..." + p + ".ResourceOption) (*" + info.typeName + ", error) {\n")
	src.WriteString("if args == nil {\nargs = &" + info.typeName + "Args{}\n}\n")
	src.WriteString("componentResource := &" + info.typeName + "{}\n")
	src.WriteString(f.registerComponent(info))
	src.WriteString("if err != nil {\nreturn nil, err\n}\n")
	src.WriteString(body)
	src.WriteString("if err := ctx.RegisterResourceOutputs(componentResource, " + p + ".Map{" + multiline(outputs) + "}); err != nil {\nreturn nil, err\n}\n")
	src.WriteString("return componentResource, nil\n}\n")
	return gen.File{Path: info.fileName, Contents: g.format(info.fileName, src.String())}
}

// componentOutputType is the type of the value of a component output's
// field.
func componentOutputType(o *binder.OutputVariable) model.Type {
	return model.CollectionOfUnion(model.ResolveOutputs(o.Value.Type()))
}

// registerComponent returns the statements that register a component of
// the given type with the inputs its registration carries
// (gen.RegisteredInputs), as the args hold them. A nil slice or map (an
// input the instance leaves out) is left out, as the other SDKs leave out
// an undefined or None input; pulumi.Any would send it as empty.
func (f *fileGen) registerComponent(info *componentInfo) string {
	p := f.pulumi()
	var props []string
	var optional strings.Builder
	for _, v := range info.program.ConfigVariables() {
		if !f.g.RegisteredInputs[v] {
			continue
		}
		key := strconv.Quote(v.LogicalName())
		field := "args." + fieldName(v.LogicalName(), "")
		if !f.g.OutputConfig[v] && nilCollection(model.ResolveOutputs(v.ConfigType)) {
			optional.WriteString("if " + field + " != nil {\ncomponentInputs[" + key + "] = " + p + ".Any(" + field + ")\n}\n")
			continue
		}
		props = append(props, key+": "+p+".Any("+field+")")
	}
	typ := strconv.Quote("components:index:" + info.typeName)
	if len(props) == 0 && optional.Len() == 0 {
		return "err := ctx.RegisterComponentResource(" + typ + ", name, componentResource, opts...)\n"
	}
	return "componentInputs := " + p + ".Map{" + multiline(props) + "}\n" + optional.String() +
		"err := ctx.RegisterComponentResourceV2(" + typ + ", name, componentInputs, componentResource, opts...)\n"
}

// nilCollection reports whether a component's args field of type t is a Go
// slice or map, which is nil when the instance leaves it out.
func nilCollection(t model.Type) bool {
	if elem, ok := optionalElement(t); ok {
		t = elem
	}
	switch t.(type) {
	case *model.ListType, *model.SetType, *model.MapType, *model.ObjectType:
		return true
	}
	return false
}

// componentArgType is the Go type of a component's input: the config
// variable's type, optional when it has a default.
func componentArgType(v *binder.ConfigVariable) model.Type {
	if v.DefaultValue != nil || v.MayBeNull() {
		return model.NewOptionalType(v.ConfigType)
	}
	return v.ConfigType
}

// componentConfig reads a component program's config variable from the
// args.
func (f *fileGen) componentConfig(c *fnCtx, v *binder.ConfigVariable, used bool) {
	if f.eventualConfig()[v] {
		f.componentInputConfig(c, v, used)
		return
	}
	name := f.names[v]
	field := "args." + fieldName(v.LogicalName(), "")
	at := componentArgType(v)
	deref := field
	if elem, ok := optionalElement(at); ok && pointerOptional(elem) {
		deref = "*" + field
	}
	if gen.HasDefault(v) {
		// (A null default is none: the args' field as it is.)
		if gt := f.plainType(v.ConfigType); gt == "interface{}" {
			// A value of any type (untyped config) whose default is of
			// one type: declared as any type.
			c.out.WriteString("var " + name + " " + gt + " = " + c.plainValue(v.DefaultValue, v.ConfigType) + "\n")
		} else {
			c.out.WriteString(name + " := " + c.plainValue(v.DefaultValue, v.ConfigType) + "\n")
		}
		c.out.WriteString("if " + field + " != nil {\n" + name + " = " + deref + "\n}\n")
	} else {
		c.out.WriteString(name + " := " + field + "\n")
	}
	if !used {
		c.out.WriteString("_ = " + name + "\n")
	}
}

// componentOutputValue prints a component output's value, val as
// lowered, as the Output its field holds, of the output's type: a local
// Go computes in another type than the binder's (arithmetic on optional
// ints, typed number, is an int) is converted.
func (f *fileGen) componentOutputValue(c *fnCtx, o *binder.OutputVariable, val model.Expression) string {
	t := componentOutputType(o)
	out := f.outputType(t)
	if out == "" {
		f.g.Errorf(val.Range(), "Unsupported component output",
			"The Go SDK has no output type for values of type %s, so this component output cannot be generated.", t)
		return "nil"
	}
	if gen.IsOutput(val.Type()) {
		recv := c.receiver(val)
		s := c.intOutputAs(recv, val, t)
		if got := f.outputType(goTypeOf(val)); got != out && strings.HasSuffix(out, "PtrOutput") && strings.TrimSuffix(out, "PtrOutput") == strings.TrimSuffix(got, "Output") {
			// A value Go reads as never null (a property of an optional
			// object) where the output's type may be.
			s += outputMethod(out)
		}
		from, want := f.plainType(model.ResolveOutputs(goTypeOf(val))), f.plainType(t)
		if got := f.outputType(goTypeOf(val)); s == recv && got != out && from != want && jsonData(from, want) && (strings.HasPrefix(want, "[]") || strings.HasPrefix(want, "map[")) && !strings.Contains(from+want, "*") {
			// A collection Go computes of other plain data (a []int on
			// ints, where PCL types a list of numbers): converted to
			// the field's type through JSON.
			s += ".ApplyT(func(v " + from + ") " + want + " {\nreturn " + f.viaJSON(want, "v") + "\n}).(" + out + ")"
		}
		return s
	}
	in := c.input(val, t)
	if any := f.pulumi() + ".Any"; out == any+"Output" {
		// pulumi.Any is an AnyOutput already, and no other input has a
		// ToAnyOutput method: pulumi.Any awaits it.
		if strings.HasPrefix(in, any+"(") {
			return in
		}
		return any + "(" + in + ")"
	}
	return in + outputMethod(out)
}

// component instantiates a component.
func (f *fileGen) component(c *fnCtx, comp *binder.Component, used bool) {
	if comp.Source == "" && comp.Token != "" {
		f.sourcelessComponent(c, comp)
		return
	}
	info, ok := f.g.components[comp.Dir]
	if !ok || comp.Program == nil {
		f.g.Diags = append(f.g.Diags, gen.UnreadComponent(comp, "Go"))
		return
	}
	f.declare(c, comp, comp.Options, "*"+info.typeName, used, func(in *fnCtx, name string) string {
		var items []string
		for _, input := range gen.ConfigInputs(comp) {
			v := input.Config
			field := fieldName(v.LogicalName(), "")
			if f.g.OutputConfig[v] {
				t := componentArgType(v)
				items = append(items, f.commented(input.Syntax, field+": "+in.componentInput(in.lower(input.Value, t), t)))
				continue
			}
			items = append(items, f.commented(input.Syntax, field+": "+in.plainValue(in.lower(input.Value, componentArgType(v)), componentArgType(v))))
		}
		args := "&" + info.typeName + "Args{" + multiline(items) + "}"
		var b strings.Builder
		b.WriteString("New" + info.typeName + "(ctx, " + name + ", " + args)
		for _, o := range in.resourceOptions(comp.Options) {
			b.WriteString(", " + o)
		}
		b.WriteString(")")
		return b.String()
	})
}

// componentInput prints the value of a component's input that the args
// hold as a pulumi input, of type t. An output of a scalar that may be null
// given to an input that may not be (one without a default that is not
// nullable) fails on null, as PCL fails on a required input it is not
// given; other values are inputs as resources' are.
func (c *fnCtx) componentInput(e model.Expression, t model.Type) string {
	if gen.IsOutput(e.Type()) {
		if s, ok := c.schemaToMaps(e, gen.InputElementType(t)); ok {
			// An object of a schema's type, or a list of them, whose
			// properties are of one primitive type: a typed map.
			return s
		}
	}
	if s, ok := c.pclObjectsInput(e, t); ok {
		return s
	}
	if gen.IsOutput(e.Type()) && !model.IsOptional(t) {
		if elem, ok := optionalElement(model.ResolveOutputs(goTypeOf(e))); ok && elem == gen.Unenum(t) {
			if n, _ := builtinElementName(elem); scalarHelper(n, "Required") != "" {
				return c.f.helper(scalarHelper(n, "Required")) + "(" + c.output(e) + ")"
			}
		}
	}
	return c.input(e, t)
}

// sourcelessComponent instantiates a component known only by its token: a
// local component resource of that type, registered with its inputs, as
// the other languages register it (not a remote one, which would need a
// plugin to construct it). Its outputs are unknown, so it can only be
// referred to as a whole.
func (f *fileGen) sourcelessComponent(c *fnCtx, comp *binder.Component) {
	if comp.Options.Range != nil {
		f.g.Errorf(comp.Options.Range.Range(), "Unsupported range",
			"The Go generator cannot range a component known only by its token, such as %q.", comp.Name())
		return
	}
	p := f.pulumi()
	items := make([]string, 0, len(comp.Inputs))
	for _, in := range comp.Inputs {
		items = append(items, f.commented(in.Syntax, strconv.Quote(in.Name)+": "+c.input(c.lower(gen.InputValue(in, comp.Options, c.RangeVars), model.DynamicType), model.DynamicType)))
	}
	name := f.names[comp]
	args := []string{strconv.Quote(comp.Token), f.childName(comp.LogicalName()), p + ".Map{" + multiline(items) + "}", name}
	args = append(args, c.resourceOptions(comp.Options)...)
	c.out.WriteString(name + " := &" + p + ".ResourceState{}\n")
	c.out.WriteString("if err := ctx.RegisterComponentResourceV2(" + strings.Join(args, ", ") + "); err != nil {\n" + c.fail + "\n}\n")
	if r := c.root(); r.created == nil {
		r.created = map[binder.Node]bool{}
	}
	c.nodeCreated(comp)
}
