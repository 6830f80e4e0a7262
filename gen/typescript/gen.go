// Package typescript generates TypeScript Pulumi programs from bound PCL
// programs: input a *binder.Program, output index.ts (and one file per
// directory component) that type-checks under `tsc --strict` against the
// npm packages of the program's packages.
//
// Plain values stay plain (string, number, arrays, objects) and eventual
// values are pulumi.Output. Where an output meets a context that needs a
// plain value, gen.LowerApplies turns the operation into an apply, printed
// as `.apply(v => ...)` or `pulumi.all([...]).apply(([a, b]) => ...)`, and
// templates over outputs into `pulumi.interpolate`. Invokes whose arguments
// are plain are called in their promise form and awaited, which makes the
// program an `async` function; the others in their output form.
package typescript

import (
	"strings"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// New returns the TypeScript backend: index.ts plus one file per directory
// component; its project adds package.json, tsconfig.json, Pulumi.yaml and
// .gitignore.
func New() gen.Backend {
	return gen.NewBackend("typescript", newGenerator, projectFiles)
}

// generator holds what the files of one program share.
type generator struct {
	gen.Analyses
	// componentOutputTypes are the components' output types, whose fields
	// componentField names.
	componentOutputTypes gen.ComponentTypes
	// components are the component classes, by directory.
	components map[string]*componentInfo
	// lowering runs the backend's lowering passes (lowerPasses).
	lowering gen.Lowering[*fileGen]
	// views are the component output types whose resource-valued outputs
	// the classes hold as the resources themselves
	// (gen.ResourceOutputViews).
	views map[*model.ObjectType]*model.ObjectType
}

// newGenerator returns the generator of prog's files.
func newGenerator(prog *binder.Program) gen.ProgramGenerator {
	return &generator{Analyses: gen.Analyses{Prog: prog}}
}

// fileGen generates one TypeScript file.
type fileGen struct {
	g       *generator
	imports *imports
	// names are the TypeScript names of the program's nodes.
	names map[binder.Node]string
	// componentTypes are the class names of component output types.
	componentTypes map[*model.ObjectType]string
	// inComponent is set while generating a component's constructor.
	inComponent bool
	// current is the program whose body is being generated.
	current *binder.Program
	// retypedLocals are the locals whose values are outputs though the
	// binder typed them plain (they are computed from config variables
	// read as outputs): references to them are retyped as outputs.
	retypedLocals map[*binder.LocalVariable]model.Type
	// retypedRanges are the resources and components ranged over outputs
	// though the binder typed their ranges plain (gen.RetypedRange).
	retypedRanges map[binder.Node]model.Type
	// outputConfig is the generator's outputConfig when the program being
	// generated reads a config variable as an output, else nil.
	outputConfig gen.OutputConfigs
	// declared holds the nodes whose statements are written: a reference
	// to a node before its statement cannot be generated.
	declared map[binder.Node]bool
	// deferred are the deferred outputs, by deferredKey, in the order they
	// are declared.
	deferred      map[string]*deferredOutput
	deferredOrder []*deferredOutput
	deferredNodes map[binder.Node]*deferredRanged
	// helpers are the helper functions (helpers.go) the file calls.
	helpers map[string]bool
}

// newFile returns a generator for one file of program prog.
func (g *generator) newFile(prog *binder.Program) *fileGen {
	f := &fileGen{g: g, imports: newImports(), names: map[binder.Node]string{}, componentTypes: map[*model.ObjectType]string{}, current: prog, declared: map[binder.Node]bool{}, deferred: map[string]*deferredOutput{}, deferredNodes: map[binder.Node]*deferredRanged{}}
	for _, c := range g.components {
		if c.outputType != nil {
			f.componentTypes[c.outputType] = c.className
			if v, ok := g.views[c.outputType]; ok {
				f.componentTypes[v] = c.className
			}
		}
	}
	return f
}

// prog returns the program whose body is being generated.
func (f *fileGen) prog() *binder.Program { return f.current }

// Generate returns the program's files.
func (g *generator) Generate() []gen.File {
	g.components = map[string]*componentInfo{}
	g.Analyze()
	g.views = gen.ResourceOutputViews(g.Prog)
	var files []gen.File
	g.collectComponents(g.Prog, &files)
	f := g.newFile(g.Prog)
	f.outputConfig = g.OutputConfig.In(g.Prog)
	async := f.needsAwait(g.Prog)
	scope := newNameScope(f.reservedNames(g.Prog))
	// Outputs keep their names as exported constants when they can.
	outputs := g.Prog.Outputs()
	for _, o := range outputs {
		if async {
			break
		}
		name := o.LogicalName()
		if !isIdentifier(name) || scope.Taken(name) {
			async = true
			break
		}
		scope.Use(name)
		f.names[o] = name
	}
	if async {
		for _, o := range outputs {
			delete(f.names, o)
		}
		scope = newNameScope(f.reservedNames(g.Prog))
	}
	c := newFnCtx(f, scope)
	if async {
		c.async = new(bool)
	}
	var body strings.Builder
	c.out = &body
	f.programBody(c, g.Prog)
	var src strings.Builder
	imp := f.imports.block()
	src.WriteString(imp)
	if imp != "" {
		src.WriteString("\n")
	}
	if async {
		src.WriteString("export = async () => {\n")
		src.WriteString(body.String())
		if len(outputs) > 0 {
			src.WriteString("return {\n")
			for _, o := range outputs {
				src.WriteString(propertyKey(o.LogicalName()) + ": " + c.outputs[o] + ",\n")
			}
			src.WriteString("};\n")
		}
		src.WriteString("}\n")
	} else {
		src.WriteString(body.String())
	}
	src.WriteString(f.helperDefs())
	files = append([]gen.File{{Path: "index.ts", Contents: []byte(format(src.String()))}}, files...)
	return files
}

// programBody writes the statements of a program (or component) body:
// config, locals, resources, components and outputs in dependency order.
func (f *fileGen) programBody(c *fnCtx, prog *binder.Program) {
	f.declareNames(prog, c.scope)
	if len(prog.ConfigVariables()) > 0 && !f.inComponent {
		c.out.WriteString("const " + c.configName() + " = new " + f.pulumi() + ".Config();\n")
	}
	pos := make(map[binder.Node]int, len(prog.Nodes))
	for i, n := range prog.Nodes {
		pos[n] = i
	}
	for _, n := range prog.Nodes {
		gen.WriteLeadingComments(c.out, f.prog(), n, "//")
		f.declareDeferred(c, n, pos)
		switch n := n.(type) {
		case *binder.ConfigVariable:
			f.configVariable(c, n)
		case *binder.LocalVariable:
			f.localVariable(c, n)
		case *binder.Resource:
			f.resource(c, n)
		case *binder.Component:
			f.component(c, n)
		case *binder.OutputVariable:
			f.output(c, n)
		case *binder.Hook:
			f.hook(c, n)
		case *binder.PackageDecl:
			// Package declarations only affect the project's dependencies.
		}
		f.declared[n] = true
		f.resolveDeferred(c, n)
		f.resolveRanged(c, n)
	}
}

// declareNames gives every node of prog without a name a TypeScript name.
func (f *fileGen) declareNames(prog *binder.Program, scope *nameScope) {
	// A taken name tries the suffix of its node's kind.
	gen.DeclareNodes(prog, scope, gen.NodeSuffixes{Resource: "Resource", Component: "Component", Hook: "Hook", Config: "Config", Local: "Value"}, f.names)
}

// reservedNames returns the names of the modules prog's resources and
// invokes import, which no variable may take.
func (f *fileGen) reservedNames(prog *binder.Program) map[string]bool {
	names := map[string]bool{}
	for _, pkg := range prog.Packages {
		names[packageAlias(pkg)] = true
	}
	for _, c := range prog.Components() {
		if info, ok := f.g.components[c.Dir]; ok {
			names[info.className] = true
		}
	}
	return names
}

// needsAwait reports whether the main program calls an invoke in its
// promise form, which it awaits.
func (f *fileGen) needsAwait(prog *binder.Program) bool {
	found := false
	visit := func(e model.Expression) {
		if e == nil || found {
			return
		}
		model.Walk(e, func(n model.Expression) bool {
			if call, ok := n.(*model.FunctionCallExpression); ok && call.Name == binder.InvokeName {
				if o, p := model.ContainsEventuals(call.Type()); p && !o && !f.outputOnly(call) {
					found = true
				}
			}
			if call, ok := n.(*model.FunctionCallExpression); ok && call.Name == binder.CallName && plainMethod(call) {
				found = true
			}
			return !found
		})
	}
	for _, n := range prog.Nodes {
		for _, e := range nodeExpressions(n) {
			visit(e)
		}
	}
	return found
}

// nodeExpressions returns the expressions of a node (gen.NodeValues, with
// the options whose expressions may refer to other nodes), and the command
// of a hook.
func nodeExpressions(n binder.Node) []model.Expression {
	if h, ok := n.(*binder.Hook); ok {
		return []model.Expression{h.Command}
	}
	return gen.NodeValues(n, func(o *binder.ResourceOptions) []model.Expression {
		return []model.Expression{o.Range, o.Parent, o.Provider, o.Providers, o.DependsOn, o.Protect, o.RetainOnDelete,
			o.DeleteBeforeReplace, o.Version, o.CustomTimeouts, o.PluginDownloadURL, o.DeletedWith, o.ReplaceWith,
			o.Import, o.Aliases, o.ReplacementTrigger, o.EnvVarMappings}
	})
}
