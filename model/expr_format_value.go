package model

import (
	"fmt"
	"math"
	"math/big"
	"sort"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
)

// value prints a cty value as a literal.
func (f *formatter) value(v cty.Value) {
	if v == cty.NilVal {
		f.str("null")
		return
	}
	v, _ = v.Unmark()
	switch {
	case !v.IsKnown():
		f.str("(unknown)")
		return
	case v.IsNull():
		f.str("null")
		return
	}
	ty := v.Type()
	switch {
	case ty == cty.Bool:
		if v.True() {
			f.str("true")
		} else {
			f.str("false")
		}
	case ty == cty.Number:
		f.str(formatNumberLiteral(v.AsBigFloat()))
	case ty == cty.String:
		f.str(quoteTemplate(v.AsString()))
	case ty.IsListType() || ty.IsSetType() || ty.IsTupleType():
		f.str("[")
		i := 0
		for it := v.ElementIterator(); it.Next(); i++ {
			if i > 0 {
				f.str(", ")
			}
			_, ev := it.Element()
			f.value(ev)
		}
		f.str("]")
	case ty.IsMapType() || ty.IsObjectType():
		type kv struct {
			k string
			v cty.Value
		}
		var items []kv
		for it := v.ElementIterator(); it.Next(); {
			k, ev := it.Element()
			k, _ = k.Unmark()
			items = append(items, kv{k.AsString(), ev})
		}
		if len(items) == 0 {
			f.str("{}")
			return
		}
		sort.Slice(items, func(i, j int) bool { return items[i].k < items[j].k })
		f.str("{ ")
		for i, item := range items {
			if i > 0 {
				f.str(", ")
			}
			if hclsyntax.ValidIdentifier(item.k) {
				f.str(item.k)
			} else {
				f.str(quoteTemplate(item.k))
			}
			f.str(" = ")
			f.value(item.v)
		}
		f.str(" }")
	default:
		f.str(fmt.Sprintf("(%s)", ty.FriendlyName()))
	}
}

// floatLiteralText prints a number literal of type number whose value is a
// float64 (as the binder gives every literal with a fraction or an exponent)
// in the shortest form that reads back as the same float64, with a fraction
// or an exponent so that it reads back as a number, not an int.
func floatLiteralText(e *LiteralValueExpression) (string, bool) {
	v, _ := e.Value.Unmark()
	if e.Type() != NumberType || v == cty.NilVal || !v.IsKnown() || v.IsNull() || v.Type() != cty.Number {
		return "", false
	}
	f, acc := v.AsBigFloat().Float64()
	if acc != big.Exact || math.IsInf(f, 0) {
		return "", false
	}
	s := strconv.FormatFloat(f, 'g', -1, 64)
	if !strings.ContainsAny(s, ".e") {
		s += ".0"
	}
	return s, true
}

// formatNumberLiteral prints an integer exactly and any other number in the
// shortest form that reads back as the same value. Numbers of enormous
// magnitude (see isTameNumber) print approximately, to twenty digits, since
// an exact decimal conversion would take too long.
func formatNumberLiteral(n *big.Float) string {
	switch {
	case n.IsInf():
		if n.Signbit() {
			return "-(infinity)"
		}
		return "(infinity)"
	case !isTameNumber(n):
		return approximateNumber(n)
	case n.IsInt():
		i, _ := n.Int(nil)
		return i.String()
	}
	return n.Text('g', -1)
}

// approximateNumber prints a finite number of enormous magnitude as
// d.ddd...e±x, computing the decimal exponent from the binary one.
func approximateNumber(n *big.Float) string {
	const prec = 640
	abs := new(big.Float).SetPrec(prec).Abs(n)
	exp2 := abs.MantExp(nil)
	exp10 := int64(math.Floor(float64(exp2-1) * math.Log10(2)))
	q := new(big.Float).SetPrec(prec).Quo(abs, pow10(exp10, prec))
	ten := big.NewFloat(10)
	for q.Cmp(ten) >= 0 {
		q.Quo(q, ten)
		exp10++
	}
	for q.Sign() > 0 && q.Cmp(big.NewFloat(1)) < 0 {
		q.Mul(q, ten)
		exp10--
	}
	sign := ""
	if n.Signbit() {
		sign = "-"
	}
	return fmt.Sprintf("%s%se%d", sign, q.Text('g', 20), exp10)
}

// pow10 returns 10^e (e may be negative) at the given precision, by
// repeated squaring.
func pow10(e int64, prec uint) *big.Float {
	neg := e < 0
	if neg {
		e = -e
	}
	result := new(big.Float).SetPrec(prec).SetInt64(1)
	base := new(big.Float).SetPrec(prec).SetInt64(10)
	for e > 0 {
		if e&1 == 1 {
			result.Mul(result, base)
		}
		base.Mul(base, base)
		e >>= 1
	}
	if neg {
		result.Quo(new(big.Float).SetPrec(prec).SetInt64(1), result)
	}
	return result
}

// quoteTemplate returns s as a quoted template literal.
func quoteTemplate(s string) string { return `"` + escapeTemplate(s) + `"` }

// escapeTemplate escapes s for use between the quotes of a template.
func escapeTemplate(s string) string {
	var b strings.Builder
	for i, r := range s {
		switch r {
		case '\\':
			b.WriteString(`\\`)
		case '"':
			b.WriteString(`\"`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '\t':
			b.WriteString(`\t`)
		case '$', '%':
			b.WriteRune(r)
			if i+1 < len(s) && s[i+1] == '{' {
				b.WriteRune(r)
			}
		default:
			if r < 0x20 || r == 0x7f {
				fmt.Fprintf(&b, `\u%04x`, r)
			} else {
				b.WriteRune(r)
			}
		}
	}
	return b.String()
}
