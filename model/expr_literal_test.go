package model

import (
	"math/big"
	"strconv"
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
		{"literal/leading-zeros-is-int", `007`, IntType},
		{"literal/integral-fraction-is-number", `2.0`, NumberType},
		{"literal/zero-fraction-is-number", `0.0`, NumberType},
		{"literal/exponent-integer-is-number", `1e3`, NumberType},
		{"literal/negative-exponent-is-number", `15e-1`, NumberType},
		{"literal/exponent-whole-after-scaling-is-number", `2.50E+2`, NumberType},
		{"literal/large-exponent-is-number", `1e300`, NumberType},
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
	t.Run("literal/int/beyond-float64-is-error", func(t *testing.T) {
		// 2^1024 is exact (one significant bit) but no target number holds it.
		text := exPow2Plus(1024, 0).String()
		_, diags := exBind(t, text)
		exWantDiag(t, diags, "Integer literal out of range", exPos{1, 1, 1, 1 + len(text)})
	})
	t.Run("literal/int/below-float64-max-ok", func(t *testing.T) {
		exWantType(t, exBindOK(t, exPow2Plus(1023, 0).String()), IntType)
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

func TestFloatLiterals(t *testing.T) {
	// A literal with a fraction or an exponent is a number whose value is the
	// float64 every target reads from it.
	for _, text := range []string{
		"1e300", "1E300", "1e+300", "1.7976931348623157e+308", "1.7976931348623157e308",
		// The exact value of the largest float64, as the YAML converter writes it.
		"179769313486231570814527423731704356798070567525844996598917476803157260780028538760589558632766878171540458953514382464234321326889464182768467546703537516986049910576551282076245490090389328944075868508455133942304583236903222948165808559332123348274797826204144723168738177180919299881250404026184124858368.0",
		"4.9e-324", "5e-324", "2.2250738585072014e-308", "0.1", "2.718", "1.5", "2.0", "0.0", "0e999999", "0.000000025",
		"1.00000000000000011102230246251565404236316680908203125", // halfway between 1 and the next float64: rounds to even
		"123456789012345678901234567890.5",
	} {
		t.Run("literal/float/"+text[:min(len(text), 30)], func(t *testing.T) {
			want, err := strconv.ParseFloat(text, 64)
			if err != nil {
				t.Fatal(err)
			}
			e := exBindOK(t, text)
			exWantType(t, e, NumberType)
			got, acc := e.(*LiteralValueExpression).Value.AsBigFloat().Float64()
			if acc != big.Exact || got != want {
				t.Fatalf("value %v (%v), want the float64 %v", got, acc, want)
			}
			again := exBindOK(t, FormatExpression(e))
			exWantType(t, again, NumberType)
			if g, _ := again.(*LiteralValueExpression).Value.AsBigFloat().Float64(); g != want {
				t.Fatalf("reprinted as %s, reads as %v, want %v", FormatExpression(e), g, want)
			}
		})
	}
	for _, c := range []struct{ text, detail string }{
		{"1e309", "too large"},
		{"1.7976931348623159e308", "too large"}, // rounds up to infinity
		{"1e20000", "too large"},
		{"1" + strings.Repeat("0", 400) + ".0", "too large"},
		{"1e-400", "too small"},
		{"2e-324", "too small"}, // below half the smallest subnormal
	} {
		t.Run("literal/float/out-of-range/"+c.text[:min(len(c.text), 30)], func(t *testing.T) {
			_, diags := exBind(t, c.text)
			d := exWantDiag(t, diags, "Number literal out of range", exPos{1, 1, 1, 1 + len(c.text)})
			if !strings.Contains(d.Detail, c.detail) {
				t.Fatalf("detail %q should say %q", d.Detail, c.detail)
			}
		})
	}
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
