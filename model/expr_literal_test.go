package model

import (
	"math/big"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
)

// exPow2Plus returns 2^exp + add.
func exPow2Plus(exp uint, add int64) *big.Int {
	v := new(big.Int).Lsh(big.NewInt(1), exp)
	return v.Add(v, big.NewInt(add))
}

func TestLiteralTypes(t *testing.T) {
	exRunTypeCases(t, []exTypeCase{
		{"literal/integer-is-int", `42`, IntType},
		{"literal/zero-is-int", `0`, IntType},
		{"literal/fraction-is-number", `1.5`, NumberType},
		{"literal/integral-fraction-is-int", `2.0`, IntType},
		{"literal/exponent-integer-is-int", `1e3`, IntType},
		{"literal/negative-exponent-is-number", `15e-1`, NumberType},
		{"literal/exponent-whole-after-scaling-is-int", `2.50E+2`, IntType},
		{"literal/string-is-string", `"hello"`, StringType},
		{"literal/true-is-bool", `true`, BoolType},
		{"literal/false-is-bool", `false`, BoolType},
		{"literal/null-is-none", `null`, NoneType},
	})
}

func TestIntLiteralExactness(t *testing.T) {
	t.Run("literal/int/exceeds-256-bits-ok", func(t *testing.T) {
		want := exPow2Plus(300, 1)
		e := exBindOK(t, want.String())
		exWantType(t, e, IntType)
		got, ok := e.(*LiteralValueExpression).BigInt()
		if !ok || got.Cmp(want) != 0 {
			t.Fatalf("BigInt: got %v (%v), want %v", got, ok, want)
		}
	})
	t.Run("literal/int/512-significant-bits-ok", func(t *testing.T) {
		want := new(big.Int).Sub(exPow2Plus(512, 0), big.NewInt(1)) // 512 one bits
		e := exBindOK(t, want.String())
		if got, _ := e.(*LiteralValueExpression).BigInt(); got.Cmp(want) != 0 {
			t.Fatalf("BigInt: got %v, want %v", got, want)
		}
	})
	t.Run("literal/int/large-power-of-two-ok", func(t *testing.T) {
		// 2^1000 has one significant bit, so it is exact despite its size.
		exWantType(t, exBindOK(t, exPow2Plus(1000, 0).String()), IntType)
	})
	t.Run("literal/inexact-is-error", func(t *testing.T) {
		text := exPow2Plus(600, 1).String()
		e, diags := exBind(t, text)
		d := exWantDiag(t, diags, "Integer literal out of range", exPos{1, 1, 1, 1 + len(text)})
		if !strings.Contains(d.Detail, "601 significant bits") {
			t.Fatalf("detail %q should give the literal's 601 significant bits", d.Detail)
		}
		exWantType(t, e, IntType)
	})
	t.Run("literal/inexact-in-expression-range", func(t *testing.T) {
		text := exPow2Plus(513, 1).String()
		_, diags := exBind(t, "i + "+text)
		exWantDiag(t, diags, "Integer literal out of range", exPos{1, 5, 1, 5 + len(text)})
	})
	t.Run("literal/int/huge-exponent-is-error", func(t *testing.T) {
		_, diags := exBind(t, "1e20000")
		exWantDiag(t, diags, "Integer literal out of range", exPos{1, 1, 1, 8})
	})
	t.Run("literal/fraction-beyond-precision-is-number", func(t *testing.T) {
		// The parsed value rounds to 1, but the literal is not an integer.
		src := "1." + strings.Repeat("0", 200) + "1"
		exWantType(t, exBindOK(t, src), NumberType)
	})
	t.Run("literal/without-source-types-from-value", func(t *testing.T) {
		text := exPow2Plus(600, 1).String()
		syntax, diags := hclsyntax.ParseExpression([]byte(text), exTestFile, hcl.InitialPos)
		if diags.HasErrors() {
			t.Fatal(diags)
		}
		e, diags := BindExpression(syntax, exScope())
		if len(diags) != 0 {
			t.Fatalf("without source no exactness check is possible, got %s", exDiagsString(diags))
		}
		exWantType(t, e, IntType)
	})
}

