package gen_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/gen/golang"
	"github.com/pclgen/pclgen/gen/python"
	"github.com/pclgen/pclgen/gen/typescript"
)

// backends are the generators that must agree on what they reject.
var backends = []gen.Backend{golang.New(), typescript.New(), python.New()}

// TestUndefinedReferences checks that every backend rejects a program
// bound allowing missing variables that uses one, with the same error at
// the reference and no files: code naming an undefined variable cannot
// compile.
func TestUndefinedReferences(t *testing.T) {
	dir := t.TempDir()
	src := "resource pet \"random:index/randomPet:RandomPet\" {\n  prefix = missing.name\n}\n"
	if err := os.WriteFile(filepath.Join(dir, "main.pp"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	loader := schema.NewLoader(filepath.Join("..", "testdata", "schemas"))
	prog, diags := binder.BindPath(dir, binder.Options{Loader: loader, AllowMissingVariables: true})
	if diags.HasErrors() {
		t.Fatalf("binding: %v", diags)
	}
	for _, b := range backends {
		t.Run(b.Language(), func(t *testing.T) {
			files, diags := b.GenerateProgram(prog)
			if len(files) != 0 {
				t.Errorf("generated %d files", len(files))
			}
			if len(diags) != 1 {
				t.Fatalf("want one diagnostic, got %v", diags)
			}
			d := diags[0]
			if d.Summary != "Undefined reference" || !strings.Contains(d.Detail, `"missing"`) || d.Subject == nil || d.Subject.Start.Line != 2 {
				t.Errorf("got %s: %s: %s", d.Subject, d.Summary, d.Detail)
			}
		})
	}
}

// TestPropertyPaths checks that every backend prints the property paths
// of ignoreChanges, written as strings or as traversals, and rejects an
// element that is neither at the element.
func TestPropertyPaths(t *testing.T) {
	tests := []struct {
		name, paths string
		want        []string // patterns every backend's output matches
		err         string
	}{
		{"strings-and-traversals", `["length", keepers["a b"], keepers.first]`, []string{`"length"`, `keepers\[\\?"a b\\?"\]`, `"keepers\.first"`}, ""},
		{"invalid-element", `["length", 1 + 2]`, nil, "Invalid property path"},
	}
	for _, tt := range tests {
		dir := t.TempDir()
		src := "resource pet \"random:index/randomPet:RandomPet\" {\n  options {\n    ignoreChanges = " + tt.paths + "\n  }\n}\n"
		if err := os.WriteFile(filepath.Join(dir, "main.pp"), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		loader := schema.NewLoader(filepath.Join("..", "testdata", "schemas"))
		prog, diags := binder.BindPath(dir, binder.Options{Loader: loader})
		if diags.HasErrors() {
			t.Fatalf("%s: binding: %v", tt.name, diags)
		}
		for _, b := range backends {
			t.Run(tt.name+"/"+b.Language(), func(t *testing.T) {
				files, diags := b.GenerateProgram(prog)
				if tt.err != "" {
					if len(files) != 0 || len(diags) != 1 || diags[0].Summary != tt.err || diags[0].Subject.Start.Line != 3 {
						t.Errorf("want one %q error on line 3 and no files, got %d files and %v", tt.err, len(files), diags)
					}
					return
				}
				if diags.HasErrors() {
					t.Fatal(diags)
				}
				for _, want := range tt.want {
					if !regexp.MustCompile(want).Match(files[0].Contents) {
						t.Errorf("output lacks %s:\n%s", want, files[0].Contents)
					}
				}
			})
		}
	}
}
