package golang

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
)

// TestGenericResource checks the resources and invokes of a package
// without a schema: a resource is a local struct type with the properties
// the program reads, registered with ctx.RegisterResource (a ranged one is
// an error at its declaration); an invoke with plain arguments is
// ctx.Invoke into a map.
func TestGenericResource(t *testing.T) {
	for _, tt := range []struct {
		name, src string
		want      []string
		wantError string
		// errorLine is the line of the error's range (by default 1).
		errorLine int
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
				// (A value of any type converts to text as PCL converts it.)
				`"path": pulumi.Sprintf("%v/index.html", site.Url.ApplyT(dynamicString).(pulumi.StringOutput)),`,
				`ctx.Export("url", site.Url)`,
			},
		},
		{
			name: "invokes",
			src: `data = invoke("unknown:index:getData", {
  input = "hello"
  count = 2
})
values = invoke("unknown:eks:moduleValues", {})
output "content" {
  value = data.content
}
output "first" {
  value = values.items[0]
}
output "inline" {
  value = invoke("unknown:index:getName", {}).name
}
`,
			want: []string{
				"var data map[string]interface{}",
				`if err := ctx.Invoke("unknown:index:getData", map[string]interface{}{"input": "hello", "count": 2}, &data); err != nil {`,
				"var values map[string]interface{}",
				`if err := ctx.Invoke("unknown:eks:moduleValues", nil, &values); err != nil {`,
				`ctx.Export("content", pulumi.Any(mustGet(data, "content")))`,
				`ctx.Export("first", pulumi.Any(mustGet(values, "items").([]interface{})[0]))`,
				"var nameResult map[string]interface{}",
				`ctx.Export("inline", pulumi.Any(mustGet(nameResult, "name")))`,
			},
		},
		{
			name: "invoke with an output argument",
			src: `resource "site" "unknown:index:Site" {}
output "content" {
  value = invoke("unknown:index:getData", { site = site.id }).content
}
`,
			wantError: `Unsupported invoke: The Go generator can call "unknown:index:getData", whose schema is unknown, only with plain arguments and without dependsOn: the Go SDK has no output form of ctx.Invoke.`,
			errorLine: 3,
		},
		{
			name: "ranged",
			// Only the declaration is reported, not the references to it.
			src: `resource "sites" "unknown:index:Site" {
  options {
    range = 2
  }
}
resource "home" "unknown:index:Site" {
  name = "home"
}
output "url" {
  value = sites[0].url
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
			prog, diags := binder.BindPath(dir, binder.Options{Loader: schema.NewLoader(dir), SkipResourceTypecheck: true, SkipInvokeTypecheck: true})
			if diags.HasErrors() {
				t.Fatalf("binding: %v", diags)
			}
			files, diags := New().GenerateProgram(prog)
			if tt.wantError != "" {
				if len(diags) != 1 || diags[0].Summary+": "+diags[0].Detail != tt.wantError {
					for _, d := range diags {
						t.Log(d.Summary + ": " + d.Detail)
					}
					t.Fatalf("diagnostics = %v, want %s", diags, tt.wantError)
				}
				line := tt.errorLine
				if line == 0 {
					line = 1
				}
				if r := diags[0].Subject; r == nil || r.Start.Line != line {
					t.Errorf("diagnostic range = %v, want line %d", r, line)
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
