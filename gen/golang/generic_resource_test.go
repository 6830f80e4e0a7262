package golang

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
)

// TestGenericResource checks the resources of a package without a schema:
// a local struct type with the properties the program reads, registered
// with ctx.RegisterResource; a ranged one is an error at its declaration.
func TestGenericResource(t *testing.T) {
	for _, tt := range []struct {
		name, src string
		want      []string
		wantError string
	}{
		{
			name: "properties and the resource as a value",
			src: `resource "site" "unknown:index:Site" {
  name = "home"
}
resource "page" "unknown:index:Page" {
  site = site
  path = "${site.url}/index.html"
}
output "url" {
  value = site.url
}
`,
			want: []string{
				"type siteState struct {",
				"Url pulumi.AnyOutput `pulumi:\"url\"`",
				`if err := ctx.RegisterResource("unknown:index:Site", "site", pulumi.Map{"name": pulumi.String("home")}, site); err != nil {`,
				`"site": site.ID(),`,
				`"path": pulumi.Sprintf("%v/index.html", site.Url),`,
				`ctx.Export("url", site.Url)`,
			},
		},
		{
			name: "ranged",
			src: `resource "sites" "unknown:index:Site" {
  options {
    range = 2
  }
}
`,
			wantError: `Unsupported resource: The Go generator needs the schema of "unknown:index:Site" to read or range resource "sites".`,
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "main.pp"), []byte(tt.src), 0o644); err != nil {
				t.Fatal(err)
			}
			prog, diags := binder.BindPath(dir, binder.Options{Loader: schema.NewLoader(dir), SkipResourceTypecheck: true})
			if diags.HasErrors() {
				t.Fatalf("binding: %v", diags)
			}
			files, diags := New().GenerateProgram(prog)
			if tt.wantError != "" {
				if len(diags) != 1 || diags[0].Summary+": "+diags[0].Detail != tt.wantError {
					t.Fatalf("diagnostics = %v, want %s", diags, tt.wantError)
				}
				if r := diags[0].Subject; r == nil || r.Start.Line != 1 {
					t.Errorf("diagnostic range = %v, want the resource's", r)
				}
				return
			}
			if diags.HasErrors() || len(files) == 0 {
				t.Fatalf("unexpected diagnostics: %v", diags)
			}
			src := string(files[0].Contents)
			for _, w := range tt.want {
				if !strings.Contains(src, w) {
					t.Errorf("main.go does not contain %q:\n%s", w, src)
				}
			}
		})
	}
}
