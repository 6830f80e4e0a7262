package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pclgen/pclgen/cmd/internal/cli"
	"github.com/pclgen/pclgen/gen/gentest"
)

var (
	schemas = filepath.Join("..", "..", "testdata", "schemas")
	example = filepath.Join("..", "..", "testdata", "examples", "webserver")
)

func run(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = command().Run(args, &out, &errOut)
	return code, out.String(), errOut.String()
}

// snapshot returns every file under dir with its contents and modification
// time.
func snapshot(t *testing.T, dir string) map[string]string {
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

func TestErrorsPrintOneDiagnosticAndWriteNothing(t *testing.T) {
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
			code, stdout, stderr := run(t, "--schemas", schemas, "-o", out, filepath.Join(programs, tt.file))
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
			if files := snapshot(t, out); len(files) != 0 {
				t.Errorf("wrote %v", files)
			}
		})
	}
}

// TestGeneratorErrorsWriteNothing checks that a program the Python
// generator cannot generate yields a diagnostic and no files.
func TestGeneratorErrorsWriteNothing(t *testing.T) {
	dir := gentest.WriteTree(t, map[string]string{
		"main.pp": "resource a \"random:index/randomPet:RandomPet\" {\n  options {\n    customTimeouts = { forever = \"1h\" }\n  }\n}\n",
	})
	out := t.TempDir()
	code, stdout, stderr := run(t, "--schemas", schemas, "-o", out, dir)
	if code != cli.ExitDiagnostic || stdout != "" || !strings.Contains(stderr, "Error: Unsupported custom timeout") {
		t.Errorf("exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	if files := snapshot(t, out); len(files) != 0 {
		t.Errorf("wrote %v", files)
	}
}

func TestProject(t *testing.T) {
	out := filepath.Join(t.TempDir(), "web")
	if code, stdout, stderr := run(t, "--schemas", schemas, "-o", out, example); code != cli.ExitOK || stdout != "" || stderr != "" {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	first := snapshot(t, out)
	for _, name := range []string{"__main__.py", "requirements.txt", "Pulumi.yaml", ".gitignore"} {
		if _, ok := first[name]; !ok {
			t.Errorf("no %s in %v", name, first)
		}
	}
	reqs, _ := os.ReadFile(filepath.Join(out, "requirements.txt"))
	if want := "pulumi>=3.0.0,<4.0.0\npulumi-aws==5.16.2\n"; string(reqs) != want {
		t.Errorf("requirements.txt:\n%s\nwant:\n%s", reqs, want)
	}
	yaml, _ := os.ReadFile(filepath.Join(out, "Pulumi.yaml"))
	if !strings.HasPrefix(string(yaml), "name: \"web\"\nruntime:\n  name: python\n") {
		t.Errorf("Pulumi.yaml:\n%s", yaml)
	}
	main, _ := os.ReadFile(filepath.Join(out, "__main__.py"))

	// Without -o, the same __main__.py goes to stdout.
	if code, stdout, _ := run(t, "--schemas", schemas, example); code != cli.ExitOK || stdout != string(main) {
		t.Errorf("stdout mode: exit %d, output differs from __main__.py:\n%s", code, gentest.UnifiedDiff("__main__.py", "stdout", main, []byte(stdout)))
	}

	// A second run and --check change nothing.
	time.Sleep(10 * time.Millisecond)
	if code, _, stderr := run(t, "--schemas", schemas, "-o", out, example); code != cli.ExitOK {
		t.Fatalf("second run: exit %d: %s", code, stderr)
	}
	if code, stdout, _ := run(t, "--schemas", schemas, "--check", "-o", out, example); code != cli.ExitOK || stdout != "" {
		t.Errorf("--check on fresh files: exit %d, stdout %q", code, stdout)
	}
	if again := snapshot(t, out); len(again) != len(first) {
		t.Errorf("files changed: %v", again)
	} else {
		for name, v := range first {
			if again[name] != v {
				t.Errorf("%s was rewritten", name)
			}
		}
	}

	// A stale requirements.txt is listed by --check.
	if err := os.WriteFile(filepath.Join(out, "requirements.txt"), []byte("pulumi\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, stdout, _ := run(t, "--schemas", schemas, "--check", "-o", out, example); code != cli.ExitDiagnostic || stdout != filepath.Join(out, "requirements.txt")+"\n" {
		t.Errorf("--check on a stale requirements.txt: exit %d, stdout %q", code, stdout)
	}
}

func TestProjectNameAndSDKVersion(t *testing.T) {
	out := t.TempDir()
	code, _, stderr := run(t, "--schemas", schemas, "-o", out, "--project-name", "web", "--sdk-version", "3.250.0", example)
	if code != cli.ExitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	reqs, _ := os.ReadFile(filepath.Join(out, "requirements.txt"))
	if !strings.HasPrefix(string(reqs), "pulumi==3.250.0\n") {
		t.Errorf("requirements.txt:\n%s", reqs)
	}
	yaml, _ := os.ReadFile(filepath.Join(out, "Pulumi.yaml"))
	if !strings.HasPrefix(string(yaml), "name: \"web\"\n") {
		t.Errorf("Pulumi.yaml:\n%s", yaml)
	}
}

func TestUsage(t *testing.T) {
	tests := []struct {
		name string
		args []string
		code int
		out  string
	}{
		{"version", []string{"--version"}, cli.ExitOK, "pcl2py (pclgen " + cli.Version + ")"},
		{"help-has-examples", []string{"--help"}, cli.ExitOK, "pcl2py --schemas testdata/schemas -o web testdata/examples/webserver"},
		{"help-names-the-default-sdk", []string{"--help"}, cli.ExitOK, "pulumi>=3.0.0,<4.0.0"},
		{"no-path", nil, cli.ExitUsage, "expected exactly one PATH"},
		{"bad-sdk-version", []string{"--schemas", schemas, "-o", "x", "--sdk-version", "latest", example}, cli.ExitDiagnostic, "Invalid Pulumi SDK version"},
		{"sdk-version-not-3", []string{"--schemas", schemas, "-o", "x", "--sdk-version", "2.1.0", example}, cli.ExitDiagnostic, "is not a 3.x version"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if len(tt.args) > 3 && tt.args[2] == "-o" {
				tt.args[3] = t.TempDir()
			}
			code, stdout, stderr := run(t, tt.args...)
			if code != tt.code || !strings.Contains(stdout+stderr, tt.out) {
				t.Errorf("exit %d (want %d); output lacks %q:\n%s%s", code, tt.code, tt.out, stdout, stderr)
			}
		})
	}
}

func TestComponentsNeedAProject(t *testing.T) {
	dir := gentest.WriteTree(t, map[string]string{
		"main.pp":     "component web \"./web\" {\n  name = \"x\"\n}\noutput u {\n  value = web.url\n}\n",
		"web/main.pp": "config name \"string\" {}\noutput url {\n  value = \"http://${name}\"\n}\n",
	})
	code, stdout, stderr := run(t, dir)
	if code != cli.ExitUsage || stdout != "" || !strings.Contains(stderr, "which cannot all go to standard output; write them with -o DIR") {
		t.Errorf("stdout mode: exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	out := t.TempDir()
	if code, _, stderr := run(t, "-o", out, dir); code != cli.ExitOK {
		t.Fatalf("-o: exit %d: %s", code, stderr)
	}
	files := snapshot(t, out)
	for _, name := range []string{"__main__.py", "web.py", "requirements.txt", "Pulumi.yaml", ".gitignore"} {
		if _, ok := files[name]; !ok {
			t.Errorf("no %s in %v", name, files)
		}
	}
	if len(files) != 5 {
		t.Errorf("want 5 files, got %d", len(files))
	}
}
