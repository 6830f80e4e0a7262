package gen

import (
	"testing"

	"github.com/pclgen/pclgen/model"
)

// retypeD returns e with its references to d typed as t, as a backend
// retypes a reference to a node bound before its type was known.
func retypeD(e model.Expression, t model.Type) model.Expression {
	v := model.NewVariable("d", t)
	return MapReferences(e, func(st *model.ScopeTraversalExpression) model.Expression {
		if st.RootName != "d" {
			return st
		}
		ref := model.NewScopeTraversalExpression("d", v, st.Traversal[1:], nil)
		ref.Traversal[0] = st.Traversal[0]
		return ref
	})
}

func TestRefineForVariables(t *testing.T) {
	elem := model.NewObjectType(map[string]model.Type{
		"a": model.IntType,
		"b": model.BoolType,
		"c": model.NewListType(model.StringType),
	})
	tests := []struct {
		name, src string
		typ       model.Type
		want      string
	}{
		{name: "list", src: `[for v in d : v.a if v.b]`, typ: model.NewListType(elem), want: "list(int)"},
		{name: "output list", src: `[for v in d : v.a]`, typ: model.NewOutputType(model.NewListType(elem)), want: "output(list(int))"},
		{name: "map", src: `{for k, v in d : k => v.b}`, typ: model.NewMapType(elem), want: "map(bool)"},
		{name: "nested", src: `[for v in d : [for w in v.c : w]]`, typ: model.NewListType(elem), want: "list(list(string))"},
		{name: "inside a call", src: `length([for v in d : v.a])`, typ: model.NewListType(elem), want: "int"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := bindTest(t, tt.src)
			before := model.FormatExpression(e)
			got := RefineForVariables(retypeD(e, tt.typ))
			if model.FormatExpression(e) != before {
				t.Errorf("the bound expression was modified")
			}
			if got.Type().String() != tt.want {
				t.Errorf("type = %s, want %s", got.Type(), tt.want)
			}
			model.Walk(got, func(x model.Expression) bool {
				if f, ok := x.(*model.ForExpression); ok && f.ValueVariable.Type() == model.DynamicType {
					t.Errorf("the variable of %s is still dynamic", model.FormatExpression(f))
				}
				return true
			})
		})
	}
}

func TestRefineForVariablesKeepsTypedVariables(t *testing.T) {
	e := bindTest(t, `[for v in ol : v]`)
	if got := RefineForVariables(e); got != e {
		t.Errorf("RefineForVariables rebuilt an expression whose variables are typed")
	}
}
