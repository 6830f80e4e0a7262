package eval

import (
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/model"
)

// TestConvertConstant walks every primitive destination type with
// constants of every primitive type: the ones that convert give the value
// PCL gives, the others an error that says why.
func TestConvertConstant(t *testing.T) {
	num := cty.MustParseNumberVal
	tests := []struct {
		v    cty.Value
		to   *model.PrimitiveType
		want cty.Value // cty.NilVal: an error containing err
		err  string
	}{
		{cty.StringVal("12"), model.IntType, num("12"), ""},
		{cty.StringVal("-12"), model.IntType, num("-12"), ""},
		{cty.StringVal("12.0"), model.IntType, num("12"), ""},
		{cty.StringVal("1e3"), model.IntType, num("1000"), ""},
		{cty.StringVal("12.5"), model.IntType, cty.NilVal, "not a whole number"},
		{cty.StringVal("abc"), model.IntType, cty.NilVal, "not a number"},
		{cty.StringVal(""), model.IntType, cty.NilVal, "not a number"},
		{cty.StringVal(" 12"), model.IntType, cty.NilVal, "not a number"},
		{cty.StringVal("1e30"), model.IntType, cty.NilVal, "64-bit integer"},
		{cty.StringVal("9223372036854775807"), model.IntType, num("9223372036854775807"), ""},
		{cty.StringVal("9223372036854775808"), model.IntType, cty.NilVal, "64-bit integer"},
		{cty.StringVal("-9223372036854775808"), model.IntType, num("-9223372036854775808"), ""},
		{num("2.5"), model.IntType, cty.NilVal, "not a whole number"},
		{num("3"), model.IntType, num("3"), ""},
		{num("1e20"), model.IntType, cty.NilVal, "64-bit integer"},
		{cty.True, model.IntType, cty.NilVal, "does not convert"},

		{cty.StringVal("8080"), model.NumberType, num("8080"), ""},
		{cty.StringVal("0.1"), model.NumberType, cty.NumberFloatVal(0.1), ""},
		{cty.StringVal("1e400"), model.NumberType, cty.NilVal, "64-bit floating-point"},
		{cty.StringVal("1e-400"), model.NumberType, cty.NilVal, "read it as 0"},
		{cty.StringVal("Inf"), model.NumberType, cty.NilVal, "infinite"},
		{cty.StringVal("many"), model.NumberType, cty.NilVal, "not a number"},
		{num("2"), model.NumberType, cty.NumberFloatVal(2), ""},

		{cty.StringVal("true"), model.BoolType, cty.True, ""},
		{cty.StringVal("1"), model.BoolType, cty.True, ""},
		{cty.StringVal("false"), model.BoolType, cty.False, ""},
		{cty.StringVal("0"), model.BoolType, cty.False, ""},
		{cty.StringVal("True"), model.BoolType, cty.NilVal, `only "true"`},
		{cty.StringVal("yes"), model.BoolType, cty.NilVal, `only "true"`},
		{num("1"), model.BoolType, cty.NilVal, "does not convert"},

		{num("5"), model.StringType, cty.StringVal("5"), ""},
		{num("2.5"), model.StringType, cty.StringVal("2.5"), ""},
		{cty.NumberFloatVal(0.1), model.StringType, cty.StringVal("0.1"), ""},
		{cty.False, model.StringType, cty.StringVal("false"), ""},
		{cty.StringVal("x"), model.StringType, cty.StringVal("x"), ""},
	}
	for _, tt := range tests {
		got, err := ConvertConstant(tt.v, tt.to)
		name := tt.v.GoString() + " to " + tt.to.String()
		if tt.want == cty.NilVal {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("%s: got %#v, %v; want an error saying %q", name, got, err, tt.err)
			}
			continue
		}
		if err != nil || !got.RawEquals(tt.want) && !got.Equals(tt.want).True() {
			t.Errorf("%s = %#v, %v; want %#v", name, got, err, tt.want)
		}
	}
}

// TestConvertedConstant checks which expressions become literals of the
// destination type: constants (literals, templates of literals, constant
// operations) that convert, keeping their source range; not variables,
// calls without an evaluation, constants that do not convert, or ints
// where a number is expected.
func TestConvertedConstant(t *testing.T) {
	scope := model.NewRootScope()
	scope.Define("s", model.NewVariable("s", model.StringType))
	scope.DefineFunction(model.NewFunction("secret", model.StaticSignature{
		Parameters: []model.Parameter{{Name: "value", Type: model.StringType}}, ReturnType: model.StringType}))
	tests := []struct {
		src  string
		to   *model.PrimitiveType
		want string // "" when the expression stays as it is
	}{
		{`"12"`, model.IntType, "cty.NumberIntVal(12) int"},
		{`"${"1"}2"`, model.IntType, "cty.NumberIntVal(12) int"},
		{`5 / 2`, model.NumberType, ""},
		{`5 / 2`, model.StringType, `cty.StringVal("2.5") string`},
		{`6 / 2`, model.IntType, "cty.NumberIntVal(3) int"},
		{`"true"`, model.BoolType, "cty.True bool"},
		{`2`, model.NumberType, ""},
		{`2`, model.StringType, `cty.StringVal("2") string`},
		{`"abc"`, model.IntType, ""},
		{`s`, model.IntType, ""},
		{`secret("1")`, model.IntType, ""},
		{`null`, model.IntType, ""},
	}
	for _, tt := range tests {
		syn, diags := hclsyntax.ParseExpression([]byte(tt.src), "test.pp", hcl.InitialPos)
		if diags.HasErrors() {
			t.Fatalf("%s: %v", tt.src, diags)
		}
		e, diags := model.BindExpression(syn, scope)
		if diags.HasErrors() {
			t.Fatalf("%s: %v", tt.src, diags)
		}
		got := ConvertedConstant(e, tt.to)
		if tt.want == "" {
			if got != e {
				t.Errorf("%s to %s: converted to %#v, want it kept", tt.src, tt.to, got)
			}
			continue
		}
		lit, ok := got.(*model.LiteralValueExpression)
		if !ok {
			t.Errorf("%s to %s: got %T, want a literal", tt.src, tt.to, got)
			continue
		}
		if s := lit.Value.GoString() + " " + lit.Type().String(); s != tt.want {
			t.Errorf("%s to %s = %s, want %s", tt.src, tt.to, s, tt.want)
		}
		if lit.Range() != e.Range() {
			t.Errorf("%s to %s: range %v, want %v", tt.src, tt.to, lit.Range(), e.Range())
		}
	}
}
