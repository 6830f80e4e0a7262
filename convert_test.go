package pclgen_test

import (
	"bytes"
	"context"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen"
	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/gen/gentest"
)

// withComponent is a program with a component, and a random resource.
var withComponent = pclgen.MapFS{
	"app/main.pp": []byte(`config prefix "string" {
  default = "web"
}

resource pet "random:index/randomPet:RandomPet" {
  prefix = prefix
}

component site "./site" {
  name = pet.id
}

output url {
  value = site.url
}
`),
	"app/site/main.pp": []byte(`config name "string" {}

output url {
  value = "https://${name}.example.com"
}
`),
}

func testSchemas() *schema.Loader { return schema.NewLoader(filepath.Join("testdata", "schemas")) }

// writeDisk writes the files of m under a new directory and returns it.
func writeDisk(t *testing.T, m pclgen.MapFS) string {
	files := map[string]string{}
	for name, data := range m {
		files[name] = string(data)
	}
	return gentest.WriteTree(t, files)
}

// TestConvertFromMemoryAsFromDisk converts a program with a component from
// memory, from os.DirFS and from Disk, to every language, with and
// without project files: the files are the same.
func TestConvertFromMemoryAsFromDisk(t *testing.T) {
	ctx := context.Background()
	dir := writeDisk(t, withComponent)
	for _, project := range []*pclgen.ProjectOptions{nil, {Name: "app"}} {
		opts := pclgen.Options{Schemas: testSchemas(), Project: project}
		mem, diags := pclgen.Convert(ctx, withComponent, "app", opts)
		if diags.HasErrors() {
			t.Fatalf("from memory: %v", diags)
		}
		dirFS, _ := pclgen.Convert(ctx, os.DirFS(dir), "app", opts)
		disk, _ := pclgen.Convert(ctx, pclgen.Disk, filepath.Join(dir, "app"), opts)
		if len(mem.Outputs) != 3 {
			t.Fatalf("outputs %+v, want one per language", mem.Outputs)
		}
		for i, lang := range pclgen.Languages() {
			files := mem.Files(lang)
			if mem.Outputs[i].Language != lang || len(files) < 2 {
				t.Errorf("output %d is %s with %d files, want %s with the main file and the component's", i, mem.Outputs[i].Language, len(files), lang)
			}
			if project != nil && !hasPath(files, "Pulumi.yaml") || project == nil && hasPath(files, "Pulumi.yaml") {
				t.Errorf("%s (project %v): files %v", lang, project != nil, paths(files))
			}
			for name, other := range map[string]*pclgen.Result{"os.DirFS": dirFS, "Disk": disk} {
				if !sameFiles(files, other.Files(lang)) {
					t.Errorf("%s: from memory %v, from %s %v (or other contents)", lang, paths(files), name, paths(other.Files(lang)))
				}
			}
		}
	}
}

func hasPath(files []pclgen.File, p string) bool {
	for _, f := range files {
		if f.Path == p {
			return true
		}
	}
	return false
}

func paths(files []pclgen.File) []string {
	var out []string
	for _, f := range files {
		out = append(out, f.Path)
	}
	return out
}

func sameFiles(a, b []pclgen.File) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Path != b[i].Path || !bytes.Equal(a[i].Contents, b[i].Contents) {
			return false
		}
	}
	return true
}

func TestConvertDiagnostics(t *testing.T) {
	ctx := context.Background()
	canceled, cancel := context.WithCancel(ctx)
	cancel()
	tests := []struct {
		name    string
		ctx     context.Context
		files   fs.FS
		path    string
		opts    pclgen.Options
		want    string // "severity summary at file:line" of the first diagnostic
		outputs int
	}{
		{"undefined-variable", ctx, pclgen.MapFS{"p/main.pp": []byte("a = b\n")}, "p", pclgen.Options{},
			"error Undefined variable at p/main.pp:1", 0},
		{"undefined-variable-allowed", ctx, pclgen.MapFS{"p/main.pp": []byte("a = b\n")}, "p",
			pclgen.Options{Strictness: pclgen.Strictness{AllowMissingVariables: true}, Languages: []pclgen.Language{pclgen.Go}},
			"warning Undefined variable at p/main.pp:1", 1},
		{"no-schemas", ctx, withComponent, "app", pclgen.Options{}, "error Missing package schema at app/main.pp:5", 0},
		{"nil-loader", ctx, withComponent, "app", pclgen.Options{Schemas: (*schema.Loader)(nil)}, "error Missing package schema at app/main.pp:5", 0},
		{"missing-directory", ctx, withComponent, "nope", pclgen.Options{}, "error Failed to read program", 0},
		{"single-file", ctx, pclgen.MapFS{"p/one.pp": []byte("a = 1\n"), "p/two.pp": []byte("a = 2\n")}, "/p/one.pp",
			pclgen.Options{Languages: []pclgen.Language{pclgen.Python}}, "", 1},
		{"unknown-language", ctx, pclgen.MapFS{"main.pp": []byte("a = 1\n")}, "",
			pclgen.Options{Languages: []pclgen.Language{"cobol", pclgen.Go}}, `error Unknown language`, 2},
		{"repeated-language", ctx, pclgen.MapFS{"main.pp": []byte("a = 1\n")}, ".",
			pclgen.Options{Languages: []pclgen.Language{pclgen.Go, pclgen.Go}}, "", 1},
		{"nil-fs", ctx, nil, ".", pclgen.Options{}, "error No file system", 0},
		{"canceled", canceled, pclgen.MapFS{"main.pp": []byte("a = 1\n")}, ".", pclgen.Options{}, "error Conversion canceled", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, diags := pclgen.Convert(tt.ctx, tt.files, tt.path, tt.opts)
			got := ""
			if len(diags) > 0 {
				d := diags[0]
				got = map[hcl.DiagnosticSeverity]string{hcl.DiagError: "error", hcl.DiagWarning: "warning"}[d.Severity] + " " + d.Summary
				if d.Subject != nil {
					got += fmt.Sprintf(" at %s:%d", d.Subject.Filename, d.Subject.Start.Line)
				}
			}
			if got != tt.want {
				t.Errorf("first diagnostic %q, want %q (all: %v)", got, tt.want, diags)
			}
			if len(res.Outputs) != tt.outputs {
				t.Errorf("%d outputs, want %d", len(res.Outputs), tt.outputs)
			}
			if res.Program == nil || res.Program.Bound() == nil {
				t.Error("no program")
			}
		})
	}
}

