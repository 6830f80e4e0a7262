package binder

import (
	"io/fs"
	"path/filepath"
	"sort"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"

	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/model"
	"github.com/pclgen/pclgen/syntax"
)

// Options configure binding.
type Options struct {
	// Loader finds package schemas (a *schema.Loader, or any other
	// schema.Source). A nil Loader finds none, so every package the program
	// uses is reported missing.
	Loader schema.Source
	// SkipResourceTypecheck binds resources of unknown packages or tokens
	// without schemas: their inputs are unchecked and their type is dynamic.
	SkipResourceTypecheck bool
	// SkipInvokeTypecheck binds invokes of unknown packages or functions
	// without schemas: their arguments are unchecked and their result is
	// dynamic.
	SkipInvokeTypecheck bool
	// AllowMissingVariables reports references to undefined names as
	// warnings instead of errors; such references have type dynamic.
	AllowMissingVariables bool
	// AllowMissingProperties reports unknown resource and object properties
	// as warnings instead of errors.
	AllowMissingProperties bool
}

// BindPath binds the program at path: a directory (every .pp file directly
// in it) or a single .pp file.
func BindPath(path string, opts Options) (*Program, hcl.Diagnostics) {
	return BindFS(syntax.OS, path, opts)
}

// BindFS binds the program at path in fsys: a directory (every .pp file
// directly in it) or a single .pp file. Files, and component sources, are
// read from fsys only (syntax.OS is the machine's file system); the files
// are named by their paths in fsys.
func BindFS(fsys fs.FS, path string, opts Options) (*Program, hcl.Diagnostics) {
	s := newSession(opts, fsys)
	info, err := fs.Stat(fsys, path)
	if err == nil && info.IsDir() {
		return s.bindDirectory(path)
	}
	files, diags := syntax.ParsePathFS(fsys, path)
	if diags.HasErrors() && len(files) == 0 {
		return &Program{}, diags
	}
	p, bdiags := s.bindFiles(files, syntax.DirOf(fsys, path))
	return p, append(diags, bdiags...)
}

// BindDirectory binds the program made of the .pp files directly in dir.
func BindDirectory(dir string, opts Options) (*Program, hcl.Diagnostics) {
	return newSession(opts, syntax.OS).bindDirectory(dir)
}

// BindFiles binds the program made of files. Component sources are resolved
// relative to the directory of the file that declares the component.
func BindFiles(files []*syntax.File, opts Options) (*Program, hcl.Diagnostics) {
	dir := ""
	for _, f := range files {
		if f != nil {
			dir = filepath.Dir(f.Name)
			break
		}
	}
	return newSession(opts, syntax.OS).bindFiles(files, dir)
}

// session is the state shared by a program and its components: the loader,
// the file system the programs are read from, the schema type conversions
// and the bound component directories.
type session struct {
	opts       Options
	fsys       fs.FS
	types      *typeCache
	root       *model.Scope
	components map[string]*componentProgram
}

// componentProgram is a component directory, bound once per session.
type componentProgram struct {
	program *Program
	diags   hcl.Diagnostics
	// binding is set while the directory is being bound, to detect cycles.
	binding bool
	// inputs and outputs are the component types of the program.
	inputs, outputs *model.ObjectType
}

func newSession(opts Options, fsys fs.FS) *session {
	return &session{
		opts:       opts,
		fsys:       fsys,
		types:      newTypeCache(),
		root:       builtinScope(),
		components: map[string]*componentProgram{},
	}
}

func (s *session) bindDirectory(dir string) (*Program, hcl.Diagnostics) {
	files, diags := syntax.ParseDirFS(s.fsys, dir)
	p, bdiags := s.bindFiles(files, dir)
	p.Dir = dir
	return p, append(diags, bdiags...)
}

// bindFiles binds one program. dir is the directory component sources are
// relative to.
func (s *session) bindFiles(files []*syntax.File, dir string) (*Program, hcl.Diagnostics) {
	b := newBinder(s, files, dir)
	b.declare()
	b.loadPackages()
	b.bindNodes()
	b.orderNodes()
	b.checkTraversalRefs()
	b.program.Packages = b.usedPackages()
	sortDiagnostics(b.diags)
	return b.program, b.diags
}

// sortDiagnostics orders diagnostics by file and position, keeping the order
// of those at the same place (and of those without a range, which go first).
func sortDiagnostics(diags hcl.Diagnostics) {
	sort.SliceStable(diags, func(i, j int) bool {
		a, b := diags[i].Subject, diags[j].Subject
		switch {
		case a == nil || b == nil:
			return a == nil && b != nil
		case a.Filename != b.Filename:
			return a.Filename < b.Filename
		}
		return a.Start.Byte < b.Start.Byte
	})
}

// binder binds one program.
type binder struct {
	s       *session
	program *Program
	dir     string
	sources map[string][]byte
	// scope holds the program's nodes; its parent holds invoke and call,
	// whose parent holds the builtins.
	scope *model.Scope
	// nodes are all nodes in source order; outputs are among them though not
	// in scope.
	nodes   []Node
	byName  map[string]Node
	outputs map[string]*OutputVariable
	pkgs    *packageSet
	diags   hcl.Diagnostics
	// exprs are the bound expressions of each node, by node index, from which
	// dependencies are collected.
	exprs [][]model.Expression
	// pulumiAttr is the requiredVersionRange attribute of the pulumi block.
	pulumiAttr *hclsyntax.Attribute
}

func newBinder(s *session, files []*syntax.File, dir string) *binder {
	b := &binder{
		s:       s,
		program: &Program{},
		dir:     dir,
		sources: map[string][]byte{},
		byName:  map[string]Node{},
		outputs: map[string]*OutputVariable{},
	}
	for _, f := range files {
		if f == nil {
			continue
		}
		b.program.Files = append(b.program.Files, f)
		b.sources[f.Name] = f.Bytes
	}
	fnScope := s.root.Push()
	fnScope.DefineFunction(b.invokeFunction())
	fnScope.DefineFunction(b.callFunction())
	b.scope = fnScope.Push()
	b.pkgs = newPackageSet(b)
	return b
}

func (b *binder) report(diags ...*hcl.Diagnostic) {
	for _, d := range diags {
		if d.Severity == hcl.DiagError && b.demoted(d.Summary) {
			c := *d
			c.Severity = hcl.DiagWarning
			d = &c
		}
		b.diags = append(b.diags, d)
	}
}

// demoted reports whether errors with the given summary are warnings under
// the binder's options.
func (b *binder) demoted(summary string) bool {
	switch summary {
	case "Undefined variable":
		return b.s.opts.AllowMissingVariables
	case "Unknown property", "Unsupported attribute":
		return b.s.opts.AllowMissingProperties
	}
	return false
}

// bindExpr binds a syntax expression in scope, reporting its diagnostics.
func (b *binder) bindExpr(n baseNode, syntaxExpr hclsyntax.Expression, scope *model.Scope) model.Expression {
	e, diags := model.BindExpression(syntaxExpr, scope, model.WithSource(b.sources))
	b.report(diags...)
	if !diags.HasErrors() {
		b.checkConstantOperations(e)
	}
	b.foldCallArguments(e)
	if n != nil {
		idx := n.base().index
		b.exprs[idx] = append(b.exprs[idx], e)
	}
	return e
}
