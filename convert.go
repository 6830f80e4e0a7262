package pclgen

import (
	"context"
	"io/fs"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/internal/memfs"
)

// File is one generated file: Path is relative to the project's directory,
// with '/' separators; Contents are the file's bytes.
type File = gen.File

// ProjectOptions describe a generated project's files: Name is the
// project's name (Pulumi.yaml's name, the Go module path, the npm package
// name), SDKVersion the core Pulumi SDK requirement ("" for the language's
// DefaultSDKVersion).
type ProjectOptions = gen.ProjectOptions

// Options configure a conversion. The zero value converts to every
// language, strictly, without schemas (so a program that uses a package is
// reported as missing its schema) and without project files.
type Options struct {
	// Schemas finds the package schemas the program uses: a
	// *schema.Loader (schema.NewLoaderFrom with directories, an fs.FS such
	// as an embed.FS, or schema files in memory; schema.LoaderFromEnv for
	// the commands' search path and PCLGEN_SCHEMA_PATH), or another
	// schema.Source. One Source serves any number of conversions at once,
	// loading each schema once.
	Schemas schema.Source
	// Languages are the languages Convert generates, in order; nil means
	// Languages().
	Languages []Language
	// Project, when set, adds the project's files to each language's
	// files; otherwise only the program's source files are generated.
	Project *ProjectOptions
	// Strictness relaxes binding; the zero value is strict.
	Strictness Strictness
	// Backends replace the built-in backend of their Language() or add
	// a language. Not stable API: gen.Backend works on package binder's
	// types, which may change in any release.
	Backends []gen.Backend
}

// Strictness relaxes binding, as Pulumi's own code generation tests bind
// some programs. The zero value is strict: every problem is an error.
type Strictness struct {
	// SkipResourceTypecheck binds resources of unknown packages or tokens
	// without schemas: their inputs are unchecked and their type is
	// dynamic.
	SkipResourceTypecheck bool
	// SkipInvokeTypecheck binds invokes of unknown packages or functions
	// likewise.
	SkipInvokeTypecheck bool
	// AllowMissingVariables makes references to undefined names warnings
	// instead of errors.
	AllowMissingVariables bool
	// AllowMissingProperties makes unknown resource and object properties
	// warnings instead of errors.
	AllowMissingProperties bool
}

// Result is what Convert produced.
type Result struct {
	// Program is the bound program; never nil.
	Program *Program
	// Outputs has one entry per language converted, in the order of
	// Options.Languages; none when the program has errors.
	Outputs []Output
}

// Output is one language's generated files.
type Output struct {
	Language Language
	// Files are the generated files, none when Diagnostics has errors.
	Files []File
	// Diagnostics are this language's generation diagnostics (Convert
	// returns them too, after the program's).
	Diagnostics hcl.Diagnostics
}

// Files returns the files generated for lang, or nil.
func (r *Result) Files(lang Language) []File {
	for _, o := range r.Outputs {
		if o.Language == lang {
			return o.Files
		}
	}
	return nil
}

// Convert reads the program at path in fsys, binds it and generates it in
// each of opts.Languages: the one call for most uses. fsys and path are as
// Load takes them; nothing is written anywhere. The diagnostics are the
// program's, then each language's; with an error in the program's there
// are no Outputs, and a language whose generation has errors has no
// files while the others still have theirs. The conversion stops, with a
// "Conversion canceled" error diagnostic, when ctx ends (it is checked
// before binding and before each language).
//
// Convert is safe to call from many goroutines at once, with one
// opts.Schemas shared between them.
func Convert(ctx context.Context, fsys fs.FS, path string, opts Options) (*Result, hcl.Diagnostics) {
	prog, diags := Load(ctx, fsys, path, opts)
	res := &Result{Program: prog}
	if diags.HasErrors() {
		return res, diags
	}
	langs := opts.Languages
	if langs == nil {
		langs = Languages()
	}
	seen := map[Language]bool{}
	for _, lang := range langs {
		if seen[lang] {
			continue
		}
		seen[lang] = true
		if cdiags := canceled(ctx, "generating "+lang.String()); cdiags != nil {
			return res, append(diags, cdiags...)
		}
		files, gdiags := prog.Generate(ctx, lang)
		res.Outputs = append(res.Outputs, Output{Language: lang, Files: files, Diagnostics: gdiags})
		diags = append(diags, gdiags...)
	}
	return res, diags
}

// MapFS is a program (or a tree of programs) held in memory: each key is
// a slash-separated path ("main.pp", "app/web/main.pp"; no leading slash,
// no "." or ".." elements) and each value the file's contents. It is an
// fs.FS whose directories are implied by the paths; give it to Convert or
// Load. The map must not change while a conversion reads it.
type MapFS map[string][]byte

// Open opens the file or directory name.
func (m MapFS) Open(name string) (fs.File, error) { return memfs.FS(m).Open(name) }

// ReadFile returns a copy of the contents of the file name.
func (m MapFS) ReadFile(name string) ([]byte, error) { return memfs.FS(m).ReadFile(name) }

// ReadDir lists the directory name, sorted by file name.
func (m MapFS) ReadDir(name string) ([]fs.DirEntry, error) { return memfs.FS(m).ReadDir(name) }

// Stat describes the file or directory name.
func (m MapFS) Stat(name string) (fs.FileInfo, error) { return memfs.FS(m).Stat(name) }
