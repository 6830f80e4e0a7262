package golang

import (
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file generates directory components: each component program becomes
// a Go component resource in its own file (an args struct of plain fields,
// one per config variable; a struct with one Output field per output; and
// a constructor that registers the component and creates its resources as
// its children), and each `component` block a call of the constructor.

// componentInfo describes the Go type generated for a component program.
type componentInfo struct {
	dir        string
	typeName   string
	fileName   string
	program    *binder.Program
	outputType *model.ObjectType
}

// collectComponents generates the files of the components prog uses,
// nested ones first, once per directory.
func (g *generator) collectComponents(prog *binder.Program, files *[]gen.File) {
	for _, c := range prog.Components() {
		if c.Program == nil || c.Dir == "" {
			continue
		}
		if info, ok := g.components[c.Dir]; ok {
			if info.outputType == nil {
				info.outputType = c.OutputType
			}
			continue
		}
		info := &componentInfo{dir: c.Dir, program: c.Program, outputType: c.OutputType}
		info.typeName = g.componentTypeName(filepath.Base(c.Dir))
		info.fileName = strings.ToLower(info.typeName[:1]) + info.typeName[1:] + ".go"
		g.components[c.Dir] = info
		g.collectComponents(c.Program, files)
		*files = append(*files, g.componentFile(info))
	}
	sort.SliceStable(*files, func(i, j int) bool { return (*files)[i].Path < (*files)[j].Path })
}

// componentTypeName returns a unique exported type name for a component.
func (g *generator) componentTypeName(base string) string {
	name := pascalCase(base)
	if name == "Main" {
		name = "MainComponent"
	}
	taken := func(n string) bool {
		for _, c := range g.components {
			if c.typeName == n {
				return true
			}
		}
		return false
	}
	out := name
	for i := 2; taken(out); i++ {
		out = name + strconv.Itoa(i)
	}
	return out
}

// componentFile generates the file of one component type.
func (g *generator) componentFile(info *componentInfo) gen.File {
	f := g.newFile()
	f.inComponent = true
	f.current = info.program
	p := f.pulumi()
	var args, fields strings.Builder
	for _, v := range info.program.ConfigVariables() {
		if v.Description != "" {
			args.WriteString("// " + fieldName(v.LogicalName(), "") + " is " + strings.TrimSpace(v.Description) + "\n")
		}
		args.WriteString(fieldName(v.LogicalName(), "") + " " + f.plainType(componentArgType(v)) + "\n")
	}
	body := f.programBody(info.program, "componentResource")
	var outputs []string
	for _, o := range info.program.Outputs() {
		ft := f.outputType(model.ResolveOutputs(o.Value.Type()))
		field := fieldName(o.LogicalName(), "")
		fields.WriteString(field + " " + ft + "\n")
		outputs = append(outputs, strconv.Quote(o.LogicalName())+": componentResource."+field)
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
	src.WriteString("err := ctx.RegisterComponentResource(\"components:index:" + info.typeName + "\", name, componentResource, opts...)\n")
	src.WriteString("if err != nil {\nreturn nil, err\n}\n")
	src.WriteString(body)
	src.WriteString("if err := ctx.RegisterResourceOutputs(componentResource, " + p + ".Map{" + multiline(outputs) + "}); err != nil {\nreturn nil, err\n}\n")
	src.WriteString("return componentResource, nil\n}\n")
	return gen.File{Path: info.fileName, Contents: g.format(info.fileName, src.String())}
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
	name := f.names[v]
	field := "args." + fieldName(v.LogicalName(), "")
	at := componentArgType(v)
	deref := field
	if elem, ok := optionalElement(at); ok && pointerOptional(elem) {
		deref = "*" + field
	}
	if v.DefaultValue != nil {
		c.out.WriteString(name + " := " + c.plainValue(v.DefaultValue, v.ConfigType) + "\n")
		c.out.WriteString("if " + field + " != nil {\n" + name + " = " + deref + "\n}\n")
	} else {
		c.out.WriteString(name + " := " + field + "\n")
	}
	if !used {
		c.out.WriteString("_ = " + name + "\n")
	}
}

// componentOutputValue prints a component output's value as the Output
// its field holds.
func (f *fileGen) componentOutputValue(c *fnCtx, val model.Expression) string {
	t := model.ResolveOutputs(val.Type())
	out := f.outputType(t)
	if out == "" {
		f.g.errorf(val.Range(), "Unsupported component output",
			"The Go SDK has no output type for values of type %s, so this component output cannot be generated.", t)
		return "nil"
	}
	if o, _ := model.ContainsEventuals(val.Type()); o {
		return c.receiver(val)
	}
	method := "To" + out[strings.LastIndex(out, ".")+1:]
	return c.input(val, t) + "." + method + "()"
}

// component instantiates a component.
func (f *fileGen) component(c *fnCtx, comp *binder.Component, used bool) {
	info, ok := f.g.components[comp.Dir]
	if !ok || comp.Program == nil {
		f.g.errorf(nodeRange(comp), "Unsupported component",
			"The Go generator supports only components whose program it can read from a directory, so component %q cannot be generated.", comp.Name())
		return
	}
	f.declare(c, comp, comp.Options, "*"+info.typeName, used, func(in *fnCtx, name string) string {
		var items []string
		for _, input := range comp.Inputs {
			v, _ := comp.Program.Node(input.Name).(*binder.ConfigVariable)
			if v == nil {
				continue
			}
			if deepEventual(input.Value.Type()) {
				f.g.errorf(input.Value.Range(), "Unsupported component input",
					"The Go components take plain inputs, so input %q of component %q cannot be an output.", input.Name, comp.Name())
				continue
			}
			items = append(items, fieldName(v.LogicalName(), "")+": "+in.plainValue(input.Value, componentArgType(v)))
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
