// Package pclgentest golden-tests PCL programs: for each program under a
// directory, it generates the languages asked for and compares the files
// with golden files kept beside the program, printing a unified diff where
// they differ. `go test -update` rewrites the golden files instead; review
// the change like code.
//
// The layout puts each language's files in a directory named after the
// language, inside the program's directory:
//
//	DIR/NAME/main.pp              a program (any .pp files; its components in subdirectories)
//	DIR/NAME/go/main.go ...       the Go pclgen generates for it
//	DIR/NAME/typescript/index.ts  ... the TypeScript
//	DIR/NAME/python/__main__.py   ... the Python
//
// A program is a directory with .pp files directly in it; directories
// inside a program (its components, its golden files) are not programs,
// and directories whose names start with "." or "_" are skipped. Keep the
// programs under a testdata directory, which the go tool ignores: golden
// Go files elsewhere would be packages of the module. A test is
//
//	func TestGolden(t *testing.T) {
//		pclgentest.Run(t, "testdata/programs", pclgentest.Options{
//			Convert: pclgen.Options{Schemas: schema.NewLoader("testdata/schemas")},
//		})
//	}
//
// Compare and Update do the same without a testing.T.
//
// Importing this package defines the -update flag (unless the test binary
// defines it already); a test should not define its own.
//
// Everything this package exports is stable API (see package pclgen).
package pclgentest

import (
	"context"
	"fmt"
	"io/fs"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen"
	"github.com/pclgen/pclgen/internal/updateflag"
	"github.com/pclgen/pclgen/syntax"
)

// Updating reports whether the test binary was run with -update.
func Updating() bool { return updateflag.On() }

// Options configure a golden test.
type Options struct {
	// Convert are the conversion's options: the schemas, the languages
	// (all when nil), project files (when Project is set, they are
	// compared too) and strictness.
	Convert pclgen.Options
	// GoldenDir names the directory, inside a program's directory, of a
	// language's golden files; nil means the language's name ("go",
	// "typescript", "python").
	GoldenDir func(pclgen.Language) string
	// Check, when set, is called with each language's generated files of
	// each program (program is the program's directory) and returns what
	// is wrong with them, which fails the test like a difference does.
	Check func(program string, lang pclgen.Language, files []pclgen.File) []string
}

// Result is the golden test of one program in one language.
type Result struct {
	// Program is the program's directory relative to the directory tested,
	// slash-separated ("." when that directory is the program).
	Program  string
	Language pclgen.Language
	// Problems are the differences from the golden files, each with its
	// diff, and every other failure; none when the test passes.
	Problems []string
}

// OK reports whether the test passed.
func (r Result) OK() bool { return len(r.Problems) == 0 }

// Run golden-tests every program under dir: a subtest per program (named
// by its relative path) and per language. With -update (see Updating) it
// rewrites the golden files instead of comparing. dir without programs
// fails the test.
func Run(t *testing.T, dir string, opts Options) {
	t.Helper()
	programs, err := programsOf(dir)
	if err != nil {
		t.Fatal(err)
	}
	update := Updating()
	for _, prog := range programs {
		t.Run(prog, func(t *testing.T) {
			for _, r := range testProgram(t.Context(), dir, prog, opts, update) {
				t.Run(r.Language.String(), func(t *testing.T) {
					for _, p := range r.Problems {
						t.Error(p)
					}
				})
			}
		})
	}
}

// Compare golden-tests every program under dir without a testing.T: one
// Result per program and language, sorted by program. The error is for a
// dir that cannot be read or holds no program.
func Compare(ctx context.Context, dir string, opts Options) ([]Result, error) {
	return all(ctx, dir, opts, false)
}

// Update rewrites the golden files of every program under dir from what
// pclgen generates now, removing golden files it no longer generates. The
// Results report the programs that could not be generated and what
// Options.Check finds.
func Update(ctx context.Context, dir string, opts Options) ([]Result, error) {
	return all(ctx, dir, opts, true)
}

func all(ctx context.Context, dir string, opts Options, update bool) ([]Result, error) {
	programs, err := programsOf(dir)
	if err != nil {
		return nil, err
	}
	var out []Result
	for _, prog := range programs {
		out = append(out, testProgram(ctx, dir, prog, opts, update)...)
	}
	return out, nil
}

// programsOf returns Programs(dir), or an error when there are none.
func programsOf(dir string) ([]string, error) {
	programs, err := Programs(dir)
	if err == nil && len(programs) == 0 {
		err = fmt.Errorf("no PCL programs (directories of .pp files) under %s", dir)
	}
	return programs, err
}

// Programs returns the programs under dir, as slash-separated paths
// relative to dir ("." when dir itself is one), sorted.
func Programs(dir string) ([]string, error) {
	var out []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		if p != dir && (strings.HasPrefix(d.Name(), ".") || strings.HasPrefix(d.Name(), "_")) {
			return filepath.SkipDir
		}
		if !syntax.IsProgramDir(syntax.OS, p) {
			return nil
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		out = append(out, filepath.ToSlash(rel))
		return filepath.SkipDir
	})
	sort.Strings(out)
	return out, err
}

// testProgram converts the program prog under root and compares each
// language's files with its golden files, or rewrites them.
func testProgram(ctx context.Context, root, prog string, opts Options, update bool) []Result {
	dir := filepath.Join(root, filepath.FromSlash(prog))
	res, diags := pclgen.Convert(ctx, pclgen.Disk, dir, opts.Convert)
	langs := opts.Convert.Languages
	if langs == nil {
		langs = pclgen.Languages()
	}
	var out []Result
	seen := map[pclgen.Language]bool{}
	for _, lang := range langs {
		if seen[lang] {
			continue
		}
		seen[lang] = true
		r := Result{Program: prog, Language: lang}
		var output *pclgen.Output
		for i := range res.Outputs {
			if res.Outputs[i].Language == lang {
				output = &res.Outputs[i]
			}
		}
		switch {
		case output == nil:
			r.Problems = []string{fmt.Sprintf("%s does not convert:\n%s", dir, formatDiags(diags))}
		case output.Diagnostics.HasErrors():
			r.Problems = []string{fmt.Sprintf("%s does not generate in %s:\n%s", dir, lang, formatDiags(output.Diagnostics))}
		default:
			if opts.Check != nil {
				r.Problems = append(r.Problems, opts.Check(dir, lang, output.Files)...)
			}
			golden := filepath.Join(dir, goldenDir(opts, lang))
			if update {
				if err := updateGolden(golden, output.Files); err != nil {
					r.Problems = append(r.Problems, fmt.Sprintf("updating the golden files: %v", err))
				}
			} else {
				r.Problems = append(r.Problems, compareGolden(golden, output.Files)...)
			}
		}
		out = append(out, r)
	}
	return out
}

// goldenDir returns the name of lang's golden directory.
func goldenDir(opts Options, lang pclgen.Language) string {
	if opts.GoldenDir != nil {
		return opts.GoldenDir(lang)
	}
	return lang.String()
}

// formatDiags returns the errors among diags, one a line.
func formatDiags(diags hcl.Diagnostics) string {
	var out strings.Builder
	for _, d := range diags {
		if d.Severity != hcl.DiagError {
			continue
		}
		where := ""
		if d.Subject != nil {
			where = fmt.Sprintf("%s:%d:%d: ", d.Subject.Filename, d.Subject.Start.Line, d.Subject.Start.Column)
		}
		fmt.Fprintf(&out, "  %s%s; %s\n", where, d.Summary, d.Detail)
	}
	return out.String()
}
