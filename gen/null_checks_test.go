package gen

import (
	"testing"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model"
)

// TestNullChecks walks the positions where PCL reads a value from a list,
// map or object that may be null (a loop over it, a builtin argument that
// refuses null) and those where null is taken (toJSON, try, lookup's
// default) or the value cannot be null or is eventual.
func TestNullChecks(t *testing.T) {
	optional := func(t model.Type) model.Type { return model.NewOptionalType(t) }
	vars := map[string]model.Type{
		"names":    optional(model.NewListType(model.StringType)),
		"mapping":  optional(model.NewMapType(model.StringType)),
		"obj":      optional(model.NewObjectType(map[string]model.Type{"a": model.StringType})),
		"plain":    model.NewListType(model.StringType),
		"eventual": model.NewOutputType(optional(model.NewListType(model.StringType))),
		"name":     optional(model.StringType),
	}
	tests := []struct {
		src    string
		checks int
	}{
		{`[for n in names : n]`, 1},
		{`{for k, v in mapping : k => v}`, 1},
		{`[for k, v in obj : k]`, 1},
		{`length(names) + length(mapping)`, 2},
		{`join(",", names)`, 1},
		{`entries(mapping)`, 1},
		{`element(names, 0)`, 1},
		{`lookup(mapping, "a", "d")`, 1},
		{`[for n in [for m in names : m] : n]`, 1},
		{`toJSON(names)`, 0},
		{`try(names, [])`, 0},
		{`lookup({ a = "b" }, "a", name)`, 0},
		{`[for n in plain : n]`, 0},
		{`names[*]`, 0},
		{`names[0]`, 0},
		{`[for n in eventual : n]`, 0},
		{`length(name)`, 0},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			scope := model.NewRootScope()
			for _, fn := range binder.Builtins() {
				scope.DefineFunction(fn)
			}
			for name, typ := range vars {
				scope.Define(name, model.NewVariable(name, typ))
			}
			e, diags := model.BindExpressionText(tt.src, "test.pp", scope)
			if diags.HasErrors() {
				t.Fatalf("binding: %v", diags)
			}
			checked := NullChecks(e)
			if got := countCalls(checked, NotNullName); got != tt.checks {
				t.Errorf("%d checks in %s, want %d", got, model.FormatExpression(checked), tt.checks)
			}
			if tt.checks == 0 && checked != e {
				t.Errorf("rebuilt without a check: %s", model.FormatExpression(checked))
			}
			model.Walk(checked, func(x model.Expression) bool {
				if c, ok := x.(*model.FunctionCallExpression); ok && c.Name == NotNullName && model.IsOptional(c.Type()) {
					t.Errorf("%s is still optional", model.FormatExpression(c))
				}
				return true
			})
		})
	}
}
