package pclgentest_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen"
	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/pclgentest"
)

// listBackend is a stand-in backend for testing the harness: main.txt
// lists the program's nodes, and each component gets a file.
type listBackend struct{}

const list pclgen.Language = "list"

func (listBackend) Language() string { return string(list) }

func (listBackend) GenerateProgram(prog *binder.Program) ([]gen.File, hcl.Diagnostics) {
	var main strings.Builder
	for _, n := range prog.Nodes {
		fmt.Fprintf(&main, "%s\n", n.Name())
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

var listOptions = pclgentest.Options{Convert: pclgen.Options{
	Languages: []pclgen.Language{list},
	Backends:  []gen.Backend{listBackend{}},
}}

// newPrograms writes a directory with one program, "app", that has a
// component, beside directories that are not programs.
func newPrograms(t *testing.T) string {
	return gentest.WriteTree(t, map[string]string{
		"app/main.pp":     "a = 1\ncomponent web \"./web\" {}\n",
		"app/web/main.pp": "output url {\n  value = \"u\"\n}\n",
		"notaprogram/x":   "",
	})
}

func TestPrograms(t *testing.T) {
	dir := gentest.WriteTree(t, map[string]string{
		"app/main.pp":               "",
		"app/web/main.pp":           "",
		"deep/er/prog/program.pp":   "",
		"deep/er/prog/go/main.go":   "",
		"deep/notaprogram/README":   "",
		"_skipped/main.pp":          "",
		".hidden/main.pp":           "",
		"deep/.hidden/again/top.pp": "",
	})
	got, err := pclgentest.Programs(dir)
	if err != nil || strings.Join(got, ",") != "app,deep/er/prog" {
		t.Errorf("Programs = %v, %v; want [app deep/er/prog]", got, err)
	}
	if got, err := pclgentest.Programs(filepath.Join(dir, "app")); err != nil || strings.Join(got, ",") != "." {
		t.Errorf("Programs of a program = %v, %v; want [.]", got, err)
	}
	if _, err := pclgentest.Compare(context.Background(), filepath.Join(dir, "deep", "notaprogram"), listOptions); err == nil {
		t.Error("Compare of a directory without programs succeeded")
	}
}

// problems returns the problems of the one result of Compare on dir.
func problems(t *testing.T, dir string, opts pclgentest.Options) string {
	t.Helper()
	res, err := pclgentest.Compare(context.Background(), dir, opts)
	if err != nil {
		t.Fatal(err)
	}
	if len(res) != 1 || res[0].Program != "app" || res[0].Language != list {
		t.Fatalf("results %+v, want one for app in list", res)
	}
	return strings.Join(res[0].Problems, "\n")
}

func TestCompare(t *testing.T) {
	tests := []struct {
		name  string
		check func(string, pclgen.Language, []pclgen.File) []string
		// edit changes the golden files written by Update before comparing.
		edit func(golden string) error
		want []string // substrings of the problems; none for a pass
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
			name: "check-hook",
			check: func(program string, lang pclgen.Language, files []pclgen.File) []string {
				if filepath.Base(program) != "app" || lang != list || len(files) != 2 {
					return []string{fmt.Sprintf("check called with %s, %s, %d files", program, lang, len(files))}
				}
				return []string{"web/component.txt: not formatted"}
			},
			want: []string{"web/component.txt: not formatted"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := newPrograms(t)
			golden := filepath.Join(dir, "app", "list")
			if res, err := pclgentest.Update(context.Background(), dir, listOptions); err != nil || len(res) != 1 || !res[0].OK() {
				t.Fatalf("updating: %+v, %v", res, err)
			}
			if b, err := os.ReadFile(filepath.Join(golden, "main.txt")); err != nil || string(b) != "a\nweb\n" {
				t.Fatalf("golden main.txt = %q, %v", b, err)
			}
			if tt.edit != nil {
				if err := tt.edit(golden); err != nil {
					t.Fatal(err)
				}
			}
			opts := listOptions
			opts.Check = tt.check
			all := problems(t, dir, opts)
			if len(tt.want) == 0 && all != "" {
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
	dir := newPrograms(t)
	stale := filepath.Join(dir, "app", "list", "gone", "old.txt")
	if err := os.MkdirAll(filepath.Dir(stale), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(stale, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if res, err := pclgentest.Update(context.Background(), dir, listOptions); err != nil || !res[0].OK() {
		t.Fatal(res, err)
	}
	if _, err := os.Stat(stale); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("Update kept %s: %v", stale, err)
	}
}

func TestBindErrorIsAProblem(t *testing.T) {
	dir := gentest.WriteTree(t, map[string]string{"app/main.pp": "a = b\n"})
	if p := problems(t, dir, listOptions); !strings.Contains(p, "main.pp:1:5: Undefined variable") {
		t.Errorf("problems = %q", p)
	}
}

// TestGoldenDir: golden files go where Options.GoldenDir says, for the
// real languages.
func TestGoldenDir(t *testing.T) {
	dir := gentest.WriteTree(t, map[string]string{"app/main.pp": "config n \"int\" {}\noutput twice {\n  value = n * 2\n}\n"})
	opts := pclgentest.Options{GoldenDir: func(l pclgen.Language) string { return "out-" + l.String() }}
	res, err := pclgentest.Update(context.Background(), dir, opts)
	if err != nil || len(res) != 3 {
		t.Fatalf("Update = %+v, %v", res, err)
	}
	for _, want := range []string{"out-go/main.go", "out-typescript/index.ts", "out-python/__main__.py"} {
		if _, err := os.Stat(filepath.Join(dir, "app", filepath.FromSlash(want))); err != nil {
			t.Error(err)
		}
	}
	res, err = pclgentest.Compare(context.Background(), dir, opts)
	for _, r := range res {
		if !r.OK() {
			t.Errorf("%s/%s: %v", r.Program, r.Language, r.Problems)
		}
	}
	if err != nil {
		t.Fatal(err)
	}
}