// failingBackend reports an error for every program.
type failingBackend struct{}

func (failingBackend) Language() string { return string(pclgen.TypeScript) }
func (failingBackend) GenerateProgram(*binder.Program) ([]gen.File, hcl.Diagnostics) {
	return nil, hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "Unsupported", Detail: "Nothing is supported."}}
}
func (b failingBackend) GenerateProject(p *binder.Program, _ gen.ProjectOptions) ([]gen.File, hcl.Diagnostics) {
	return b.GenerateProgram(p)
}

// TestOneLanguageFails: the other languages keep their files.
func TestOneLanguageFails(t *testing.T) {
	res, diags := pclgen.Convert(context.Background(), withComponent, "app", pclgen.Options{
		Schemas: testSchemas(), Backends: []gen.Backend{failingBackend{}},
	})
	if len(diags) != 1 || diags[0].Summary != "Unsupported" {
		t.Errorf("diagnostics %v, want the failing backend's", diags)
	}
	for _, o := range res.Outputs {
		failed := o.Language == pclgen.TypeScript
		if failed != o.Diagnostics.HasErrors() || failed != (len(o.Files) == 0) {
			t.Errorf("%s: %d files, diagnostics %v", o.Language, len(o.Files), o.Diagnostics)
		}
	}
}

func TestProgram(t *testing.T) {
	ctx := context.Background()
	prog, diags := pclgen.Load(ctx, withComponent, "app", pclgen.Options{Schemas: testSchemas()})
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	if got := strings.Join(slices.Sorted(maps.Keys(prog.Sources())), ","); got != "app/main.pp,app/site/main.pp" {
		t.Errorf("Sources() = %s, want the program's and its component's files", got)
	}
	first, _ := prog.Generate(ctx, pclgen.Python)
	again, _ := prog.Generate(ctx, pclgen.Python)
	if len(first) == 0 || !sameFiles(first, again) {
		t.Error("generating a program twice gave other files")
	}

	bad, _ := pclgen.Load(ctx, pclgen.MapFS{"main.pp": []byte("a = \n")}, "", pclgen.Options{})
	files, diags := bad.Generate(ctx, pclgen.Go)
	if files != nil || len(diags) != 1 || diags[0].Summary != "Program has errors" {
		t.Errorf("generating a program with errors: %v, %v", files, diags)
	}
}

func TestLanguages(t *testing.T) {
	for _, l := range pclgen.Languages() {
		if got, err := pclgen.ParseLanguage(l.String()); got != l || err != nil {
			t.Errorf("ParseLanguage(%s) = %s, %v", l, got, err)
		}
		if l.DefaultSDKVersion() == "" {
			t.Errorf("%s has no default SDK version", l)
		}
		if l.CheckProjectName("my-app") != nil || l.CheckProjectName("") == nil {
			t.Errorf("%s: CheckProjectName accepts %v, refuses %v", l, l.CheckProjectName("my-app"), l.CheckProjectName(""))
		}
	}
	if _, err := pclgen.ParseLanguage("cobol"); err == nil || !strings.Contains(err.Error(), "go, typescript, python") {
		t.Errorf("ParseLanguage(cobol): %v", err)
	}
}

// TestGenerateConcurrently generates each program of testdata/programs in
// every language at once, twice over, from one bound Program (run it with
// -race): generating reads the bound program and never changes it, so the
// files are those of generating one language after the other.
func TestGenerateConcurrently(t *testing.T) {
	ctx := context.Background()
	dir := filepath.Join("testdata", "programs")
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	schemas := testSchemas()
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		t.Run(e.Name(), func(t *testing.T) {
			prog, diags := pclgen.Load(ctx, pclgen.Disk, filepath.Join(dir, e.Name()), pclgen.Options{Schemas: schemas})
			if diags.HasErrors() {
				t.Fatal(diags)
			}
			langs := append(pclgen.Languages(), pclgen.Languages()...)
			got := make([][]pclgen.File, len(langs))
			var wg sync.WaitGroup
			for i, lang := range langs {
				wg.Go(func() { got[i], _ = prog.Generate(ctx, lang) })
			}
			wg.Wait()
			fresh, _ := pclgen.Load(ctx, pclgen.Disk, filepath.Join(dir, e.Name()), pclgen.Options{Schemas: schemas})
			for i, lang := range langs {
				want, _ := fresh.Generate(ctx, lang)
				if len(want) == 0 || !sameFiles(got[i], want) {
					t.Errorf("%s generated at once with the other languages differs from %s generated alone", lang, lang)
				}
			}
		})
	}
}
