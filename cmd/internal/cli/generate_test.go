package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/gen/gentest"
)

// testBackend is a stand-in backend for testing the driver: its "program"
// lists the program's nodes, one file per component, and its project adds
// a manifest naming the options. It exists only in tests.
type testBackend struct{}

func (testBackend) Language() string { return "test" }

func (testBackend) GenerateProgram(prog *binder.Program) ([]gen.File, hcl.Diagnostics) {
	var main bytes.Buffer
	for _, n := range prog.Nodes {
		fmt.Fprintf(&main, "node %s\n", n.Name())
	}
	files := []gen.File{{Path: "main.test", Contents: main.Bytes()}}
	comps := prog.Components()
	sort.Slice(comps, func(i, j int) bool { return comps[i].Name() < comps[j].Name() })
	for _, c := range comps {
		files = append(files, gen.File{Path: c.Name() + "/component.test", Contents: []byte("component " + c.Name() + "\n")})
	}
	return files, nil
}

func (b testBackend) GenerateProject(prog *binder.Program, opts gen.ProjectOptions) ([]gen.File, hcl.Diagnostics) {
	files, diags := b.GenerateProgram(prog)
	manifest := fmt.Sprintf("name %s\nsdk %s\n", opts.Name, opts.SDKVersion)
	return append(files, gen.File{Path: "manifest.test", Contents: []byte(manifest)}), diags
}

func testGenerator() *Generator {
	return &Generator{
		Name:              "pcl2test",
		Language:          "test",
		backend:           testBackend{},
		LanguageName:      "Test",
		ProjectFiles:      "manifest.test",
		DefaultSDKVersion: "v9.9.9",
		Examples:          []string{"pcl2test --schemas testdata/schemas testdata/examples/webserver"},
	}
}

// listTree returns every file under dir with its contents and
// modification time.
func listTree(t *testing.T, dir string) map[string]string {
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
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		out[filepath.ToSlash(rel)] = fmt.Sprintf("%s@%d", src, info.ModTime().UnixNano())
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

var (
	testSchemas = filepath.Join("..", "..", "..", "testdata", "schemas")
	testExample = filepath.Join("..", "..", "..", "testdata", "examples", "webserver")
)

func TestGenerateErrors(t *testing.T) {
	programs := gentest.WriteTree(t, map[string]string{
		"missing-schema/main.pp": "resource a \"nope:index:Thing\" {}\n",
		"syntax/main.pp":         "resource a \"random:index/randomPet:RandomPet\" {\n  length = \n",
		"type/main.pp":           "resource a \"random:index/randomPet:RandomPet\" {\n  length = [1]\n}\n",
		"cycle/main.pp":          "a = b\nb = a\n",
	})
	tests := []struct {
		name  string
		dir   string
		where string // file:line:col of the one error
		what  string
	}{
		{"missing-schema", "missing-schema", "main.pp:1:12", "Missing package schema"},
		{"syntax-error", "syntax", "main.pp:2:12", "Error: Invalid expression"},
		{"type-error", "type", "main.pp:2:12", "Error: Type mismatch"},
		{"cycle", "cycle", "main.pp:1:1", "Circular reference"},
	}
	for _, tt := range tests {
		for _, mode := range []string{"stdout", "project", "json"} {
			t.Run(tt.name+"/"+mode, func(t *testing.T) {
				out := t.TempDir()
				before := listTree(t, out)
				args := []string{"--schemas", testSchemas}
				switch mode {
				case "project":
					args = append(args, "-o", out)
				case "json":
					args = append(args, "--json", "-o", filepath.Join(out, "new"))
				}
				args = append(args, filepath.Join(programs, tt.dir))
				var stdout, stderr bytes.Buffer
				code := testGenerator().Run(args, &stdout, &stderr)
				if code != ExitDiagnostic {
					t.Errorf("exit code %d, want %d\nstderr:\n%s", code, ExitDiagnostic, stderr.String())
				}
				if stdout.Len() != 0 {
					t.Errorf("stdout is not empty:\n%s", stdout.String())
				}
				if after := listTree(t, out); fmt.Sprint(after) != fmt.Sprint(before) {
					t.Errorf("the output directory changed: %v", after)
				}
				if _, err := os.Stat(filepath.Join(out, "new")); err == nil {
					t.Errorf("the -o directory was created")
				}
				if mode == "json" {
					lines := strings.Split(strings.TrimSpace(stderr.String()), "\n")
					if len(lines) != 1 {
						t.Fatalf("want one JSON line, got:\n%s", stderr.String())
					}
					var d jsonDiagnostic
					if err := json.Unmarshal([]byte(lines[0]), &d); err != nil {
						t.Fatal(err)
					}
					if d.Severity != "error" || d.Range == nil || !strings.HasSuffix(d.Range.Filename, "main.pp") {
						t.Errorf("unexpected diagnostic %+v", d)
					}
					return
				}
				text := stderr.String()
				if n := strings.Count(text, "Error: "); n != 1 {
					t.Errorf("want exactly one error, got %d:\n%s", n, text)
				}
				if !strings.Contains(text, filepath.Join(tt.dir, tt.where)) || !strings.Contains(text, tt.what) {
					t.Errorf("stderr lacks %s and %q:\n%s", filepath.Join(tt.dir, tt.where), tt.what, text)
				}
				if !strings.Contains(text, "main.pp line ") {
					t.Errorf("stderr has no source snippet:\n%s", text)
				}
			})
		}
	}
}

func TestGenerateUsage(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		code   int
		stdout string
		stderr string
	}{
		{"no-path", nil, ExitUsage, "", "expected exactly one PATH"},
		{"two-paths", []string{"a.pp", "b.pp"}, ExitUsage, "", "got 2 arguments"},
		{"unknown-flag", []string{"--nope", testExample}, ExitUsage, "", "flag provided but not defined"},
		{"check-without-o", []string{"--check", testExample}, ExitUsage, "", "give the project's directory with -o"},
		{"project-name-without-o", []string{"--project-name", "x", testExample}, ExitUsage, "", "give -o DIR"},
		{"help", []string{"--help"}, ExitOK, "", "Examples:\n  pcl2test --schemas"},
		{"help-names-default-sdk", []string{"-h"}, ExitOK, "", "default v9.9.9"},
		{"version", []string{"--version"}, ExitOK, "pcl2test (pclgen " + Version + ")\n", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := testGenerator().Run(tt.args, &stdout, &stderr)
			if code != tt.code {
				t.Errorf("exit code %d, want %d\nstderr:\n%s", code, tt.code, stderr.String())
			}
			if tt.stdout != "" && stdout.String() != tt.stdout {
				t.Errorf("stdout %q, want %q", stdout.String(), tt.stdout)
			}
			if !strings.Contains(stderr.String(), tt.stderr) {
				t.Errorf("stderr lacks %q:\n%s", tt.stderr, stderr.String())
			}
		})
	}
}

