// Package golang generates Go Pulumi programs from bound PCL programs: input
// a *binder.Program, output main.go (and one file per directory component)
// that compiles against the Go SDKs of the program's packages.
//
// The generated code keeps plain values plain (string, int, []string, ...)
// and eventual values as the SDKs' Output types; where an output meets a
// context that needs a plain value, gen.LowerApplies turns the operation
// into an ApplyT (see lower_apply.go). Invokes whose arguments are plain
// are called in their plain form, as statements before the code that uses
// them; Go has no promises.
package golang

import (
	"bytes"
	"fmt"
	"go/format"
	"maps"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/gen/golang/gofmt"
	"github.com/pclgen/pclgen/model"
)

// New returns the Go backend: main.go plus one file per directory component;
// its project adds go.mod, Pulumi.yaml and .gitignore.
func New() gen.Backend {
	return gen.NewBackend("go", newGenerator, func(prog *binder.Program, opts gen.ProjectOptions, _ []gen.File) ([]gen.File, hcl.Diagnostics) {
		return projectFiles(prog, opts)
	})
}

// generator holds what the files of one program share.
type generator struct {
	gen.Analyses
	// components are the Go names of the component types, by directory.
	components map[string]*componentInfo
	// raw, when set, receives each file's source as printed, before it is
	// formatted (for tests of the formatter).
	raw map[string]string
	// gofmtOnly formats with go/format alone (for benchmarks of the fast
	// formatter).
	gofmtOnly bool
	// fmtStats counts the files formatted and those the fast formatter
	// left to go/format.
	fmtStats gofmt.Stats
	// lowering runs the backend's lowering passes (lowerPasses).
	lowering gen.Lowering[*fnCtx]
	// localTypes caches localType: the Go types of locals whose values
	// goTyped retypes (nil for the others).
	localTypes map[*binder.LocalVariable]model.Type
	// eventualConfigs caches eventualConfig by program.
	eventualConfigs map[*binder.Program]gen.OutputConfigs
	// views caches resourceViews.
	views map[*model.ObjectType]*model.ObjectType
	// resolved caches resolveOutputs.
	resolved map[*model.ObjectType]model.Type
	// helpers are the helper functions (helpers.go) some file calls; they
	// are defined once, in main.go.
	helpers map[string]bool
}

// newGenerator returns the generator of prog's files.
func newGenerator(prog *binder.Program) gen.ProgramGenerator {
	return &generator{Analyses: gen.Analyses{Prog: prog}}
}

// resolveOutputs is model.ResolveOutputs, computed once per object type
// (which resolves to a new object each time): the program's types do not
// change while it is generated, and traversals of resources resolve the
// same resource types over and over.
func (g *generator) resolveOutputs(t model.Type) model.Type {
	obj, ok := t.(*model.ObjectType)
	if !ok {
		return model.ResolveOutputs(t)
	}
	if r, ok := g.resolved[obj]; ok {
		return r
	}
	if g.resolved == nil {
		g.resolved = map[*model.ObjectType]model.Type{}
	}
	r := model.ResolveOutputs(obj)
	g.resolved[obj] = r
	return r
}

