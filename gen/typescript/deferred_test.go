package typescript

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen/gentest"
)

// TestDeferredRanged generates testdata/deferred-ranged, whose ranged
// components are read by components created before them: each deferred
// output is typed and resolved as the collection of the plain values of
// the instances' outputs.
func TestDeferredRanged(t *testing.T) {
	dir := filepath.Join(gentest.RepoRoot(t), "testdata", "deferred-ranged")
	var index string
	for _, f := range gentest.Generate(t, dir, schema.NewLoader(), New()) {
		if f.Path == "index.ts" {
			index = string(f.Contents)
		}
	}
	tests := []struct {
		name string
		want []string
	}{
		{"list", []string{
			"pulumi.deferredOutput<{class: number, name: string}[]>();",
			// Two reads of the deferred output are one source of one apply;
			// a splat element's attribute, of any type for PCL, is read
			// checked.
			"count: manyOutputs.apply(many2 => many2.map(v => pclGet(v, \"name\")).length + pclIndex(many2, 0).class),",
			"resolveManyOutputs(pulumi.output(many.map(instance => ({class: instance.class, name: instance.name}))));",
		}},
		{"map", []string{
			"pulumi.deferredOutput<Record<string, {class: number, name: string}>>();",
			"resolveKeyedOutputs(pulumi.output(Object.fromEntries(Object.entries(keyed).map(([key, instance2]) => [key, {class: instance2.class, name: instance2.name}]))));",
		}},
		{"bool", []string{
			"pulumi.deferredOutput<{class: number, name: string} | undefined>();",
			"resolveMaybeOutputs(pulumi.output(maybe === undefined ? undefined : ((instance3) => ({class: instance3.class, name: instance3.name}))(maybe)));",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, w := range tt.want {
				if !strings.Contains(index, w) {
					t.Errorf("index.ts lacks\n%s\nin:\n%s", w, index)
				}
			}
		})
	}
}