func TestGenerateStdout(t *testing.T) {
	withComponent := gentest.WriteTree(t, map[string]string{
		"main.pp":     "component web \"./web\" {}\n",
		"web/main.pp": "output url {\n  value = \"http://example.com\"\n}\n",
	})
	tests := []struct {
		name   string
		path   string
		code   int
		stdout string
		stderr string
	}{
		{"one-file-printed", testExample, ExitOK, "node instanceType\nnode port\n", ""},
		{"components-refused", withComponent, ExitUsage, "", "the program needs 2 files (main.test, web/component.test), which cannot all go to standard output; write them with -o DIR"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := testGenerator().Run([]string{"--schemas", testSchemas, tt.path}, &stdout, &stderr)
			if code != tt.code {
				t.Errorf("exit code %d, want %d\nstderr:\n%s", code, tt.code, stderr.String())
			}
			if !strings.HasPrefix(stdout.String(), tt.stdout) || (tt.stdout == "" && stdout.Len() > 0) {
				t.Errorf("stdout:\n%s\nwant it to start with:\n%s", stdout.String(), tt.stdout)
			}
			if !strings.Contains(stderr.String(), tt.stderr) {
				t.Errorf("stderr lacks %q:\n%s", tt.stderr, stderr.String())
			}
		})
	}
}