// fileGen generates one Go file.
type fileGen struct {
	g       *generator
	imports *imports
	// names are the Go names of the program's nodes.
	names map[binder.Node]string
	// componentTypes are the Go types of component output types.
	componentTypes map[*model.ObjectType]string
	// inputLoopVars are the loop variables that hold the elements of an
	// input collection (see inputLoopSource).
	inputLoopVars map[*model.Variable]bool
	// paramGoTypes are the Go types of the values of apply callbacks'
	// parameters that Go resolves to collections of required elements
	// where the binder typed optional ones (see widenedParam).
	paramGoTypes map[*model.Variable]model.Type
	// retypedLocals are the locals whose values are outputs in Go though
	// the binder typed them plain (computed from config variables read as
	// outputs): references to them are retyped as outputs (goRefs).
	retypedLocals map[*binder.LocalVariable]model.Type
	// retypedRanges are the resources and components ranged over values
	// Go holds as outputs though the binder typed them plain (a range
	// computed from a secret config): references to them are retyped as
	// outputs of their collections (goRefs), as those of nodes ranged over
	// outputs are.
	retypedRanges map[binder.Node]model.Type
	// surelyRead are the nodes of the file's programs that the program
	// reads whatever its config (gen.SurelyReadNodes): resources created in
	// an apply that are not are awaited.
	surelyRead map[binder.Node]bool
	// inputLocals are the locals Go holds as input collections, with their
	// types with every element eventual (see input_locals.go).
	inputLocals map[*binder.LocalVariable]model.Type
	// invokePointers are the locals holding a plain invoke's result, a
	// pointer to the result struct: a reference to the whole value
	// dereferences it.
	invokePointers map[*binder.LocalVariable]bool
	// inComponent is set while generating a component's constructor: its
	// resources take the component as their parent.
	inComponent bool
	// current is the program whose body is being generated (a component's
	// program, or nil for the main program).
	current *binder.Program
	// componentInfo is the component whose file is being generated, or nil.
	componentInfo *componentInfo
}

// Generate returns the program's files.
func (g *generator) Generate() []gen.File {
	g.components = map[string]*componentInfo{}
	g.Diags = append(g.Diags, importDiagnostics(g.Prog)...)
	g.Eventual = eventualValue
	g.Analyze()
	var files []gen.File
	g.collectComponents(g.Prog, &files)
	f := g.newFile()
	body := f.programBody(g.Prog, "")
	p := f.pulumi()
	helpers := f.helperDefs()
	imports := f.imports.block()
	var src strings.Builder
	src.Grow(len(body) + len(imports) + 128)
	src.WriteString("package main\n\n")
	src.WriteString(imports)
	src.WriteString("\nfunc main() {\n")
	src.WriteString(p + ".Run(func(ctx *" + p + ".Context) error {\n")
	src.WriteString(body)
	src.WriteString("return nil\n})\n}\n")
	src.WriteString(helpers)
	files = append([]gen.File{{Path: "main.go", Contents: g.format("main.go", src.String())}}, files...)
	return files
}

// newFile returns a generator for one file.
func (g *generator) newFile() *fileGen {
	f := &fileGen{g: g, imports: newImports(), names: map[binder.Node]string{}, componentTypes: map[*model.ObjectType]string{}, inputLoopVars: map[*model.Variable]bool{}, paramGoTypes: map[*model.Variable]model.Type{}}
	for _, c := range g.components {
		f.componentTypes[c.outputType] = c.typeName
		f.componentTypes[c.goOutputType] = c.typeName
	}
	return f
}

// format gofmts src with gofmt.Source: the fast formatter, or go/format
// for source it does not handle (counted in g.fmtStats). Source that does
// not parse is returned as is with an error diagnostic (a bug in the
// generator).
func (g *generator) format(name, src string) []byte {
	if g.raw != nil {
		g.raw[name] = src
	}
	var out []byte
	var err error
	if g.gofmtOnly {
		out, err = format.Source([]byte(src))
		out = bytes.TrimLeft(out, "\n")
	} else {
		out, err = gofmt.Source(src, &g.fmtStats)
	}
	if err != nil {
		g.Diags = append(g.Diags, &hcl.Diagnostic{
			Severity: hcl.DiagError,
			Summary:  "Generated Go does not parse",
			Detail:   fmt.Sprintf("The Go generated for %s does not parse (%v); this is a bug in pcl2go.", name, err),
		})
		return []byte(src)
	}
	return out
}