func TestParseIntLiteral(t *testing.T) {
	cases := []struct {
		name      string
		text      string
		ok, isInt bool
		want      string // decimal value when isInt and computed
	}{
		{"int/plain", "42", true, true, "42"},
		{"int/leading-zeros", "007", true, true, "7"},
		{"int/zero-fraction", "3.000", true, true, "3"},
		{"int/exponent", "12e2", true, true, "1200"},
		{"int/fraction-times-exponent", "1.25e2", true, true, "125"},
		{"int/zero-with-huge-exponent", "0e999999999999", true, true, "0"},
		{"int/huge-exponent-not-computed", "1e999999999999", true, true, ""},
		{"number/fraction", "1.5", true, false, ""},
		{"number/negative-exponent", "1e-1", true, false, ""},
		{"number/huge-negative-exponent", "5e-999999999999", true, false, ""},
		{"invalid/empty", "", false, false, ""},
		{"invalid/sign", "-1", false, false, ""},
		{"invalid/hex", "0x10", false, false, ""},
		{"invalid/trailing-dot", "1.", false, false, ""},
		{"invalid/bare-exponent", "1e", false, false, ""},
		{"invalid/ratio", "1/2", false, false, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v, isInt, ok := ParseIntLiteral(c.text)
			if ok != c.ok || isInt != c.isInt {
				t.Fatalf("ParseIntLiteral(%q): ok=%v isInt=%v, want ok=%v isInt=%v", c.text, ok, isInt, c.ok, c.isInt)
			}
			switch {
			case c.want == "" && v != nil:
				t.Fatalf("ParseIntLiteral(%q) = %v, want nil", c.text, v)
			case c.want != "" && (v == nil || v.String() != c.want):
				t.Fatalf("ParseIntLiteral(%q) = %v, want %s", c.text, v, c.want)
			}
		})
	}
}

func TestBigIntValue(t *testing.T) {
	cases := []struct {
		name string
		v    cty.Value
		want string
	}{
		{"int", cty.NumberIntVal(-7), "-7"},
		{"fraction-is-not-int", cty.NumberFloatVal(1.5), ""},
		{"unknown-is-not-int", cty.UnknownVal(cty.Number), ""},
		{"null-is-not-int", cty.NullVal(cty.Number), ""},
		{"string-is-not-int", cty.StringVal("1"), ""},
		{"infinity-is-not-int", cty.PositiveInfinity, ""},
		{"nil-is-not-int", cty.NilVal, ""},
		{"marked-int", cty.NumberIntVal(3).Mark("secret"), "3"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v, ok := BigIntValue(c.v)
			if (c.want != "") != ok || ok && v.String() != c.want {
				t.Fatalf("BigIntValue(%#v) = %v, %v; want %q", c.v, v, ok, c.want)
			}
		})
	}
}

func TestTemplateTypes(t *testing.T) {
	exRunTypeCases(t, []exTypeCase{
		{"template/string", `"a${s}b"`, StringType},
		{"template/int-part", `"n=${i}"`, StringType},
		{"template/optional-part", `"x${opt}"`, StringType},
		{"template/wrap-is-string", `"${i}"`, StringType},
		{"template/output-part-gives-output", `"a${os}"`, NewOutputType(StringType)},
		{"template/promise-part-gives-promise", `"a${ps}"`, NewPromiseType(StringType)},
		{"template/output-and-promise-gives-output", `"${ps}-${os}"`, NewOutputType(StringType)},
		{"template/output-attr-part", `"id=${res.id}"`, NewOutputType(StringType)},
		{"template/for-directive", `"%{for x in ls}${x},%{endfor}"`, StringType},
		{"template/for-directive-over-output", `"%{for x in oList}${x}%{endfor}"`, NewOutputType(StringType)},
		{"template/if-directive", `"%{if b}yes%{else}no%{endif}"`, StringType},
		{"template/heredoc", "<<EOT\nhello ${s}\nEOT\n", StringType},
	})
	exRunDiagCases(t, []exDiagCase{
		{name: "template/list-part-is-error", src: `"a${ls}"`, summary: "Invalid template interpolation value",
			at: exPos{1, 5, 1, 7}, want: StringType, detail: "list(string)"},
		{name: "template/null-part-is-error", src: `"a${null}"`, summary: "Invalid template interpolation value",
			at: exPos{1, 5, 1, 9}, want: StringType},
	})
}
