// Package gentest is the golden-file harness of the code generators. Input:
// the programs of testdata/programs and a gen.Backend; output: a subtest per
// program that compares what the backend generates with the golden files
// checked in beside the program.
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
// The programs bind with the schemas of testdata/schemas.
//
// Importing this package registers the -update flag: `go test ./... -update`
// rewrites the golden files (and removes golden files no longer generated)
// instead of comparing with them. Review the changes like code.
package gentest

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
)

func init() {
	// Another test file of the importing package may define -update too;
	// share one flag.
	if flag.Lookup("update") == nil {
		flag.Bool("update", false, "rewrite golden files from the current output instead of comparing with them")
	}
}

// Updating reports whether the test binary was run with -update.
func Updating() bool {
	f := flag.Lookup("update")
	if f == nil {
		return false
	}
	g, ok := f.Value.(flag.Getter)
	if !ok {
		return false
	}
	on, _ := g.Get().(bool)
	return on
}

// Options configure Run.
type Options struct {
	// Backend is the generator under test; its Language() names the golden
	// directory.
	Backend gen.Backend
	// Programs is the directory of the programs; default
	// testdata/programs of the repository.
	Programs string
	// Schemas are the schema directories; default testdata/schemas of the
	// repository.
	Schemas []string
	// Check, when set, is called with each generated file and reports what
	// is wrong with it (for Go: that it is not gofmt-clean).
	Check func(path string, contents []byte) error
}

// Placeholders are the strings no generated file may contain: markers of
// unfinished generation and of formatting mistakes.
var Placeholders = []string{"TODO", "FIXME", "XXX", "PLACEHOLDER", "placeholder", "<nil>", "%!"}

// LanguageDirs are the golden directories of the languages.
var LanguageDirs = []string{"go", "typescript", "python"}

// Run runs the golden test of every program, as a subtest named after it.
func Run(t *testing.T, opts Options) {
	t.Helper()
	if opts.Backend == nil {
		t.Fatal("gentest.Run: no backend")
	}
	root := RepoRoot(t)
	if opts.Programs == "" {
		opts.Programs = filepath.Join(root, "testdata", "programs")
	}
	if opts.Schemas == nil {
		opts.Schemas = []string{filepath.Join(root, "testdata", "schemas")}
	}
	names, err := Programs(opts.Programs)
	if err != nil {
		t.Fatal(err)
	}
	if len(names) == 0 {
		t.Fatalf("no programs (NAME/main.pp) in %s", opts.Programs)
	}
	loader := schema.NewLoader(opts.Schemas...)
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			checkProgram(t, filepath.Join(opts.Programs, name), loader, opts)
		})
	}
}

// Sets are the directories under testdata whose programs have golden
// files: programs (for tests) and examples (shipped to users).
var Sets = []string{"programs", "examples"}

// RunSets runs Run for each of Sets, as a subtest named after it.
func RunSets(t *testing.T, opts Options) {
	t.Helper()
	for _, set := range Sets {
		t.Run(set, func(t *testing.T) {
			opts := opts
			opts.Programs = filepath.Join(RepoRoot(t), "testdata", set)
			Run(t, opts)
		})
	}
}

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

// checkProgram is one program's golden test.
func checkProgram(t *testing.T, dir string, loader *schema.Loader, opts Options) {
	t.Helper()
	for _, p := range programProblems(dir, loader, opts, Updating()) {
		t.Error(p)
	}
}

// programProblems generates the program in dir and returns what is wrong:
// output that differs between two runs, placeholders, what opts.Check
// finds and differences from the golden files. With update set, the golden
// files are rewritten instead of compared.
func programProblems(dir string, loader *schema.Loader, opts Options, update bool) []string {
	files, err := generate(dir, loader, opts.Backend)
	if err != nil {
		return []string{err.Error()}
	}
	var problems []string
	report := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }

	// Determinism: a second, independent bind and generation gives the same
	// bytes.
	again, err := generate(dir, schema.NewLoader(loader.Dirs()...), opts.Backend)
	if err != nil {
		report("the second generation failed: %v", err)
	} else if diff := compareFileSets(files, again); diff != "" {
		report("generating twice gave different output:\n%s", diff)
	}

	for _, f := range files {
		for _, p := range Placeholders {
			if i := bytes.Index(f.Contents, []byte(p)); i >= 0 {
				line := bytes.Count(f.Contents[:i], []byte("\n")) + 1
				report("%s:%d contains %q", f.Path, line, p)
			}
		}
		if opts.Check != nil {
			if err := opts.Check(f.Path, f.Contents); err != nil {
				report("%s: %v", f.Path, err)
			}
		}
	}

	goldenDir := filepath.Join(dir, opts.Backend.Language())
	if update {
		if err := updateGolden(goldenDir, files); err != nil {
			report("updating the golden files: %v", err)
		}
		return problems
	}
	return append(problems, compareGolden(goldenDir, files)...)
}

