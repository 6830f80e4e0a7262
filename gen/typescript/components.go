package typescript

import (
	"strings"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file generates directory components: each component program becomes
// a pulumi.ComponentResource class in its own file (an args interface of
// plain fields, one per config variable; one Output property per output;
// and a constructor that creates the resources as its children), and each
// `component` block a `new` of the class.

// componentInfo describes the class generated for a component program.
type componentInfo struct {
	className  string
	fileName   string
	program    *binder.Program
	outputType *model.ObjectType
}

// collectComponents generates the files of the components prog uses
// (gen.ComponentFiles).
func (g *generator) collectComponents(prog *binder.Program, files *[]gen.File) {
	if g.componentOutputTypes == nil {
		g.componentOutputTypes = gen.ComponentTypes{}
	}
	g.componentOutputTypes.Record(prog)
	*files = append(*files, gen.ComponentFiles(prog, gen.ComponentNaming{Spell: componentClassName}, g.componentRecord, g.componentFile)...)
}

// componentRecord records the class of a component.
func (g *generator) componentRecord(c *gen.DirComponent) *componentInfo {
	g.componentOutputTypes.Record(c.Program)
	info := &componentInfo{program: c.Program, outputType: c.OutputType, className: c.Name}
	info.fileName = strings.ToLower(info.className[:1]) + info.className[1:] + ".ts"
	g.components[c.Dir] = info
	return info
}

// resourceMembers are the members of pulumi.ComponentResource, which a
// component's output fields must not shadow. (Not urn: no output is named
// urn, which the binder refuses, and reading urn reads the component's.)
var resourceMembers = gen.SetOf("getProvider", "initialize", "getData", "registerOutputs")

// componentField returns the name of the field that holds a component's
// output name, among the component's outputs: the name itself, or, for a
// name of a member of pulumi.ComponentResource, the name with underscores
// appended until it is no other output's.
func componentField(name string, outputs map[string]bool) string {
	if !resourceMembers[name] {
		return name
	}
	field := name + "_"
	for outputs[field] {
		field += "_"
	}
	return field
}

// outputNames returns the set of the logical names of prog's outputs.
func outputNames(prog *binder.Program) map[string]bool {
	names := map[string]bool{}
	for _, o := range prog.Outputs() {
		names[o.LogicalName()] = true
	}
	return names
}

// fieldName returns the name of the field that holds property name of a
// value of type t: componentField's for a component, else the name.
func (f *fileGen) fieldName(t model.Type, name string) string {
	o, ok := model.RemoveNone(t).(*model.ObjectType)
	if !ok || !f.g.componentOutputTypes.Has(o) || !resourceMembers[name] {
		return name
	}
	names := map[string]bool{}
	for n := range o.Properties {
		names[n] = true
	}
	return componentField(name, names)
}

// componentClassName spells the class name of a component.
func componentClassName(base string) string {
	name := pascalCase(base)
	if reservedWords[name] || name == "Index" {
		name += "Component"
	}
	return name
}

// componentFile generates the file of one component class.
func (g *generator) componentFile(info *componentInfo) gen.File {
	f := g.newFile(info.program)
	f.inComponent = true
	f.outputConfig = g.OutputConfig.In(info.program)
	p := f.pulumi()
	reserved := f.reservedNames(info.program)
	for _, n := range []string{"name", "args", "opts"} {
		reserved[n] = true
	}
	c := newFnCtx(f, newNameScope(reserved))
	var body strings.Builder
	c.out = &body
	f.programBody(c, info.program)

	var src strings.Builder
	var args strings.Builder
	for _, v := range info.program.ConfigVariables() {
		if v.Description != "" {
			args.WriteString(docComment(v.Description))
		}
		opt := ""
		if v.Optional() {
			opt = "?"
		}
		t := f.tsType(v.ConfigType)
		if g.OutputConfig[v] {
			t = f.inputType(v.ConfigType, 0)
		}
		args.WriteString(propertyKey(v.LogicalName()) + opt + ": " + t + ";\n")
	}
	var fields, register strings.Builder
	names := outputNames(info.program)
	for _, o := range info.program.Outputs() {
		field := componentField(o.LogicalName(), names)
		t := model.ResolveOutputs(o.Value.Type())
		ft := p + ".Output<" + f.looseType(outputFieldType(t)) + ">"
		if gen.ResourceOutput(o) {
			// The resources themselves (gen.ResourceOutput).
			ft = f.tsType(o.Type())
		}
		fields.WriteString("public readonly " + propertyKey(field) + ": " + ft + ";\n")
		register.WriteString(propertyKey(o.LogicalName()) + ": " + member("this", field, false) + ",\n")
	}
	src.WriteString(f.imports.block() + "\n")
	src.WriteString("export interface " + info.className + "Args {\n" + args.String() + "}\n\n")
	src.WriteString("export class " + info.className + " extends " + p + ".ComponentResource {\n")
	src.WriteString(fields.String())
	if fields.Len() > 0 {
		src.WriteString("\n")
	}
	argsOpt := "?"
	for _, v := range info.program.ConfigVariables() {
		if !v.Optional() {
			argsOpt = ""
		}
	}
	src.WriteString("constructor(name: string, args" + argsOpt + ": " + info.className + "Args, opts?: " + p + ".ComponentResourceOptions) {\n")
	// super gets the inputs that wait for no component's output
	// (gen.RegisteredInputs): the SDK waits for the inputs it is given, and
	// two components that read each other's outputs would wait forever.
	var props strings.Builder
	for _, v := range info.program.ConfigVariables() {
		if g.RegisteredInputs[v] {
			props.WriteString(propertyKey(v.LogicalName()) + ": " + member("args", v.LogicalName(), argsOpt != "") + ",\n")
		}
	}
	inputs := "{}"
	if props.Len() > 0 {
		inputs = "{\n" + props.String() + "}"
	}
	src.WriteString("super(" + quote("components:index:"+info.className) + ", name, " + inputs + ", opts);\n")
	if argsOpt != "" && len(info.program.ConfigVariables()) > 0 {
		src.WriteString("args = args ?? {};\n")
	}
	src.WriteString(body.String())
	if register.Len() == 0 {
		src.WriteString("this.registerOutputs({});\n")
	} else {
		src.WriteString("this.registerOutputs({\n" + register.String() + "});\n")
	}
	src.WriteString("}\n}\n")
	src.WriteString(f.helperDefs())
	return gen.File{Path: info.fileName, Contents: []byte(format(src.String()))}
}

// looseType prints a type for a declaration that values built from schema
// types must fit: schema objects are any.
func (f *fileGen) looseType(t model.Type) string {
	if hasSchemaObject(t) {
		return "any"
	}
	return f.tsType(anyMayBeMissing(t))
}

// hasSchemaObject reports whether t holds an object type of a schema (not
// within a resource's type).
func hasSchemaObject(t model.Type) bool {
	return gen.AnyTypeWithin(t, func(t model.Type) (bool, bool) {
		if ot, ok := t.(*model.ObjectType); ok {
			if binder.IsResourceType(ot) {
				return false, false
			}
			return gen.SchemaObject(ot) != nil, true
		}
		return false, true
	})
}

// componentConfig reads a component program's config variable from the
// args.
func (f *fileGen) componentConfig(c *fnCtx, v *binder.ConfigVariable) {
	field := member("args", v.LogicalName(), false)
	rhs := field
	defaulted := gen.HasDefault(v)
	switch {
	case defaulted && f.outputConfig[v]:
		// An output whose value is null takes the default too.
		name := f.names[v]
		rhs = f.pulumi() + ".output(" + field + ").apply(" + name + " => " + name + " ?? " +
			c.expr(c.f.lower(v.DefaultValue, nil), precNullish+1) + ")"
	case defaulted:
		rhs += " ?? " + c.expr(c.f.lower(v.DefaultValue, nil), precNullish+1)
	case f.outputConfig[v]:
		rhs = f.pulumi() + ".output(" + rhs + ")"
	}
	c.out.WriteString("const " + f.names[v] + " = " + rhs + ";\n")
}

// componentOutput sets a component's output property.
func (f *fileGen) componentOutput(c *fnCtx, o *binder.OutputVariable, val model.Expression) {
	var value string
	if gen.ResourceOutput(o) {
		value = c.expr(val, precCond)
	} else if t := f.looseType(outputFieldType(val.Type())); !gen.HoldsOutputs(val.Type()) && t != "any" && gen.IsCollection(val.Type()) {
		// The field's type: TypeScript's type of an empty array or object
		// literal ([] and {}) is none the field takes.
		value = f.pulumi() + ".output<" + t + ">(" + c.expr(val, precLowest) + ")"
	} else if gen.IsOutput(val.Type()) && mixedTupleRead(val) {
		// An element of an output of a tuple of elements of different
		// types, which TypeScript reads as the union of their types.
		value = c.expr(val, precCompare) + " as " + f.tsType(model.NewOutputType(outputFieldType(model.ResolveOutputs(val.Type()))))
	} else {
		value = c.outputOf(val)
	}
	field := componentField(o.LogicalName(), outputNames(f.prog()))
	c.out.WriteString(member("this", field, false) + " = " + value + ";\n")
}

// outputFieldType returns the type of a component's output field of type
// t: a tuple is a list of the union of its elements' types, as an output of
// one is (pulumi.output of an array is an output of an array), optional
// as the tuple is (an output of null beside one of []).
func outputFieldType(t model.Type) model.Type {
	if tt, ok := model.RemoveNone(t).(*model.TupleType); ok {
		elem := model.Type(model.DynamicType)
		if len(tt.ElementTypes) > 0 {
			elem = model.NewUnionType(tt.ElementTypes...)
		}
		if model.IsOptional(t) {
			return model.NewOptionalType(model.NewListType(elem))
		}
		return model.NewListType(elem)
	}
	return t
}

// component instantiates a component.
func (f *fileGen) component(c *fnCtx, comp *binder.Component) {
	if comp.Source == "" && comp.Token != "" {
		f.sourcelessComponent(c, comp)
		return
	}
	info, ok := f.g.components[comp.Dir]
	if !ok || comp.Program == nil {
		f.g.Diags = append(f.g.Diags, gen.UnreadComponent(comp, "TypeScript"))
		return
	}
	rel := "./" + strings.TrimSuffix(info.fileName, ".ts")
	f.imports.named[rel] = info.className
	f.declare(c, comp, comp.Options, info.className, func(in *fnCtx, name string) string {
		var items []string
		for _, input := range gen.ConfigInputs(comp) {
			v := input.Config
			items = append(items, f.commented(input.Syntax, propertyKey(v.LogicalName())+": "+in.componentInput(c.f.lower(input.Value, v.Type()), v.Type())))
		}
		s := "new " + info.className + "(" + name
		opts := in.resourceOptions(comp.Options)
		if len(items) > 0 || opts != "" {
			s += ", {" + list(items, "") + "}"
		}
		if opts != "" {
			s += ", " + opts
		}
		return s + ")"
	})
}

// sourcelessComponent instantiates a component that has a token and no
// program: a pulumi.ComponentResource of that type, given the inputs.
func (f *fileGen) sourcelessComponent(c *fnCtx, comp *binder.Component) {
	p := f.pulumi()
	f.declare(c, comp, comp.Options, p+".ComponentResource", func(in *fnCtx, name string) string {
		items := make([]string, 0, len(comp.Inputs))
		for _, input := range comp.Inputs {
			items = append(items, f.commented(input.Syntax, propertyKey(input.Name)+": "+in.expr(f.lower(gen.InputValue(input, comp.Options, in.RangeVars), nil), precCond)))
		}
		args := "{}"
		if len(items) > 0 {
			args = "{\n" + strings.Join(items, ",\n") + ",\n}"
		}
		s := "new " + p + ".ComponentResource(" + quote(comp.Token) + ", " + name + ", " + args
		if opts := in.resourceOptions(comp.Options); opts != "" {
			s += ", " + opts
		}
		return s + ")"
	})
}

// docComment returns text as a JSDoc comment, one line of text a line.
func docComment(text string) string {
	text = strings.ReplaceAll(strings.TrimSpace(text), "*/", "* /")
	lines := strings.Split(text, "\n")
	if len(lines) == 1 {
		return "/** " + text + " */\n"
	}
	var b strings.Builder
	b.WriteString("/**\n")
	for _, l := range lines {
		l = strings.TrimRight(l, " \t\r")
		if l == "" {
			b.WriteString(" *\n")
			continue
		}
		b.WriteString(" * " + l + "\n")
	}
	b.WriteString(" */\n")
	return b.String()
}

// mixedTupleRead reports whether e (or the callback of e, an apply) reads
// an element of a tuple whose elements are of different types by an index.
func mixedTupleRead(e model.Expression) bool {
	if _, fn, ok := gen.IsApply(e); ok {
		// (An apply that reads into its value: its callback's read.)
		e = fn.Body
	}
	var coll model.Type
	switch x := gen.Unparenthesized(e).(type) {
	case *model.ScopeTraversalExpression:
		if len(x.Traversal) < 2 || len(x.Parts) < len(x.Traversal) {
			return false
		}
		coll = x.Parts[len(x.Traversal)-2]
	case *model.IndexExpression:
		coll = x.Collection.Type()
	default:
		return false
	}
	tt, ok := model.RemoveNone(model.ResolveOutputs(coll)).(*model.TupleType)
	return ok && !sameTypes(tt.ElementTypes)
}
