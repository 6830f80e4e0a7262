package typescript

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/gen/gentest"
)

var repoSchemas = filepath.Join("..", "..", "testdata", "schemas")

// bindSource binds a one-file program.
func bindSource(t *testing.T, src string) *binder.Program {
	t.Helper()
	return bindSourceWith(t, src, binder.Options{})
}

// bindSourceWith binds src as a program's main.pp with opts and the
// repository's schemas, failing the test on errors.
func bindSourceWith(t *testing.T, src string, opts binder.Options) *binder.Program {
	t.Helper()
	opts.Loader = schema.NewLoader(repoSchemas)
	return gentest.BindSource(t, src, opts)
}

func TestProjectFiles(t *testing.T) {
	prog := bindSource(t, "resource pet \"random:index/randomPet:RandomPet\" {}\n")
	tests := []struct {
		name, project, sdk string
		wantErr            string
		wantDeps           map[string]string
	}{
		{name: "default sdk", project: "pets", wantDeps: map[string]string{"@pulumi/pulumi": DefaultSDKVersion, "@pulumi/random": "4.11.2"}},
		{name: "given sdk", project: "pets", sdk: "v3.200.0", wantDeps: map[string]string{"@pulumi/pulumi": "3.200.0", "@pulumi/random": "4.11.2"}},
		{name: "invalid name", project: "Pets Project", wantErr: "Invalid project name"},
		{name: "invalid sdk", project: "pets", sdk: "4.0.0", wantErr: "Invalid Pulumi SDK version"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			files, diags := New().GenerateProject(prog, gen.ProjectOptions{Name: tt.project, SDKVersion: tt.sdk})
			if tt.wantErr != "" {
				if !diags.HasErrors() || !strings.Contains(diags.Error(), tt.wantErr) || files != nil {
					t.Fatalf("got files %d and diagnostics %v, want no files and %q", len(files), diags, tt.wantErr)
				}
				return
			}
			if diags.HasErrors() {
				t.Fatal(diags)
			}
			byPath := map[string][]byte{}
			for _, f := range files {
				byPath[f.Path] = f.Contents
			}
			for _, p := range []string{"index.ts", "package.json", "tsconfig.json", "Pulumi.yaml", ".gitignore"} {
				if byPath[p] == nil {
					t.Errorf("no %s", p)
				}
			}
			var pkg struct {
				Name         string            `json:"name"`
				Dependencies map[string]string `json:"dependencies"`
			}
			if err := json.Unmarshal(byPath["package.json"], &pkg); err != nil {
				t.Fatalf("package.json: %v", err)
			}
			if pkg.Name != tt.project {
				t.Errorf("package.json name %q, want %q", pkg.Name, tt.project)
			}
			for dep, v := range tt.wantDeps {
				if pkg.Dependencies[dep] != v {
					t.Errorf("dependency %s at %q, want %q", dep, pkg.Dependencies[dep], v)
				}
			}
			var ts struct {
				CompilerOptions map[string]any `json:"compilerOptions"`
				Files           []string       `json:"files"`
			}
			if err := json.Unmarshal(byPath["tsconfig.json"], &ts); err != nil {
				t.Fatalf("tsconfig.json: %v", err)
			}
			if ts.CompilerOptions["strict"] != true || len(ts.Files) != 1 || ts.Files[0] != "index.ts" {
				t.Errorf("tsconfig.json: strict %v, files %v", ts.CompilerOptions["strict"], ts.Files)
			}
		})
	}
}

// TestProjectUnversionedPackage: a package whose schema has no version (in
// the schema or its file name, testdata/schemas/unversioned.json) is a
// dependency at 0.0.0, with a warning at its first use that says so; one
// whose file name has the version depends on it without a warning.
func TestProjectUnversionedPackage(t *testing.T) {
	prog := bindSource(t, "output a {\n  value = 1\n}\nresource t \"unversioned:index:Thing\" {}\nresource u \"majortwo:index:Thing\" {}\n")
	files, diags := New().GenerateProject(prog, gen.ProjectOptions{Name: "p"})
	if diags.HasErrors() || len(diags) != 1 {
		t.Fatalf("want one warning, got %v", diags)
	}
	d := diags[0]
	if d.Summary != `No version for package "unversioned"` || !strings.Contains(d.Detail, "package.json pins package unversioned at version 0.0.0") {
		t.Errorf("got %q: %q", d.Summary, d.Detail)
	}
	if d.Subject == nil || d.Subject.Start.Line != 4 {
		t.Errorf("want the warning at the resource's token (line 4), got %v", d.Subject)
	}
	var pkg struct {
		Dependencies map[string]string `json:"dependencies"`
	}
	for _, f := range files {
		if f.Path == "package.json" {
			if err := json.Unmarshal(f.Contents, &pkg); err != nil {
				t.Fatal(err)
			}
		}
	}
	if pkg.Dependencies["@pulumi/unversioned"] != "0.0.0" || pkg.Dependencies["@pulumi/majortwo"] != "2.4.0" {
		t.Errorf("dependencies %v, want @pulumi/unversioned 0.0.0 and @pulumi/majortwo 2.4.0", pkg.Dependencies)
	}
}
