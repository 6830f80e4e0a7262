package gentest

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
)

// listBackend is a stand-in backend for testing the harness (tests only):
// main.txt lists the program's nodes, and each component gets a file.
type listBackend struct {
	// extra is appended to main.txt.
	extra func() string
}

// calls counts the nondeterministic backend's runs.
var calls int

func (listBackend) Language() string { return "list" }

func (b listBackend) GenerateProgram(prog *binder.Program) ([]gen.File, hcl.Diagnostics) {
	var main strings.Builder
	for _, n := range prog.Nodes {
		fmt.Fprintf(&main, "%s\n", n.Name())
	}
	if b.extra != nil {
		main.WriteString(b.extra())
	}
	files := []gen.File{{Path: "main.txt", Contents: []byte(main.String())}}
	for _, c := range prog.Components() {
		files = append(files, gen.File{Path: c.Name() + "/component.txt", Contents: []byte(c.Name() + "\n")})
	}
	return files, nil
}

func (b listBackend) GenerateProject(prog *binder.Program, _ gen.ProjectOptions) ([]gen.File, hcl.Diagnostics) {
	return b.GenerateProgram(prog)
}

// newPrograms writes a programs directory with one program, "app", that
// has a component.
func newPrograms(t *testing.T) string {
	t.Helper()
	return WriteTree(t, map[string]string{
		"app/main.pp":     "a = 1\ncomponent web \"./web\" {}\n",
		"app/web/main.pp": "output url {\n  value = \"u\"\n}\n",
		"notaprogram/x":   "",
	})
}

func TestPrograms(t *testing.T) {
	names, err := Programs(newPrograms(t))
	if err != nil || strings.Join(names, ",") != "app" {
		t.Errorf("Programs = %v, %v; want [app]", names, err)
	}
}

func TestProgramProblems(t *testing.T) {
	loader := schema.NewLoader()
	tests := []struct {
		name    string
		backend listBackend
		check   func(string, []byte) error
		// edit changes the golden files written by -update before comparing.
		edit func(golden string) error
		want []string // substrings of the problems, in order; none for a pass
	}{
		{name: "fresh-golden-files-pass"},
		{
			name: "changed-golden-file-gives-a-diff",
			edit: func(g string) error {
				return os.WriteFile(filepath.Join(g, "main.txt"), []byte("a\nweb\nold\n"), 0o644)
			},
			want: []string{"main.txt differs from its golden file (`go test -update` rewrites it):\n--- ", "@@ -1,3 +1,2 @@\n a\n web\n-old\n"},
		},
		{
			name: "missing-golden-file",
			edit: func(g string) error { return os.Remove(filepath.Join(g, "web", "component.txt")) },
			want: []string{"web/component.txt has no golden file"},
		},
		{
			name: "golden-file-no-longer-generated",
			edit: func(g string) error { return os.WriteFile(filepath.Join(g, "old.txt"), nil, 0o644) },
			want: []string{"old.txt is no longer generated"},
		},
		{
			name: "nondeterministic-output",
			backend: listBackend{extra: func() string {
				calls++
				return fmt.Sprintf("run %d\n", calls)
			}},
			want: []string{"generating twice gave different output"},
		},
		{
			name:    "placeholder",
			backend: listBackend{extra: func() string { return "// TODO: ranges\n" }},
			want:    []string{`main.txt:3 contains "TODO"`},
		},
		{
			name: "check-hook",
			check: func(path string, _ []byte) error {
				if strings.HasPrefix(path, "web/") {
					return errors.New("not formatted")
				}
				return nil
			},
			want: []string{"web/component.txt: not formatted"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := filepath.Join(newPrograms(t), "app")
			golden := filepath.Join(dir, "list")
			// Write the golden files from a well-behaved backend.
			if p := programProblems(dir, loader, Options{Backend: listBackend{}}, true); len(p) != 0 {
				t.Fatalf("updating: %v", p)
			}
			if b, err := os.ReadFile(filepath.Join(golden, "main.txt")); err != nil || string(b) != "a\nweb\n" {
				t.Fatalf("golden main.txt = %q, %v", b, err)
			}
			if tt.edit != nil {
				if err := tt.edit(golden); err != nil {
					t.Fatal(err)
				}
			}
			problems := programProblems(dir, loader, Options{Backend: tt.backend, Check: tt.check}, false)
			all := strings.Join(problems, "\n")
			if len(tt.want) == 0 && len(problems) > 0 {
				t.Errorf("want no problems, got:\n%s", all)
			}
			for _, w := range tt.want {
				if !strings.Contains(all, w) {
					t.Errorf("problems lack %q:\n%s", w, all)
				}
			}
		})
	}
}

func TestUpdateRemovesStaleGoldenFiles(t *testing.T) {
	dir := filepath.Join(newPrograms(t), "app")
	stale := filepath.Join(dir, "list", "gone", "old.txt")
	if err := os.MkdirAll(filepath.Dir(stale), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(stale, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if p := programProblems(dir, schema.NewLoader(), Options{Backend: listBackend{}}, true); len(p) != 0 {
		t.Fatal(p)
	}
	if _, err := os.Stat(stale); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("-update kept %s: %v", stale, err)
	}
}

func TestBindErrorIsAProblem(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "main.pp"), []byte("a = b\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	p := programProblems(dir, schema.NewLoader(), Options{Backend: listBackend{}}, false)
	if len(p) != 1 || !strings.Contains(p[0], "main.pp:1:5: Undefined variable") {
		t.Errorf("problems = %q", p)
	}
}

func TestUpdateFlag(t *testing.T) {
	f := flag.Lookup("update")
	if f == nil {
		t.Fatal("importing gentest does not register -update")
	}
	old := f.Value.String()
	defer flag.Set("update", old)
	for _, v := range []string{"true", "false"} {
		if err := flag.Set("update", v); err != nil {
			t.Fatal(err)
		}
		if got := fmt.Sprint(Updating()); got != v {
			t.Errorf("-update=%s: Updating() = %s", v, got)
		}
	}
}
