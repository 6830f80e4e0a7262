// Package python generates Python Pulumi programs from bound PCL programs:
// input a *binder.Program, output __main__.py (and one module per directory
// component) written the way black formats it.
//
// Plain values stay plain Python values; eventual values are pulumi.Output
// objects. Where an output meets an operation that needs a plain value,
// gen.LowerApplies turns the operation into an apply, printed as
// .apply(lambda ...) or pulumi.Output.all(...).apply(...); templates over
// outputs become pulumi.Output.concat or pulumi.Output.format. Invokes whose
// arguments are plain are called in their plain form, which returns the
// result directly; the others in their _output form.
package python

import (
	"strings"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// New returns the Python backend: __main__.py plus one module per directory
// component; its project adds requirements.txt, Pulumi.yaml and .gitignore.
func New() gen.Backend {
	return gen.NewBackend("python", newGenerator, projectFiles)
}

// generator holds what the files of one program share.
type generator struct {
	gen.Analyses
	// components are the component modules, by directory.
	components map[string]*componentInfo
	// lowering runs the backend's lowering passes (lowerPasses).
	lowering gen.Lowering[*fnCtx]
	// views are the component output types whose resource-valued outputs
	// the classes hold as the resources themselves
	// (gen.ResourceOutputViews).
	views map[*model.ObjectType]*model.ObjectType
	// componentTypes are the components' output types, whose values have
	// attributes.
	componentTypes gen.ComponentTypes
}

// newGenerator returns the generator of prog's files.
func newGenerator(prog *binder.Program) gen.ProgramGenerator {
	return &generator{Analyses: gen.Analyses{Prog: prog}}
}

// fileGen generates one Python module.
type fileGen struct {
	g       *generator
	imports *imports
	// names are the Python names of the program's nodes.
	names map[binder.Node]string
	// helpers are the helper functions the module defines (try, can, ...).
	helpers map[string]bool
	// inComponent is set while generating a component's constructor, and
	// component is then the component's class.
	inComponent      bool
	currentComponent *componentInfo
	// current is the program whose body is being generated.
	current *binder.Program
	// deferred are the forward references of that body.
	deferred *deferredRefs
	// retyped are the nodes whose values are outputs though the binder
	// typed them plain, with their types (see eventualRefs).
	retyped map[binder.Node]model.Type
	// optionalLocals are the locals whose values are outputs that Python
	// types as outputs of optional values (see typedOptional).
	optionalLocals map[*binder.LocalVariable]bool
	// noneInsideLocals are the locals holding collections whose Python
	// types say their elements may be None (see typedNoneInside).
	noneInsideLocals map[*binder.LocalVariable]bool
	// dictLocals are the locals whose values' objects of a schema's types
	// may be plain dicts (see mayHoldDicts).
	dictLocals map[*binder.LocalVariable]bool
}

// Generate returns the program's files.
func (g *generator) Generate() []gen.File {
	g.components = map[string]*componentInfo{}
	g.Analyze()
	g.views = gen.ResourceOutputViews(g.Prog)
	var files []gen.File
	g.collectComponents(g.Prog, &files)
	f := g.newFile()
	w := &writer{}
	f.programBody(w, g.Prog)
	src := f.module(w.b.String())
	return append([]gen.File{{Path: "__main__.py", Contents: []byte(src)}}, files...)
}

// newFile returns a generator for one module.
func (g *generator) newFile() *fileGen {
	return &fileGen{g: g, imports: newImports(), names: map[binder.Node]string{}, helpers: map[string]bool{},
		optionalLocals: map[*binder.LocalVariable]bool{}, noneInsideLocals: map[*binder.LocalVariable]bool{},
		dictLocals: map[*binder.LocalVariable]bool{}}
}

// module assembles a module: the imports, the helper functions, the body.
func (f *fileGen) module(body string) string {
	// Sections are the imports, the helper definitions and the body; PEP 8
	// puts two blank lines around top-level definitions, one elsewhere.
	type section struct {
		text string
		def  bool
	}
	sections := []section{
		{f.imports.block(), false},
		{f.helperDefs(), true},
		{strings.TrimLeft(body, "\n"), strings.HasPrefix(body, "class ")},
	}
	var b strings.Builder
	prevDef := false
	for _, s := range sections {
		if s.text == "" {
			continue
		}
		if b.Len() > 0 {
			b.WriteString("\n")
			if s.def || prevDef {
				b.WriteString("\n")
			}
		}
		b.WriteString(s.text)
		prevDef = s.def
	}
	return b.String()
}

// programBody writes the statements of a program (or component) body:
// config, locals, resources, components and outputs in dependency order.
func (f *fileGen) programBody(w *writer, prog *binder.Program) {
	f.current = prog
	reserved := f.imports.reservedNames(prog, f.g)
	if f.inComponent {
		// The constructor's parameters.
		for _, p := range []string{"name", "args", "opts"} {
			reserved[p] = true
		}
	}
	scope := newNameScope(reserved)
	c := newFnCtx(f, scope)
	f.declareNames(prog, scope)
	f.collectDeferred(prog, c)
	f.retyped = map[binder.Node]model.Type{}
	for _, v := range prog.ConfigVariables() {
		if f.readsOutput(v) {
			f.retyped[v] = model.NewOutputType(v.ConfigType)
		}
	}
	used := gen.UsedNodes(prog)
	if f.inComponent {
		used = liveUses(prog)
	}
	if len(prog.ConfigVariables()) > 0 && !f.inComponent {
		w.stmt(atom(f.configName() + " = " + f.pulumi() + ".Config()"))
	}
	start := w.b.Len()
	for i, n := range prog.Nodes {
		f.leadingComments(w, n)
		f.beforeNode(w, i, n)
		switch n := n.(type) {
		case *binder.ConfigVariable:
			f.configVariable(w, c, n, used[n])
		case *binder.LocalVariable:
			f.localVariable(w, c, n, used[n])
		case *binder.Resource:
			f.resource(w, c, n, used[n])
		case *binder.Component:
			f.component(w, c, n, used[n])
		case *binder.OutputVariable:
			f.output(w, c, n)
		case *binder.Hook:
			f.hook(w, c, n)
		case *binder.PackageDecl:
			// Package declarations only affect the project's dependencies.
		}
		f.afterNode(w, c, n)
	}
	if f.inComponent {
		// A function's variable assigned and never read is an error to
		// pyflakes (a module's is not).
		f.keepUsed(w, prog, used, w.b.String()[start:])
	}
}

// configName is the name of the config object.
func (f *fileGen) configName() string { return "config" }

// declareNames gives every node of prog a Python name.
func (f *fileGen) declareNames(prog *binder.Program, scope *nameScope) {
	if len(prog.ConfigVariables()) > 0 && !f.inComponent {
		scope.Use(f.configName())
	}
	// Python names take the scope's own suffix.
	gen.DeclareNodes(prog, scope, gen.NodeSuffixes{}, f.names)
}

// walkProgram calls visit with every top-level expression of prog.
func walkProgram(prog *binder.Program, visit func(model.Expression)) {
	gen.WalkValues(prog, gen.OptionValues, visit)
}