func TestGenerateProject(t *testing.T) {
	program := gentest.WriteTree(t, map[string]string{
		"main.pp":     "component web \"./web\" {}\n",
		"web/main.pp": "output url {\n  value = \"http://example.com\"\n}\n",
	})
	out := filepath.Join(t.TempDir(), "my web")
	run := func(args ...string) (int, string, string) {
		t.Helper()
		var stdout, stderr bytes.Buffer
		code := testGenerator().Run(append(append([]string{"--schemas", testSchemas}, args...), program), &stdout, &stderr)
		return code, stdout.String(), stderr.String()
	}

	// A fresh directory gets every file; the name comes from the directory.
	if code, stdout, stderr := run("-o", out); code != ExitOK || stdout != "" || stderr != "" {
		t.Fatalf("first run: exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	first := listTree(t, out)
	want := map[string]string{
		"main.test":          "node web\n",
		"web/component.test": "component web\n",
		"manifest.test":      "name my-web\nsdk \n",
		ManifestFile:         "# The files pcl2test generated in this directory; keep this list with them.\n# A regeneration rewrites them, removes those it no longer produces, and\n# does not replace any other file unless given --force.\nmain.test\nmanifest.test\nweb/component.test\n",
	}
	if len(first) != len(want) {
		t.Errorf("wrote %v, want %d files", first, len(want))
	}
	for name, contents := range want {
		if got, _, _ := strings.Cut(first[name], "@"); got != contents {
			t.Errorf("%s = %q, want %q", name, got, contents)
		}
	}

	// --check on a fresh project: nothing to report.
	if code, stdout, stderr := run("--check", "-o", out); code != ExitOK || stdout != "" || stderr != "" {
		t.Errorf("--check on fresh files: exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}

	// A second run writes nothing: modification times are unchanged.
	time.Sleep(10 * time.Millisecond)
	if code, _, stderr := run("-o", out); code != ExitOK {
		t.Fatalf("second run: exit %d\n%s", code, stderr)
	}
	if second := listTree(t, out); fmt.Sprint(second) != fmt.Sprint(first) {
		t.Errorf("the second run changed files:\n%v\nwas:\n%v", second, first)
	}

	// Stale and missing files: --check lists them, writes nothing, exits 1.
	if err := os.WriteFile(filepath.Join(out, "main.test"), []byte("edited\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(filepath.Join(out, "main.test"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(filepath.Join(out, "web", "component.test")); err != nil {
		t.Fatal(err)
	}
	stale := listTree(t, out)
	code, stdout, stderr := run("--check", "-o", out)
	wantList := filepath.Join(out, "main.test") + "\n" + filepath.Join(out, "web", "component.test") + "\n"
	if code != ExitDiagnostic || stdout != wantList || !strings.Contains(stderr, "2 of 4 generated files are out of date") {
		t.Errorf("--check on stale files: exit %d\nstdout:\n%s\nwant:\n%s\nstderr:\n%s", code, stdout, wantList, stderr)
	}
	if after := listTree(t, out); fmt.Sprint(after) != fmt.Sprint(stale) {
		t.Errorf("--check wrote files")
	}

	// Regenerating rewrites only the stale files, keeping an edited file's
	// mode, and leaves no temporary files.
	if code, _, stderr := run("-o", out, "--project-name", "web", "--sdk-version", "v3.1.0"); code != ExitOK {
		t.Fatalf("third run: exit %d\n%s", code, stderr)
	}
	third := listTree(t, out)
	if len(third) != len(want) {
		t.Errorf("files after the third run: %v", third)
	}
	if got, _, _ := strings.Cut(third["manifest.test"], "@"); got != "name web\nsdk v3.1.0\n" {
		t.Errorf("manifest.test = %q: the options were not passed", got)
	}
	if got, _, _ := strings.Cut(third["main.test"], "@"); got != want["main.test"] {
		t.Errorf("main.test was not restored: %q", got)
	}
	if info, err := os.Stat(filepath.Join(out, "main.test")); err != nil || info.Mode().Perm() != 0o600 {
		t.Errorf("main.test mode: %v, %v; want 0600 kept", info.Mode(), err)
	}
}

func TestDefaultProjectName(t *testing.T) {
	tests := map[string]string{
		"webserver":         "webserver",
		"/tmp/my web/":      "my-web",
		"/srv/.hidden":      "hidden",
		"/x/a+b@c":          "a-b-c",
		"/x/¡¿":             "program",
		"/x/infra.v2_final": "infra.v2_final",
	}
	for in, want := range tests {
		if got := DefaultProjectName(in); got != want {
			t.Errorf("DefaultProjectName(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestWriteFilesRejectsPathsOutsideTheDirectory(t *testing.T) {
	for _, p := range []string{"", ".", "../x", "/etc/x", "a/../../x", "a//b"} {
		if _, err := WriteFiles(t.TempDir(), []gen.File{{Path: p}}); err == nil {
			t.Errorf("WriteFiles accepted the path %q", p)
		}
	}
	if _, err := WriteFiles(t.TempDir(), []gen.File{{Path: "a"}, {Path: "a"}}); err == nil {
		t.Error("WriteFiles accepted a path given twice")
	}
}

func TestWrapText(t *testing.T) {
	tests := []struct {
		text  string
		width int
		want  string
	}{
		{"a bb ccc dddd", 6, "a bb\nccc\ndddd"},
		{"a bb ccc", 8, "a bb ccc"},
		{"  spaced   out  ", 20, "spaced out"},
		{"averyverylongword x", 4, "averyverylongword\nx"},
		{"", 10, ""},
	}
	for _, tc := range tests {
		t.Run(tc.text, func(t *testing.T) {
			if got := wrapText(tc.text, tc.width); got != tc.want {
				t.Errorf("wrapText(%q, %d) = %q, want %q", tc.text, tc.width, got, tc.want)
			}
		})
	}
}
