package gen

import (
	"testing"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model"
)

// collectionsProgram has config and locals of collection types whose
// elements need converting where strings (or numbers) are taken.
const collectionsProgram = `
config "sizes" "list(number)" {
  default = [1, 2.5]
}
config "counts" "map(bool)" {
  default = { a = true }
}
config "grid" "list(list(int))" {
  default = [[1]]
}
config "texts" "list(string)" {
  default = ["1"]
}
config "maybe" "list(number)" {
  default = null
}
config "inner" "object({n=number, s=string})" {
  default = { n = 1, s = "x" }
}
pair = [1, true]

output "sizes" { value = sizes }
output "counts" { value = counts }
output "grid" { value = grid }
output "texts" { value = texts }
output "maybe" { value = maybe }
output "inner" { value = inner }
output "pair" { value = pair }
`

// TestConvertElements checks that InsertConversions converts a reference
// to a collection element by element when, and only when, its elements
// need converting for the destination.
func TestConvertElements(t *testing.T) {
	prog, _ := bindTree(t, map[string]string{"main.pp": collectionsProgram})
	values := map[string]model.Expression{}
	for _, n := range prog.Nodes {
		if o, ok := n.(*binder.OutputVariable); ok {
			values[o.Name()] = o.Value
		}
	}
	needs := func(from, to model.Type) bool {
		switch to {
		case model.StringType:
			return from == model.NumberType || from == model.IntType || from == model.BoolType
		case model.NumberType:
			return from == model.StringType
		}
		return false
	}
	strings := model.NewListType(model.StringType)
	tests := []struct {
		name string
		dest model.Type
		want string
	}{
		{"sizes", strings, "[for item in sizes : __convert(item)]"},
		{"sizes", model.NewListType(model.NumberType), "sizes"},
		{"counts", model.NewMapType(model.StringType), "{for key, item in counts : key => __convert(item)}"},
		{"grid", model.NewListType(strings), "[for item in grid : [for item in item : __convert(item)]]"},
		{"texts", model.NewListType(model.NumberType), "[for item in texts : __convert(item)]"},
		{"texts", strings, "texts"},
		{"maybe", strings, "maybe == null ? null : [for item in maybe : __convert(item)]"},
		{"inner", model.NewObjectType(map[string]model.Type{"n": model.StringType, "s": model.StringType}), "{ n = __convert(inner.n), s = inner.s }"},
		{"pair", strings, "[__convert(pair[0]), __convert(pair[1])]"},
	}
	for _, tt := range tests {
		got := model.FormatExpression(InsertConversions(values[tt.name], tt.dest, needs))
		if got != tt.want {
			t.Errorf("%s to %s: got %s, want %s", tt.name, tt.dest, got, tt.want)
		}
	}
}
