package gen

import (
	"strings"
	"testing"

	"github.com/pclgen/pclgen/binder"
)

// shapeText prints a shape compactly: list(...), map(...) and
// {name:shape,...} with "." for a property holding no schema object.
func shapeText(s *ObjectShape) string {
	if s == nil {
		return "."
	}
	switch s.Kind {
	case ShapeList:
		return "list(" + shapeText(s.Elem) + ")"
	case ShapeMap:
		return "map(" + shapeText(s.Elem) + ")"
	case ShapeTuple:
		elems := make([]string, len(s.Elems))
		for i, e := range s.Elems {
			elems[i] = shapeText(e)
		}
		return "tuple(" + strings.Join(elems, ",") + ")"
	}
	prefix := ""
	if s.Kind == ShapeRecord {
		prefix = "record"
	}
	items := make([]string, len(s.Properties))
	for i, p := range s.Properties {
		items[i] = p.Name + ":" + shapeText(p.Shape)
	}
	return prefix + "{" + strings.Join(items, ",") + "}"
}

// TestSchemaObjectShape walks the shapes of values that hold objects of a
// schema's types: the object, through an output, optional, in lists, maps
// and for expressions, tuples of objects of different types or beside
// values that hold none, structural objects that hold them; and the values
// that hold none (structural objects of primitives, primitives, resources,
// structural objects of resources); and the
// form each is given in (plain, an output, or a collection holding
// outputs).
func TestSchemaObjectShape(t *testing.T) {
	prog, _ := bindTree(t, map[string]string{"main.pp": `
resource "single" "maxItemsOne:index/index:resource" {
  innerResource = { someInput = true }
}
resource "blk" "blocks:index/index:resource" {
  aListOfResources = [{ innerString = "a" }]
}
output "object" { value = single.innerResourceOutput }
output "optionalObject" { value = single.innerResource }
output "list" { value = blk.aListOfResources }
output "byKey" { value = { for i, o in blk.aListOfResources : "k${i}" => o } }
output "structural" { value = { someInput = true } }
output "primitive" { value = single.innerResourceOutput.someInput }
output "resource" { value = single }
output "holdingOutputs" { value = [single.innerResourceOutput] }
output "tupleWithNull" { value = [null, { for k, v in { a = single.innerResourceOutput } : k => v }] }
output "tupleOfTwoTypes" { value = [single.innerResource, single.innerResourceOutput, blk.aListOfResources[0]] }
output "tupleWithString" { value = [single.innerResourceOutput, "text"] }
output "record" { value = { a = single.innerResourceOutput, b = "text" } }
output "recordOfResources" { value = { a = single, b = "text" } }
`})
	want := map[string]string{
		"object":            "{someInput:.} output",
		"optionalObject":    "{someInput:.} output",
		"list":              "list({innerString:.}) output",
		"byKey":             "map({innerString:.}) output",
		"structural":        "<none>",
		"primitive":         "<none>",
		"resource":          "<none>",
		"holdingOutputs":    "list({someInput:.}) holding outputs",
		"tupleWithNull":     "list(map({someInput:.})) holding outputs",
		"tupleOfTwoTypes":   "tuple({someInput:.},{someInput:.},{innerString:.}) holding outputs",
		"tupleWithString":   "tuple({someInput:.},.) holding outputs",
		"record":            "record{a:{someInput:.},b:.} holding outputs",
		"recordOfResources": "<none>",
	}
	forms := map[ValueForm]string{PlainForm: "plain", OutputForm: "output", HeldOutputsForm: "holding outputs"}
	for _, n := range prog.Nodes {
		o, ok := n.(*binder.OutputVariable)
		if !ok {
			continue
		}
		t.Run(o.LogicalName(), func(t *testing.T) {
			shape, form := ShapedValue(o.Value)
			got := "<none>"
			if shape != nil {
				got = shapeText(shape) + " " + forms[form]
			}
			if got != want[o.LogicalName()] {
				t.Errorf("shape %s, want %s (type %s)", got, want[o.LogicalName()], o.Value.Type())
			}
		})
	}
}
