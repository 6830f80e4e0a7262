// Package gentest is the test harness of the code generators: the
// programs of testdata/programs and testdata/examples, generating them with
// a gen.Backend for the compile checks and mock runs, synthetic programs
// for benchmarks, and the tools those checks need.
//
// The layout puts each language's output beside the program, so that the
// three languages can be read side by side:
//
//	testdata/programs/NAME/main.pp          the program (more .pp files may sit beside it)
//	testdata/programs/NAME/COMPONENT/*.pp   the programs of its components
//	testdata/programs/NAME/go/...           what the Go backend generates
//	testdata/programs/NAME/typescript/...   ... the TypeScript backend
//	testdata/programs/NAME/python/...       ... the Python backend
//
// (so a component directory may not be named go, typescript or python).
// The programs bind with the schemas of testdata/schemas. The golden tests
// that compare with those files are package pclgentest's, run by
// gen/gentest/golden.
//
// Importing this package registers the -update flag: `go test ./... -update`
// rewrites the golden files (and removes golden files no longer generated)
// instead of comparing with them. Review the changes like code.
package gentest

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/internal/updateflag"
)

// Updating reports whether the test binary was run with -update.
func Updating() bool { return updateflag.On() }

// Sets are the directories under testdata whose programs have golden
// files: programs (for tests) and examples (shipped to users).
var Sets = []string{"programs", "examples"}

// Programs returns the names of the program directories in dir (those with
// a main.pp), sorted.
func Programs(dir string) ([]string, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, ent := range ents {
		if !ent.IsDir() {
			continue
		}
		if _, err := os.Stat(filepath.Join(dir, ent.Name(), "main.pp")); err == nil {
			names = append(names, ent.Name())
		}
	}
	sort.Strings(names)
	return names, nil
}

// Generate binds the program in dir and generates its source files;
// diagnostics with errors fail the test.
func Generate(t testing.TB, dir string, loader *schema.Loader, backend gen.Backend) []gen.File {
	t.Helper()
	files, err := generate(dir, loader, backend)
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// generate binds the program in dir and generates its source files.
func generate(dir string, loader *schema.Loader, backend gen.Backend) ([]gen.File, error) {
	prog, diags := binder.BindPath(dir, binder.Options{Loader: loader})
	if diags.HasErrors() {
		return nil, fmt.Errorf("binding %s:\n%s", dir, formatDiags(diags))
	}
	files, diags := backend.GenerateProgram(prog)
	if diags.HasErrors() {
		return nil, fmt.Errorf("generating %s for %s:\n%s", backend.Language(), dir, formatDiags(diags))
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("generating %s for %s gave no files", backend.Language(), dir)
	}
	return files, nil
}

// formatDiags returns diagnostics one a line.
func formatDiags(diags hcl.Diagnostics) string {
	var out strings.Builder
	for _, d := range diags {
		where := ""
		if d.Subject != nil {
			where = fmt.Sprintf("%s:%d:%d: ", d.Subject.Filename, d.Subject.Start.Line, d.Subject.Start.Column)
		}
		fmt.Fprintf(&out, "  %s%s; %s\n", where, d.Summary, d.Detail)
	}
	return out.String()
}

// RepoRoot returns the repository's root: the nearest directory above the
// working directory whose go.mod declares module github.com/pclgen/pclgen.
func RepoRoot(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		mod, err := os.ReadFile(filepath.Join(dir, "go.mod"))
		if err == nil && bytes.HasPrefix(mod, []byte("module github.com/pclgen/pclgen\n")) {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod of module github.com/pclgen/pclgen above the working directory")
		}
		dir = parent
	}
}

// WriteTree writes files (by slash-separated path) into a new temporary
// directory and returns it.
func WriteTree(t testing.TB, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, src := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// BindSource binds src as the main.pp of a one-file program with opts,
// failing the test when binding reports an error.
func BindSource(t testing.TB, src string, opts binder.Options) *binder.Program {
	t.Helper()
	dir := WriteTree(t, map[string]string{"main.pp": src})
	prog, diags := binder.BindPath(dir, opts)
	if diags.HasErrors() {
		t.Fatalf("binding: %v", diags)
	}
	return prog
}

// Program is a generated program for a compile check: its name (made into
// a directory name) and its files.
type Program struct {
	Name  string
	Files []gen.File
}

// WriteWork empties dir and writes each program into its subdirectory
// dirName(p.Name); it returns the program name of each subdirectory, and
// fails when two programs would share one.
func WriteWork(dir string, programs []Program, dirName func(string) string) (map[string]string, error) {
	if err := os.RemoveAll(dir); err != nil {
		return nil, err
	}
	byDir := map[string]string{}
	for _, p := range programs {
		sub := dirName(p.Name)
		if prev, dup := byDir[sub]; dup {
			return nil, fmt.Errorf("programs %q and %q have the same directory name %q", prev, p.Name, sub)
		}
		byDir[sub] = p.Name
		for _, f := range p.Files {
			name := filepath.Join(dir, sub, filepath.FromSlash(f.Path))
			if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
				return nil, err
			}
			if err := os.WriteFile(name, f.Contents, 0o644); err != nil {
				return nil, err
			}
		}
	}
	return byDir, nil
}

// GoldenPrograms binds every program of the Sets under testdata and
// generates it with backend, as programs named SET-NAME for a compile
// check. keep, when set, decides from the bound program whether a program
// is checked (and may report why not); a program that does not bind fails
// t. It fails t when no program is left.
func GoldenPrograms(t *testing.T, backend gen.Backend, keep func(name string, prog *binder.Program) bool) []Program {
	t.Helper()
	root := RepoRoot(t)
	loader := schema.NewLoader(filepath.Join(root, "testdata", "schemas"))
	var programs []Program
	for _, set := range Sets {
		dir := filepath.Join(root, "testdata", set)
		names, err := Programs(dir)
		if err != nil && !os.IsNotExist(err) {
			t.Fatal(err)
		}
		for _, name := range names {
			progDir := filepath.Join(dir, name)
			prog, diags := binder.BindPath(progDir, binder.Options{Loader: loader})
			if diags.HasErrors() {
				t.Errorf("%s/%s does not bind: %v", set, name, diags)
				continue
			}
			if keep != nil && !keep(set+"/"+name, prog) {
				continue
			}
			programs = append(programs, Program{Name: set + "-" + name, Files: Generate(t, progDir, loader, backend)})
		}
	}
	if len(programs) == 0 {
		t.Fatalf("no programs to check in testdata/%s", strings.Join(Sets, " or testdata/"))
	}
	return programs
}

// WithPackages returns a filter for GoldenPrograms and mockrun.GoldenJobs
// that keeps a program when every package it uses is available: missing
// says why a package is not ("" when it is). A program left out is logged
// as "NAME is not VERB: WHY"; with required, it is an error instead, for
// checks whose environment must cover every program.
func WithPackages(t testing.TB, verb string, required bool, missing func(*schema.Package) string) func(name string, prog *binder.Program) bool {
	return func(name string, prog *binder.Program) bool {
		for _, pkg := range prog.AllPackages() {
			if why := missing(pkg); why != "" {
				if required {
					t.Errorf("%s is not %s: %s", name, verb, why)
					return true
				}
				t.Logf("%s is not %s: %s", name, verb, why)
				return false
			}
		}
		return true
	}
}
