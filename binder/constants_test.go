package binder

import (
	"path/filepath"
	"testing"

	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/model"
	"github.com/pclgen/pclgen/syntax"
)

// TestConstantsConverted checks that the bound program holds the constants
// given where a value of another primitive type is expected as converted
// constants of that type, in every position whose type the binder knows:
// resource inputs (nested in objects, lists and maps too), options, config
// defaults, typed outputs, component inputs, invoke arguments and builtin
// arguments. Constants of the expected type stay as they are.
func TestConstantsConverted(t *testing.T) {
	src := `
config "size" "int" {
  default = "16"
}

resource "s" "random:index/randomString:RandomString" {
  length          = "12"
  special         = "1"
  minUpper        = 2.0
  overrideSpecial = 5
  keepers = {
    a = 5
    b = true
  }
  options {
    protect = "false"
  }
}

ami = invoke("aws:ec2/getAmi:getAmi", {
  mostRecent = "true"
  owners     = [1]
})

encoded = toBase64(42)

output "count" "int" {
  value = "7"
}
`
	f, diags := syntax.ParseFile("main.pp", []byte(src))
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	loader := schema.NewLoader(filepath.Join("..", "testdata", "schemas"))
	p, diags := BindFiles([]*syntax.File{f}, Options{Loader: loader})
	if diags.HasErrors() {
		t.Fatalf("unexpected errors:\n%s", diagText(diags))
	}
	s := p.Node("s").(*Resource)
	input := func(name string) model.Expression { return s.Input(name).Value }
	item := func(e model.Expression, key string) model.Expression {
		for _, it := range e.(*model.ObjectConsExpression).Items {
			if k, _ := stringLiteral(it.Key); k == key {
				return it.Value
			}
		}
		t.Fatalf("no item %q", key)
		return nil
	}
	invokeArgs := p.Node("ami").(*LocalVariable).Value.(*model.FunctionCallExpression).Args[1]
	for _, tt := range []struct {
		what string
		e    model.Expression
		want string
	}{
		{"config default", p.Node("size").(*ConfigVariable).DefaultValue, "cty.NumberIntVal(16) int"},
		{"int property", input("length"), "cty.NumberIntVal(12) int"},
		{"bool property", input("special"), "cty.True bool"},
		{"whole number to int", input("minUpper"), "cty.NumberIntVal(2) int"},
		{"number to string", input("overrideSpecial"), `cty.StringVal("5") string`},
		{"map element", item(input("keepers"), "a"), `cty.StringVal("5") string`},
		{"bool map element", item(input("keepers"), "b"), `cty.StringVal("true") string`},
		{"protect option", s.Options.Protect, "cty.False bool"},
		{"invoke argument", item(invokeArgs, "mostRecent"), "cty.True bool"},
		{"list element", item(invokeArgs, "owners").(*model.TupleConsExpression).Expressions[0], `cty.StringVal("1") string`},
		{"builtin argument", p.Node("encoded").(*LocalVariable).Value.(*model.FunctionCallExpression).Args[0], `cty.StringVal("42") string`},
		{"typed output", p.Node("count").(*OutputVariable).Value, "cty.NumberIntVal(7) int"},
	} {
		lit, ok := tt.e.(*model.LiteralValueExpression)
		if !ok {
			t.Errorf("%s: %T, want a literal", tt.what, tt.e)
			continue
		}
		if got := lit.Value.GoString() + " " + lit.Type().String(); got != tt.want {
			t.Errorf("%s = %s, want %s", tt.what, got, tt.want)
		}
		if lit.Range().Start.Line < 2 {
			t.Errorf("%s: range %v, want the source's", tt.what, lit.Range())
		}
	}
}
