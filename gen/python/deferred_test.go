package python

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/gentest/pycheck"
)

// TestDeferredRanged generates testdata/deferred-ranged, whose ranged
// components are read by components created before them (the Go backend
// cannot generate it yet, so it is not a golden program): each deferred
// output is resolved with the plain values of the instances' outputs, in
// dicts keyed by the outputs' names, which the early references read by
// key. The generated modules must pass the Python checks.
func TestDeferredRanged(t *testing.T) {
	dir := filepath.Join(gentest.RepoRoot(t), "testdata", "deferred-ranged")
	files := gentest.Generate(t, dir, schema.NewLoader(), New())
	out := t.TempDir()
	got := map[string]string{}
	for _, f := range files {
		got[f.Path] = string(f.Contents)
		p := filepath.Join(out, filepath.FromSlash(f.Path))
		if err := os.WriteFile(p, f.Contents, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		name, file string
		want       []string
	}{
		{"list", "__main__.py", []string{
			"many_outputs, resolve_many_outputs = pulumi.deferred_output()\n",
			`lambda many_outputs_: len([v["name"] for v in many_outputs_])` + "\n" +
				`            + many_outputs_[0]["class"]`,
			`[{"class": instance.class_, "name": instance.name} for instance in many]`,
		}},
		{"map", "__main__.py", []string{
			`[k + v["name"] for k, v in sorted(keyed_outputs_.items())]`,
			`key: {"class": instance.class_, "name": instance.name}` + "\n" +
				`            for key, instance in keyed.items()`,
		}},
		{"bool", "__main__.py", []string{
			`First("optionalCount", {"count": maybe_outputs["class"]})`,
			`None if maybe is None else {"class": maybe.class_, "name": maybe.name}`,
		}},
		{"output", "__main__.py", []string{
			`lambda eventual_outputs_: len([v["name"] for v in eventual_outputs_])`,
			"eventual.apply(\n        lambda instances: pulumi.Output.from_input(\n",
			`{"class": instance.class_, "name": instance.name}` + "\n" +
				`                for instance in instances`,
		}},
		{"keyword output attribute", "second.py", []string{
			"self.class_ = ",
			`self.register_outputs({"name": self.name, "class": self.class_})`,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, w := range tt.want {
				if !strings.Contains(got[tt.file], w) {
					t.Errorf("%s lacks\n%s\nin:\n%s", tt.file, w, got[tt.file])
				}
			}
		})
	}
	if strings.Contains(got["__main__.py"], "from_input(many)") {
		t.Errorf("a deferred output is resolved with the component instances:\n%s", got["__main__.py"])
	}
	res, err := pycheck.Require(t).Check(context.Background(), out, []string{"."})
	if err != nil {
		t.Fatal(err)
	}
	for p, msgs := range res.Problems {
		t.Errorf("%s:\n%s", p, strings.Join(msgs, "\n"))
	}
}
