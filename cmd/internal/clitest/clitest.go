// Package clitest holds the tests every generator command (pcl2go, pcl2ts,
// pcl2py) must pass, so that their behaviour stays the same. Input: a
// command's cli.Generator and what differs between languages (file names);
// output: subtests of the caller's test. Each command's own tests check only
// what is particular to its language (project file contents, formatting).
package clitest

import (
	"bytes"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/pclgen/pclgen/cmd/internal/cli"
	"github.com/pclgen/pclgen/gen/gentest"
)

// Suite describes a generator command for the shared tests.
type Suite struct {
	// Command returns the command under test.
	Command func() *cli.Generator
	// Schemas is the schema directory and Example a program directory
	// that uses a provider schema from it.
	Schemas, Example string
	// MainFile is the program's main file (main.go, index.ts,
	// __main__.py) and ProjectFiles the other files -o writes for the
	// example (go.mod, Pulumi.yaml, ...).
	MainFile     string
	ProjectFiles []string
	// Stale is one of ProjectFiles that TestAll overwrites to check that
	// --check lists it.
	Stale string
	// ComponentFile is the file of a component in directory web.
	ComponentFile string
}

// Run runs the command with args and returns its exit status and output.
func (s Suite) Run(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = s.Command().Run(args, &out, &errOut)
	return code, out.String(), errOut.String()
}

// TestAll runs the shared tests as subtests of t.
func (s Suite) TestAll(t *testing.T) {
	t.Run("errors-print-one-diagnostic-and-write-nothing", s.testErrors)
	t.Run("project-is-written-once-and-checked", s.testProject)
	t.Run("components-need-a-project", s.testComponents)
	t.Run("usage", s.testUsage)
}

// testErrors checks that a missing schema, a syntax error, a type error and
// a cycle each print one diagnostic with its position, exit 1 and write
// nothing.
func (s Suite) testErrors(t *testing.T) {
	programs := gentest.WriteTree(t, map[string]string{
		"missing-schema.pp": "resource a \"nope:index:Thing\" {}\n",
		"syntax.pp":         "resource a \"random:index/randomPet:RandomPet\" {\n  length = \n",
		"type.pp":           "resource a \"random:index/randomPet:RandomPet\" {\n  length = [1]\n}\n",
		"cycle.pp":          "resource a \"random:index/randomPet:RandomPet\" {\n  prefix = b.id\n}\nresource b \"random:index/randomPet:RandomPet\" {\n  prefix = a.id\n}\n",
	})
	tests := []struct {
		file, where, summary string
	}{
		{"missing-schema.pp", "missing-schema.pp:1:12", "Error: Missing package schema"},
		{"syntax.pp", "syntax.pp:2:12", "Error: Invalid expression"},
		{"type.pp", "type.pp:2:12", "Error: Type mismatch"},
		{"cycle.pp", "cycle.pp:1:10", "Error: Circular reference"},
	}
	for _, tt := range tests {
		t.Run(strings.TrimSuffix(tt.file, ".pp"), func(t *testing.T) {
			out := t.TempDir()
			code, stdout, stderr := s.Run(t, "--schemas", s.Schemas, "-o", out, filepath.Join(programs, tt.file))
			if code != cli.ExitDiagnostic {
				t.Errorf("exit code %d, want %d", code, cli.ExitDiagnostic)
			}
			if n := strings.Count(stderr, "Error: "); n != 1 {
				t.Errorf("want one error, got %d:\n%s", n, stderr)
			}
			if !strings.Contains(stderr, filepath.Join(programs, tt.where)+": "+tt.summary) {
				t.Errorf("stderr lacks %q:\n%s", tt.where+": "+tt.summary, stderr)
			}
			if stdout != "" {
				t.Errorf("stdout: %q", stdout)
			}
			if files := Snapshot(t, out); len(files) != 0 {
				t.Errorf("wrote %v", files)
			}
		})
	}
}

