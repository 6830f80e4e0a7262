package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/pclgen/pclgen"
	"github.com/pclgen/pclgen/gen/gentest"
)

// runTest runs the test generator g with the test schemas and args.
func runTest(g *Generator, args ...string) (int, string, string) {
	var stdout, stderr bytes.Buffer
	code := g.Run(append([]string{"--schemas", testSchemas}, args...), &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

func readFile(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestRefusesFilesItDidNotWrite checks that -o into a directory holding a
// file of the user's that a generated file would replace (as -o . in an
// existing module replaced go.mod) writes nothing, names the file, and
// that --check lists it and --force replaces it.
func TestRefusesFilesItDidNotWrite(t *testing.T) {
	out := t.TempDir()
	mine := filepath.Join(out, "manifest.test")
	if err := os.WriteFile(mine, []byte("the user's own\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := runTest(testGenerator(), "-o", out, testExample)
	if code != ExitDiagnostic || stdout != "" || !strings.Contains(stderr, "refusing to replace a file that pclgen did not write") || !strings.Contains(stderr, mine) || !strings.Contains(stderr, "--force") {
		t.Errorf("exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	if got := listTree(t, out); len(got) != 1 || readFile(t, mine) != "the user's own\n" {
		t.Errorf("files after a refusal: %v", got)
	}
	code, stdout, stderr = runTest(testGenerator(), "--check", "-o", out, testExample)
	if code != ExitDiagnostic || !strings.Contains(stdout, mine+"\n") || !strings.Contains(stderr, "1 files pclgen did not write would need --force") {
		t.Errorf("--check: exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	// As JSON, the refusal is one diagnostic line.
	code, _, stderr = runTest(testGenerator(), "--json", "-o", out, testExample)
	var d jsonDiagnostic
	if err := json.Unmarshal([]byte(stderr), &d); code != ExitDiagnostic || err != nil || d.Severity != "error" || !strings.Contains(d.Detail, mine) {
		t.Errorf("--json refusal: exit %d, %v: %q", code, err, stderr)
	}
	// A file with the generated contents already is adopted, not refused.
	if code, _, stderr := runTest(testGenerator(), "--force", "-o", out, testExample); code != ExitOK {
		t.Fatalf("--force: exit %d: %s", code, stderr)
	}
	if got := readFile(t, mine); !strings.HasPrefix(got, "name ") {
		t.Errorf("--force did not replace the file: %q", got)
	}
	if !strings.Contains(readFile(t, filepath.Join(out, ManifestFile)), "\nmanifest.test\n") {
		t.Errorf("the manifest does not list the replaced file")
	}
	// Owned now: a regeneration replaces it without --force.
	if err := os.WriteFile(mine, []byte("edited\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := runTest(testGenerator(), "-o", out, testExample); code != ExitOK || !strings.HasPrefix(readFile(t, mine), "name ") {
		t.Errorf("regenerating over an edited generated file: exit %d: %s", code, stderr)
	}
}

// TestRemovesFilesOfAPreviousGeneration checks that generating program B
// into the -o of program A removes A's component files (and the directory
// they leave empty), and that --check lists them first.
func TestRemovesFilesOfAPreviousGeneration(t *testing.T) {
	programs := gentest.WriteTree(t, map[string]string{
		"a/main.pp":     "component web \"./web\" {}\n",
		"a/web/main.pp": "output url {\n  value = \"http://example.com\"\n}\n",
		"b/main.pp":     "output x {\n  value = 1\n}\n",
	})
	out := filepath.Join(t.TempDir(), "proj")
	if code, _, stderr := runTest(testGenerator(), "-o", out, filepath.Join(programs, "a")); code != ExitOK {
		t.Fatalf("a: exit %d: %s", code, stderr)
	}
	if err := os.WriteFile(filepath.Join(out, "notes.txt"), []byte("mine\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := runTest(testGenerator(), "--check", "-o", out, filepath.Join(programs, "b"))
	stale := filepath.Join(out, "web", "component.test")
	if code != ExitDiagnostic || !strings.Contains(stdout, stale+"\n") || !strings.Contains(stderr, "1 files of a previous generation would be removed") {
		t.Errorf("--check: exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	if code, _, stderr := runTest(testGenerator(), "-o", out, filepath.Join(programs, "b")); code != ExitOK {
		t.Fatalf("b: exit %d: %s", code, stderr)
	}
	if _, err := os.Stat(filepath.Join(out, "web")); err == nil {
		t.Errorf("the component directory of a is left behind")
	}
	if readFile(t, filepath.Join(out, "notes.txt")) != "mine\n" {
		t.Errorf("a file pclgen did not write was touched")
	}
	if code, stdout, stderr := runTest(testGenerator(), "--check", "-o", out, filepath.Join(programs, "b")); code != ExitOK {
		t.Errorf("--check after b: exit %d\n%s%s", code, stdout, stderr)
	}
}

// TestConcurrentWritesDoNotMix checks that runs generating two programs
// into one directory at once leave the files of one of them, whole.
func TestConcurrentWritesDoNotMix(t *testing.T) {
	programs := gentest.WriteTree(t, map[string]string{
		"a/main.pp":     "component web \"./web\" {}\n",
		"a/web/main.pp": "output url {\n  value = \"http://example.com\"\n}\n",
		"b/main.pp":     "output x {\n  value = 1\n}\n",
	})
	out := filepath.Join(t.TempDir(), "proj")
	var wg sync.WaitGroup
	codes := make([]int, 8)
	for i := range codes {
		wg.Add(1)
		go func() {
			defer wg.Done()
			prog := filepath.Join(programs, string(rune('a'+i%2)))
			codes[i], _, _ = runTest(testGenerator(), "-o", out, prog)
		}()
	}
	wg.Wait()
	for i, c := range codes {
		if c != ExitOK {
			t.Errorf("run %d: exit %d", i, c)
		}
	}
	files := listTree(t, out)
	main, _, _ := strings.Cut(files["main.test"], "@")
	_, hasComponent := files["web/component.test"]
	if (main == "node web\n") != hasComponent || len(files) != map[bool]int{true: 4, false: 3}[hasComponent] {
		t.Errorf("mixed files: %v", files)
	}
	for _, p := range []string{"a", "b"} {
		if main == map[string]string{"a": "node web\n", "b": "node x\n"}[p] {
			if code, stdout, stderr := runTest(testGenerator(), "--check", "-o", out, filepath.Join(programs, p)); code != ExitOK {
				t.Errorf("--check %s: exit %d\n%s%s", p, code, stdout, stderr)
			}
		}
	}
}

// TestProjectNameFromDirectory checks the names derived from -o when the
// backend refuses the directory's name as it is.
func TestProjectNameFromDirectory(t *testing.T) {
	g := testGenerator()
	g.CheckName = func(name string) error {
		switch {
		case name == "go" || name == "std":
			return fmt.Errorf("%q is reserved", name)
		case strings.ToLower(name) != name:
			return fmt.Errorf("upper case")
		case strings.Contains(name, ".."):
			return fmt.Errorf("two dots")
		}
		return nil
	}
	for dir, want := range map[string]string{"out/go": "go-program", "std": "std-program", "MyApp": "myapp", "web": "web",
		"a..b": "a-b", "A..B": "a-b", "_..": "program"} {
		if got, err := g.projectName(dir); got != want || err != nil {
			t.Errorf("projectName(%q) = %q, %v; want %q", dir, got, err, want)
		}
	}
	g.CheckName = func(name string) error { return fmt.Errorf("never") }
	out := filepath.Join(t.TempDir(), "web")
	code, _, stderr := runTest(g, "-o", out, testExample)
	if code != ExitUsage || !strings.Contains(stderr, "give a name with --project-name") || !strings.Contains(stderr, "never") {
		t.Errorf("exit %d: %s", code, stderr)
	}
}

// TestDerivedProjectNamesAreTaken checks, with every language's own check
// of project names, that a name derived from any -o directory is taken
// (issue 12 item 20: -o /tmp/MyProj gave an npm package name npm refuses).
func TestDerivedProjectNamesAreTaken(t *testing.T) {
	dirs := []string{"/tmp/MyProj", "My Proj", "_private", "~tilde", ".hidden", "go", "std", "con", "a..b", "UPPER_case-Mix.1",
		"__", "-", "9lives", "node_modules", "favicon.ico", strings.Repeat("Long", 80), "名前"}
	for _, lang := range []pclgen.Language{pclgen.Go, pclgen.TypeScript, pclgen.Python} {
		g := testGenerator()
		g.CheckName = lang.CheckProjectName
		for _, dir := range dirs {
			name, err := g.projectName(dir)
			if err != nil {
				t.Errorf("%s: -o %q: %v", lang, dir, err)
				continue
			}
			if err := lang.CheckProjectName(name); err != nil {
				t.Errorf("%s: -o %q gave %q: %v", lang, dir, name, err)
			}
		}
	}
}

// TestUsageErrors checks that every usage error exits 2, that flags given
// after PATH get a hint, and that under --json each is one JSON line.
func TestUsageErrors(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"flags-after-path", []string{testExample, "-o", "x"}, "flags must come before PATH, and -o follows it"},
		{"unknown-flag", []string{"--nope", testExample}, "flag provided but not defined: -nope"},
		{"no-path", nil, "expected exactly one PATH"},
	}
	for _, tt := range tests {
		for _, asJSON := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/json=%v", tt.name, asJSON), func(t *testing.T) {
				args := tt.args
				if asJSON {
					args = append([]string{"--json"}, args...)
				}
				var stdout, stderr bytes.Buffer
				code := testGenerator().Run(args, &stdout, &stderr)
				if code != ExitUsage || !strings.Contains(stderr.String(), tt.want) {
					t.Errorf("exit %d, stderr lacks %q:\n%s", code, tt.want, stderr.String())
				}
				if asJSON {
					var d jsonDiagnostic
					if err := json.Unmarshal(stderr.Bytes(), &d); err != nil || d.Summary != "Usage error" {
						t.Errorf("not one JSON diagnostic (%v): %q", err, stderr.String())
					}
				} else if strings.Contains(stderr.String(), "Usage:") {
					t.Errorf("a usage error prints the whole help:\n%s", stderr.String())
				}
			})
		}
	}
}