// compareGolden compares files with the golden files in dir and returns
// the differences.
func compareGolden(dir string, files []gen.File) []string {
	var problems []string
	generated := map[string]bool{}
	for _, f := range files {
		generated[f.Path] = true
		name := filepath.Join(dir, filepath.FromSlash(f.Path))
		want, err := os.ReadFile(name)
		if errors.Is(err, fs.ErrNotExist) {
			problems = append(problems, fmt.Sprintf("%s has no golden file %s; run `go test -update` and review it", f.Path, name))
			continue
		}
		if err != nil {
			problems = append(problems, err.Error())
			continue
		}
		if diff := UnifiedDiff(name, f.Path+" (generated)", want, f.Contents); diff != "" {
			problems = append(problems, fmt.Sprintf("%s differs from its golden file (`go test -update` rewrites it):\n%s", f.Path, diff))
		}
	}
	existing, err := goldenFiles(dir)
	if err != nil {
		return append(problems, err.Error())
	}
	for _, p := range existing {
		if !generated[p] {
			problems = append(problems, fmt.Sprintf("the golden file %s is no longer generated; `go test -update` removes it", filepath.Join(dir, filepath.FromSlash(p))))
		}
	}
	return problems
}

// updateGolden makes dir hold exactly files.
func updateGolden(dir string, files []gen.File) error {
	existing, err := goldenFiles(dir)
	if err != nil {
		return err
	}
	generated := map[string]bool{}
	for _, f := range files {
		generated[f.Path] = true
		name := filepath.Join(dir, filepath.FromSlash(f.Path))
		if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(name, f.Contents, 0o644); err != nil {
			return err
		}
	}
	for _, p := range existing {
		if !generated[p] {
			if err := os.Remove(filepath.Join(dir, filepath.FromSlash(p))); err != nil {
				return err
			}
		}
	}
	return nil
}

// goldenFiles lists the files under dir as slash-separated relative paths;
// none when dir does not exist.
func goldenFiles(dir string) ([]string, error) {
	var out []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if errors.Is(err, fs.ErrNotExist) && p == dir {
			return filepath.SkipDir
		}
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		out = append(out, filepath.ToSlash(rel))
		return nil
	})
	return out, err
}

// compareFileSets returns how two generations differ, or "".
func compareFileSets(a, b []gen.File) string {
	var out strings.Builder
	if len(a) != len(b) {
		fmt.Fprintf(&out, "%d files, then %d\n", len(a), len(b))
	}
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i].Path != b[i].Path {
			fmt.Fprintf(&out, "file %d is %s, then %s\n", i, a[i].Path, b[i].Path)
			continue
		}
		out.WriteString(UnifiedDiff(a[i].Path+" (first)", b[i].Path+" (second)", a[i].Contents, b[i].Contents))
	}
	return out.String()
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

// RequireChecksEnv names the environment variable that turns a missing
// checking tool (the npm packages tsc checks against, pyflakes, black) from
// a skipped test into a failed one. .ci/run sets it, so that CI cannot pass
// without running the checks.
const RequireChecksEnv = "PCLGEN_REQUIRE_CHECKS"

// SkipWithoutTool skips t because a checking tool is missing (why says which
// and how to install it), or fails t when RequireChecksEnv is set.
func SkipWithoutTool(t testing.TB, why string) {
	t.Helper()
	if os.Getenv(RequireChecksEnv) != "" {
		t.Fatalf("%s is set, but a check cannot run: %s", RequireChecksEnv, why)
	}
	t.Skip(why)
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
