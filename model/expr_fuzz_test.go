package model

import (
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// FuzzBindExpression binds arbitrary parsed expressions in a scope of assorted
// types (outputs, promises, unions, objects, a recursive object) and
// functions: binding must not panic, every node must have a type, every
// diagnostic must have a subject, and printing must not panic.
func FuzzBindExpression(f *testing.F) {
	f.Add(`a + 1`)
	f.Fuzz(func(t *testing.T, src string) {
		scope := exScope()
		node := &ObjectType{Properties: map[string]Type{"value": IntType}}
		node.Properties["next"] = NewOptionalType(node)
		node.Properties["children"] = NewListType(NewOutputType(node))
		scope.Define("node", NewVariable("node", node))
		scope.Define("pnode", NewVariable("pnode", NewPromiseType(node)))

		syntax, _ := hclsyntax.ParseExpression([]byte(src), exTestFile, hcl.InitialPos)
		e, diags := BindExpression(syntax, scope, WithSource(map[string][]byte{exTestFile: []byte(src)}))
		if e == nil {
			t.Fatal("nil expression")
		}
		Walk(e, func(x Expression) bool {
			if x.Type() == nil {
				t.Fatalf("%T has a nil type", x)
			}
			_ = x.Range()
			return true
		})
		for _, d := range diags {
			if d.Subject == nil || d.Summary == "" || d.Detail == "" {
				t.Fatalf("incomplete diagnostic %#v", d)
			}
		}
		_ = FormatExpression(e)
	})
}