// programBody returns the statements of a program (or component) body:
// config, locals, resources, components and outputs in dependency order.
// exportTo is "" for the main program; for a component it names the
// variable the outputs are collected into.
func (f *fileGen) programBody(prog *binder.Program, exportTo string) string {
	c := newFnCtx(f, newNameScope(f.packageNames(prog)), "return err")
	if exportTo != "" {
		c.fail = "return nil, err"
		c.errDeclared = true
	}
	c.scope.Use("componentResource")
	if exportTo != "" {
		c.scope.Use("componentInputs")
	}
	f.declareNames(prog, c.scope)
	used := gen.UsedNodes(prog)
	surely := gen.SurelyReadNodes(prog, used)
	if f.surelyRead == nil {
		f.surelyRead = map[binder.Node]bool{}
	}
	maps.Copy(f.surelyRead, surely)
	var b strings.Builder
	c.out = &b
	if len(prog.ConfigVariables()) > 0 && exportTo == "" {
		f.configHeader(c)
	}
	declared := map[binder.Node]string{}
	for _, n := range prog.Nodes {
		gen.WriteLeadingComments(c.out, f.prog(), n, "//")
		start := b.Len()
		switch n := n.(type) {
		case *binder.ConfigVariable:
			f.configVariable(c, n, used[n])
		case *binder.LocalVariable:
			f.localVariable(c, n, used[n], surely[n])
		case *binder.Resource:
			f.resource(c, n, used[n])
		case *binder.Component:
			f.component(c, n, used[n])
		case *binder.OutputVariable:
			f.output(c, n, exportTo)
		case *binder.Hook:
			f.hook(c, n, used[n])
		case *binder.PackageDecl:
			// Package declarations only affect the project's dependencies.
		}
		if _, ok := n.(*binder.ConfigVariable); ok {
			declared[n] = b.String()[start:]
		}
	}
	f.keepUsed(c, prog, used, declared)
	c.awaitOutputs()
	return b.String()
}

// keepUsed writes `_ = name` for each variable declared because a node
// depends on it that no code reads: lowering may drop a reference (a
// constant index into a tuple picks one element, not the others), and Go
// refuses a variable declared and not used. A variable is named once where
// it is declared, except a config's, whose code (declared[n]) assigns its
// default and then its value: those are not reads either (a config read
// through a pointer, cfg.TryObject("name", &name), is read there).
func (f *fileGen) keepUsed(c *fnCtx, prog *binder.Program, used map[binder.Node]bool, declared map[binder.Node]string) {
	idents := identCounts(c.out.String())
	for _, n := range prog.Nodes {
		name := f.names[n]
		if !used[n] || name == "" {
			continue
		}
		writes := 1
		if code, ok := declared[n]; ok {
			writes = assignments(code, name)
		}
		if idents[name] == writes {
			c.out.WriteString("_ = " + name + "\n")
		}
	}
}

// declareNames gives every node of prog a Go name.
func (f *fileGen) declareNames(prog *binder.Program, scope *nameScope) {
	// A taken name tries the suffix of its node's kind.
	gen.DeclareNodes(prog, scope, gen.NodeSuffixes{Resource: "Resource", Component: "Component", Hook: "Hook", Config: "Var", Local: "Var"}, f.names)
}

// packageNames returns the names of the SDK packages prog's resources and
// invokes import, which no variable may take.
func (f *fileGen) packageNames(prog *binder.Program) map[string]bool {
	names := map[string]bool{}
	for _, r := range prog.Resources() {
		if r.Package != nil {
			names[modulePackage(r.Package, r.Token).name] = true
		}
	}
	visit := func(e model.Expression) {
		if e == nil {
			return
		}
		model.Walk(e, func(n model.Expression) bool {
			call, ok := n.(*model.FunctionCallExpression)
			if !ok || call.Name != binder.InvokeName || len(call.Args) == 0 {
				return true
			}
			if tok, ok := gen.StringLiteral(call.Args[0]); ok {
				if pkgName, _, _, ok := schema.SplitToken(tok); ok {
					if pkg := prog.Package(pkgName); pkg != nil {
						names[modulePackage(pkg, tok).name] = true
					}
				}
			}
			return true
		})
	}
	walkValues(prog, visit)
	return names
}

// walkValues calls visit with the values of prog's nodes: those of locals
// and outputs, config defaults, the inputs of resources and components and
// the range of resources and components.
func walkValues(prog *binder.Program, visit func(model.Expression)) {
	gen.WalkValues(prog, func(o *binder.ResourceOptions) []model.Expression { return []model.Expression{o.Range} }, visit)
}
