package pclgen

import (
	"context"
	"fmt"
	"io/fs"
	"path"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/syntax"
)

// Program is a PCL program read and bound against its package schemas,
// ready to be generated in any language. A Program is not modified by
// generating it: it may be generated in several languages, one after the
// other or at once from several goroutines.
type Program struct {
	bound *binder.Program
	opts  Options
	// ok is set when the program bound without errors.
	ok bool
}

// Load reads the program at path in fsys and binds it against
// opts.Schemas. path is a program directory (every .pp file directly in
// it; its components are directories of fsys too) or a single .pp file; ""
// means the root. fsys may be an embed.FS, a MapFS, os.DirFS(dir) or Disk.
// Files are named in diagnostics by their paths in fsys. The Program is
// never nil; when the diagnostics have errors it cannot be generated.
func Load(ctx context.Context, fsys fs.FS, path string, opts Options) (*Program, hcl.Diagnostics) {
	p := &Program{bound: &binder.Program{}, opts: opts}
	if diags := canceled(ctx, "reading the program"); diags != nil {
		return p, diags
	}
	if fsys == nil {
		return p, hcl.Diagnostics{{
			Severity: hcl.DiagError,
			Summary:  "No file system",
			Detail:   "The program's file system is nil; give an fs.FS (pclgen.Disk for the machine's files, a pclgen.MapFS for files in memory).",
		}}
	}
	var diags hcl.Diagnostics
	p.bound, diags = binder.BindFS(fsys, cleanPath(fsys, path), opts.binderOptions())
	if p.bound == nil {
		p.bound = &binder.Program{}
	}
	p.ok = !diags.HasErrors()
	return p, diags
}

// cleanPath returns the name of path in fsys: "." for "" and, in a file
// system other than Disk, the path cleaned and without a leading "/".
func cleanPath(fsys fs.FS, p string) string {
	if fsys == Disk {
		if p == "" {
			return "."
		}
		return p
	}
	if len(p) > 0 && p[0] == '/' {
		p = p[1:]
	}
	return path.Clean(p)
}

// Generate generates the program in lang: its source files (the main file
// and one file per component) and, when the Options have a Project, the
// project's files (dependency manifest, Pulumi.yaml, .gitignore). The
// files are sorted as the language's backend returns them, each with a
// slash-separated path relative to the project's directory. With errors
// in the diagnostics there are no files.
func (p *Program) Generate(ctx context.Context, lang Language) ([]File, hcl.Diagnostics) {
	if diags := canceled(ctx, "generating "+lang.String()); diags != nil {
		return nil, diags
	}
	if !p.ok {
		return nil, hcl.Diagnostics{{
			Severity: hcl.DiagError,
			Summary:  "Program has errors",
			Detail:   fmt.Sprintf("The program cannot be generated in %s: binding it reported errors.", lang),
		}}
	}
	backend, ok := p.opts.backend(lang)
	if !ok {
		_, err := ParseLanguage(string(lang))
		return nil, hcl.Diagnostics{{
			Severity: hcl.DiagError,
			Summary:  "Unknown language",
			Detail:   capitalize(err.Error()) + ".",
		}}
	}
	if p.opts.Project != nil {
		return backend.GenerateProject(p.bound, *p.opts.Project)
	}
	return backend.GenerateProgram(p.bound)
}

// Sources returns the source files of the program and of its components'
// programs, by the names diagnostics use: what an hcl diagnostic writer
// needs to print diagnostics with source snippets.
func (p *Program) Sources() map[string][]byte {
	return p.bound.Sources()
}

// Bound returns the bound program, for tools that inspect it (pclcheck
// lists its nodes). Package binder is not stable API.
func (p *Program) Bound() *binder.Program { return p.bound }

// backend returns the backend that generates lang: one of opts.Backends,
// else the built-in one.
func (opts *Options) backend(lang Language) (gen.Backend, bool) {
	for _, b := range opts.Backends {
		if b != nil && Language(b.Language()) == lang {
			return b, true
		}
	}
	b, ok := builtinBackends[lang]
	return b, ok
}

// binderOptions are the binder's options for opts.
func (opts *Options) binderOptions() binder.Options {
	bo := binder.Options{
		SkipResourceTypecheck:  opts.Strictness.SkipResourceTypecheck,
		SkipInvokeTypecheck:    opts.Strictness.SkipInvokeTypecheck,
		AllowMissingVariables:  opts.Strictness.AllowMissingVariables,
		AllowMissingProperties: opts.Strictness.AllowMissingProperties,
	}
	if l, ok := opts.Schemas.(*schema.Loader); !ok || l != nil {
		bo.Loader = opts.Schemas // a nil *schema.Loader stays a nil Source
	}
	return bo
}

// canceled returns the diagnostic of a conversion whose context has ended
// before step, or nil.
func canceled(ctx context.Context, step string) hcl.Diagnostics {
	err := ctx.Err()
	if err == nil {
		return nil
	}
	return hcl.Diagnostics{{
		Severity: hcl.DiagError,
		Summary:  "Conversion canceled",
		Detail:   fmt.Sprintf("The conversion stopped before %s: %v.", step, context.Cause(ctx)),
		Extra:    err,
	}}
}

func capitalize(s string) string {
	if s != "" && s[0] >= 'a' && s[0] <= 'z' {
		return string(s[0]-'a'+'A') + s[1:]
	}
	return s
}

// Disk is the machine's file system with paths as the operating system
// takes them (relative to the working directory or absolute, ".." allowed;
// unlike os.DirFS), and files named in diagnostics by the paths as given.
// The commands read programs from it.
var Disk fs.FS = syntax.OS
