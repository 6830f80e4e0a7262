package golang

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen/gentest"
)

// generateFiles binds the program files (path: source) with the test
// schemas and generates Go.
func generateFiles(t *testing.T, files map[string]string) (map[string]string, []string) {
	t.Helper()
	dir := t.TempDir()
	for name, src := range files {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	loader := schema.NewLoader(filepath.Join(gentest.RepoRoot(t), "testdata", "schemas"))
	prog, diags := binder.BindPath(dir, binder.Options{Loader: loader})
	if diags.HasErrors() {
		t.Fatalf("binding: %v", diags)
	}
	out, diags := New().GenerateProgram(prog)
	var errs []string
	for _, d := range diags {
		if d.Subject == nil || d.Subject.Filename == "" || d.Subject.Start.Line == 0 {
			t.Errorf("diagnostic %q has no source range", d.Summary)
		}
		errs = append(errs, filepath.Base(d.Subject.Filename)+": "+d.Summary+": "+d.Detail)
	}
	got := map[string]string{}
	for _, f := range out {
		got[f.Path] = string(f.Contents)
	}
	return got, errs
}

const petComponent = `config "prefix" "string" {}

resource "pet" "random:index/randomPet:RandomPet" {
  prefix = prefix
}

resource "word" "random:index/randomPet:RandomPet" {
  length = 1
}

output "name" {
  value = word.id
}
`

func TestOutputRanges(t *testing.T) {
	for _, tt := range []struct {
		name      string
		main      string
		want      []string
		wantError string
	}{
		{
			name: "component ranged over an output",
			main: `resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["a", "b"]
}
component "pets" "./pet" {
  options {
    range = shuffle.results
  }
  prefix = range.value
}
output "first" {
  value = pets[0].name
}
`,
			// Go has no output type for a slice of components: the apply
			// returns an AnyOutput, whose callbacks assert the slice.
			want: []string{
				"pets := pulumi.Unsecret(shuffle.Results).(pulumi.StringArrayOutput).ApplyT(func(results []string) ([]*Pet, error) {",
				"}).(pulumi.AnyOutput)",
				"pets.ApplyT(func(v interface{}) (pulumi.StringOutput, error) {",
				"pets2 := v.([]*Pet)",
			},
		},
		{
			name: "cycle through a ranged component",
			main: `component "first" "./pet" {
  prefix = length(many) > 1 ? many[0].name : "few"
}
component "many" "./pet" {
  options {
    range = 2
  }
  prefix = first.name
}
`,
			want: []string{
				"deferredManyOutputs, resolveManyOutputs := pulumi.DeferredOutput[[]map[string]string](ctx.Context())",
				"manyOutputs := pulumix.Cast[pulumi.StringMapArrayOutput, []map[string]string](deferredManyOutputs)",
				"manyOutputs.ApplyT(func(manyOutputs2 []map[string]string) (string, error) {",
				"if len(manyOutputs2) > 1 {",
				`return manyOutputs2[0]["name"]`,
				"manyInstances := pulumi.StringMapArray{}",
				"for _, instance := range many {",
				`manyInstances = append(manyInstances, pulumi.StringMap{"name": instance.Name})`,
				"resolveManyOutputs(manyInstances.ToStringMapArrayOutput())",
			},
		},
		{
			name: "cycle through a component ranged over a map",
			main: `component "first" "./pet" {
  prefix = join("-", [for k, v in many : "${k}=${v.name}"])
}
component "many" "./pet" {
  options {
    range = { a = 1, b = 2 }
  }
  prefix = first.name
}
`,
			want: []string{
				"manyOutputs := pulumix.Cast[pulumi.StringMapMapOutput, map[string]map[string]string](deferredManyOutputs)",
				`result = append(result, k+"="+v["name"])`,
				"manyInstances := pulumi.StringMapMap{}",
				"for key, instance := range many {",
				`manyInstances[key] = pulumi.StringMap{"name": instance.Name}`,
				"resolveManyOutputs(manyInstances.ToStringMapMapOutput())",
			},
		},
		{
			name: "cycle through a component ranged over a bool",
			main: `component "first" "./pet" {
  prefix = many == null ? "none" : "some"
}
component "many" "./pet" {
  options {
    range = true
  }
  prefix = first.name
}
`,
			wantError: `main.pp: Unsupported reference: The Go generator cannot refer to "many" before it is created (a cycle), since its range is a bool: only components ranged over a number, a list or a map can be deferred.`,
		},
		{
			name: "cycle through a component ranged over an output",
			main: `component "first" "./pet" {
  prefix = many[0].name
}
component "many" "./pet" {
  options {
    range = length(first.name)
  }
  prefix = "many"
}
`,
			wantError: `main.pp: Unsupported reference: The Go generator cannot refer to "many" before it is created (a cycle), since its range is an output: its instances are created inside an apply.`,
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			files, errs := generateFiles(t, map[string]string{"main.pp": tt.main, "pet/main.pp": petComponent})
			if tt.wantError != "" {
				if len(errs) != 1 || errs[0] != tt.wantError {
					t.Fatalf("errors = %q, want %q", errs, tt.wantError)
				}
				return
			}
			if len(errs) > 0 {
				t.Fatalf("unexpected errors: %q", errs)
			}
			for _, w := range tt.want {
				if !strings.Contains(files["main.go"], w) {
					t.Errorf("main.go does not contain %q:\n%s", w, files["main.go"])
				}
			}
		})
	}
}
