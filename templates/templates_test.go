package templates

import (
	"strings"
	"testing"
)

func TestEveryTemplateParses(t *testing.T) {
	if _, err := parsed(); err != nil {
		t.Fatal(err)
	}
	want := []string{"go/Pulumi.yaml.tmpl", "go/gitignore.tmpl", "go/go.mod.tmpl",
		"python/Pulumi.yaml.tmpl", "python/gitignore.tmpl", "python/requirements.txt.tmpl",
		"typescript/Pulumi.yaml.tmpl", "typescript/gitignore.tmpl", "typescript/package.json.tmpl", "typescript/tsconfig.json.tmpl"}
	if got := Paths(); strings.Join(got, ",") != strings.Join(want, ",") {
		t.Errorf("Paths() = %v, want %v", got, want)
	}
}

func TestRender(t *testing.T) {
	tests := []struct {
		name string
		path string
		data any
		want string
	}{
		{
			name: "go.mod",
			path: "go/go.mod.tmpl",
			data: map[string]any{
				"Module":    "example.com/web",
				"GoVersion": "1.26",
				"Requires": []map[string]string{
					{"Path": "github.com/pulumi/pulumi/sdk/v3", "Version": "v3.263.0"},
				},
				"Pins": []map[string]any{
					{"Path": "example.com/pinned", "Version": "v1.0.0", "Comment": []string{"Why,", "in two lines."}},
				},
			},
			want: "module example.com/web\n\ngo 1.26\n\nrequire (\n\tgithub.com/pulumi/pulumi/sdk/v3 v3.263.0\n)\n" +
				"\n// Why,\n// in two lines.\nrequire example.com/pinned v1.0.0\n",
		},
		{
			name: "Pulumi.yaml quotes what YAML would misread",
			path: "go/Pulumi.yaml.tmpl",
			data: map[string]any{"Name": "yes", "Description": "a: b # c\n\"d\""},
			want: "name: \"yes\"\nruntime: go\ndescription: \"a: b # c\\n\\\"d\\\"\"\n",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Render(tt.path, tt.data)
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != tt.want {
				t.Errorf("got:\n%s\nwant:\n%s", got, tt.want)
			}
		})
	}
}

func TestRenderErrors(t *testing.T) {
	if _, err := Render("go/nope.tmpl", nil); err == nil || !strings.Contains(err.Error(), "no template") {
		t.Errorf("unknown template: err = %v", err)
	}
	if _, err := Render("go/go.mod.tmpl", map[string]any{}); err == nil {
		t.Error("missing data: want an error")
	}
}