// testProject checks that -o writes the project, that standard output gets
// the same main file, that a second run rewrites nothing and that --check
// lists exactly the stale files.
func (s Suite) testProject(t *testing.T) {
	out := filepath.Join(t.TempDir(), "web")
	if code, stdout, stderr := s.Run(t, "--schemas", s.Schemas, "-o", out, s.Example); code != cli.ExitOK || stdout != "" || stderr != "" {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	first := Snapshot(t, out)
	want := append([]string{s.MainFile, cli.ManifestFile}, s.ProjectFiles...)
	if len(first) != len(want) {
		t.Errorf("wrote %d files, want %v", len(first), want)
	}
	for _, name := range want {
		if _, ok := first[name]; !ok {
			t.Errorf("no %s in %v", name, first)
		}
	}
	main, _ := os.ReadFile(filepath.Join(out, s.MainFile))
	if code, stdout, _ := s.Run(t, "--schemas", s.Schemas, s.Example); code != cli.ExitOK || stdout != string(main) {
		t.Errorf("stdout mode: exit %d, output differs from %s:\n%s", code, s.MainFile, gentest.UnifiedDiff(s.MainFile, "stdout", main, []byte(stdout)))
	}

	// A second run and --check change nothing (the pause makes a rewrite
	// visible in the modification times).
	time.Sleep(10 * time.Millisecond)
	if code, _, stderr := s.Run(t, "--schemas", s.Schemas, "-o", out, s.Example); code != cli.ExitOK {
		t.Fatalf("second run: exit %d: %s", code, stderr)
	}
	if code, stdout, _ := s.Run(t, "--schemas", s.Schemas, "--check", "-o", out, s.Example); code != cli.ExitOK || stdout != "" {
		t.Errorf("--check on fresh files: exit %d, stdout %q", code, stdout)
	}
	again := Snapshot(t, out)
	for name, v := range first {
		if again[name] != v {
			t.Errorf("%s was rewritten", name)
		}
	}

	if err := os.WriteFile(filepath.Join(out, s.Stale), []byte("stale\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, stdout, _ := s.Run(t, "--schemas", s.Schemas, "--check", "-o", out, s.Example); code != cli.ExitDiagnostic || stdout != filepath.Join(out, s.Stale)+"\n" {
		t.Errorf("--check on a stale %s: exit %d, stdout %q", s.Stale, code, stdout)
	}
}

// testComponents checks that a program with a component refuses standard
// output and writes one more file with -o.
func (s Suite) testComponents(t *testing.T) {
	dir := gentest.WriteTree(t, map[string]string{
		"main.pp":     "component web \"./web\" {\n  name = \"x\"\n}\noutput u {\n  value = web.url\n}\n",
		"web/main.pp": "config name \"string\" {}\noutput url {\n  value = \"http://${name}\"\n}\n",
	})
	code, stdout, stderr := s.Run(t, dir)
	if code != cli.ExitUsage || stdout != "" || !strings.Contains(stderr, "which cannot all go to standard output; write them with -o DIR") {
		t.Errorf("stdout mode: exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	out := t.TempDir()
	if code, _, stderr := s.Run(t, "-o", out, dir); code != cli.ExitOK {
		t.Fatalf("-o: exit %d: %s", code, stderr)
	}
	files := Snapshot(t, out)
	want := append([]string{s.MainFile, s.ComponentFile, cli.ManifestFile}, s.ProjectFiles...)
	for _, name := range want {
		if _, ok := files[name]; !ok {
			t.Errorf("no %s in %v", name, keys(files))
		}
	}
	if len(files) != len(want) {
		t.Errorf("want the files %v; got %v", want, keys(files))
	}
}

// testUsage checks the flags every command shares.
func (s Suite) testUsage(t *testing.T) {
	name := s.Command().Name
	tests := []struct {
		name string
		args []string
		code int
		out  string
	}{
		{"version", []string{"--version"}, cli.ExitOK, name + " (pclgen " + cli.Version + ")"},
		{"help-has-examples", []string{"--help"}, cli.ExitOK, "Examples:\n  " + name + " "},
		{"help-lists-flags", []string{"--help"}, cli.ExitOK, "-project-name name"},
		{"no-path", nil, cli.ExitUsage, "expected exactly one PATH"},
		{"unknown-flag", []string{"--nope", s.Example}, cli.ExitUsage, "flag provided but not defined: -nope"},
		{"bad-sdk-version", []string{"--schemas", s.Schemas, "-o", "", "--sdk-version", "latest", s.Example}, cli.ExitDiagnostic, "Invalid Pulumi SDK version"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for i, a := range tt.args {
				if a == "" {
					tt.args[i] = t.TempDir()
				}
			}
			code, stdout, stderr := s.Run(t, tt.args...)
			if code != tt.code || !strings.Contains(stdout+stderr, tt.out) {
				t.Errorf("exit %d (want %d); output lacks %q:\n%s%s", code, tt.code, tt.out, stdout, stderr)
			}
		})
	}
}

// Snapshot returns every file under dir, by '/'-separated relative path,
// with its contents and modification time.
func Snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		out[filepath.ToSlash(rel)] = string(b) + "@" + info.ModTime().String()
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// keys returns m's keys, sorted.
func keys(m map[string]string) []string {
	return slices.Sorted(maps.Keys(m))
}
