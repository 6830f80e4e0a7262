package model

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"
)

// numberPrecision is the significand precision, in bits, of the numbers that
// hclsyntax (through cty.ParseNumberVal) parses number literals into.
const numberPrecision = 512

// maxIntLiteralExponent bounds the decimal exponent for which ParseIntLiteral
// computes an integer's value; beyond it the value is far too large to be
// represented exactly and is not computed.
const maxIntLiteralExponent = 10000

// ParseIntLiteral reads the source text of an HCL number literal: digits, an
// optional fraction and an optional exponent (`42`, `1.5`, `1e3`, `2.50E+2`).
// ok is false when text is not such a literal. isInt reports whether the
// literal's exact value is an integer; when it is, v is that value, computed
// exactly, except that v is nil for integers with more than 10000 decimal
// digits (which no number representation used here can hold).
func ParseIntLiteral(text string) (v *big.Int, isInt, ok bool) {
	mantissa, exp, ok := splitNumberLiteral(text)
	if !ok {
		return nil, false, false
	}
	// Normalize: drop leading zeros, and move trailing zeros into the exponent
	// so that a negative exponent means the value is not an integer.
	mantissa = strings.TrimLeft(mantissa, "0")
	if mantissa == "" {
		return new(big.Int), true, true
	}
	trimmed := strings.TrimRight(mantissa, "0")
	zeros := len(mantissa) - len(trimmed)
	exp += zeros
	if exp < 0 {
		return nil, false, true
	}
	if exp > maxIntLiteralExponent {
		return nil, true, true
	}
	v, good := new(big.Int).SetString(trimmed, 10)
	if !good {
		return nil, false, false
	}
	if exp > 0 {
		v.Mul(v, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(exp)), nil))
	}
	return v, true, true
}

// splitNumberLiteral splits an HCL number literal into its digits (integer and
// fraction parts concatenated) and the decimal exponent that applies to them.
// Exponents too large for an int are clamped far beyond any useful bound.
func splitNumberLiteral(text string) (digits string, exp int, ok bool) {
	intPart, rest := spanDigits(text)
	if intPart == "" {
		return "", 0, false
	}
	frac := ""
	if strings.HasPrefix(rest, ".") {
		frac, rest = spanDigits(rest[1:])
		if frac == "" {
			return "", 0, false
		}
	}
	if rest != "" {
		if rest[0] != 'e' && rest[0] != 'E' {
			return "", 0, false
		}
		rest = rest[1:]
		neg := false
		if rest != "" && (rest[0] == '+' || rest[0] == '-') {
			neg = rest[0] == '-'
			rest = rest[1:]
		}
		expDigits, tail := spanDigits(rest)
		if expDigits == "" || tail != "" {
			return "", 0, false
		}
		n := hugeExponent
		if expDigits = strings.TrimLeft(expDigits, "0"); len(expDigits) <= 9 {
			n, _ = strconv.Atoi("0" + expDigits)
		}
		if neg {
			n = -n
		}
		exp = n
	}
	return intPart + frac, exp - len(frac), true
}

// hugeExponent stands for any exponent with more than nine digits.
const hugeExponent = 1 << 30

// spanDigits splits s after its leading ASCII digits.
func spanDigits(s string) (digits, rest string) {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return s[:i], s[i:]
}

// BigIntValue returns the value of v as an integer when v is a known, non-null
// number whose value is an integer.
func BigIntValue(v cty.Value) (*big.Int, bool) {
	if v == cty.NilVal {
		return nil, false
	}
	v, _ = v.Unmark()
	if !v.IsKnown() || v.IsNull() || v.Type() != cty.Number {
		return nil, false
	}
	f := v.AsBigFloat()
	if f.IsInf() || !f.IsInt() {
		return nil, false
	}
	i, _ := f.Int(nil)
	return i, true
}

// isIntegerValue reports whether v is a known, non-null, integer-valued number.
func isIntegerValue(v cty.Value) bool {
	if v == cty.NilVal {
		return false
	}
	v, _ = v.Unmark()
	if !v.IsKnown() || v.IsNull() || v.Type() != cty.Number {
		return false
	}
	f := v.AsBigFloat()
	return !f.IsInf() && f.IsInt()
}

// maxTameExponent bounds the binary exponent of the numbers that are printed
// exactly or converted to strings; beyond it (beyond about 10^1233) decimal
// conversion gets expensive, so such numbers are printed approximately and
// are not used as constant keys.
const maxTameExponent = 4096

// isTameNumber reports whether f is finite and its binary exponent is within
// ±maxTameExponent, so that converting it to decimal is cheap.
func isTameNumber(f *big.Float) bool {
	if f.IsInf() {
		return false
	}
	exp := f.MantExp(nil)
	return exp <= maxTameExponent && exp >= -maxTameExponent
}

// tameValue returns v, or cty.NilVal when v is a number that is not tame (see
// isTameNumber): a constant too large or too small to use as a key cheaply.
func tameValue(v cty.Value) cty.Value {
	if v == cty.NilVal || !v.IsKnown() || v.IsNull() || v.Type() != cty.Number {
		return v
	}
	if !isTameNumber(v.AsBigFloat()) {
		return cty.NilVal
	}
	return v
}

// checkNumberLiteral types a number literal from its source text and checks
// that its value can be represented. A literal of decimal digits alone
// (`42`) is an int: exact, or an error when the parsed value does not hold
// it exactly (the spec asks for at least 256 bits; ints here are exact up to
// numberPrecision significant bits). A literal with a fraction or an exponent
// (`1.5`, `2.0`, `1e300`) is a number: every target language reads it as a
// 64-bit float, so its value is the float64 nearest to it, and a literal
// whose magnitude is beyond float64 (or that is not zero but rounds to zero)
// is an error. An int literal beyond float64's range is an error too, as no
// target number type holds it. It returns the literal's type and value.
func checkNumberLiteral(text string, val cty.Value, rng hcl.Range) (Type, cty.Value, *hcl.Diagnostic) {
	if len(text) <= 15 && strings.Trim(text, "0123456789") == "" {
		// A decimal integer of at most 15 digits is exact in every
		// target's float64: the common case, decided without big numbers.
		return IntType, val, nil
	}
	digits, _, ok := splitNumberLiteral(text)
	if !ok {
		return literalValueType(val), val, nil
	}
	shown := text
	if len(shown) > 40 {
		shown = shown[:20] + "..." + shown[len(shown)-10:]
	}
	if _, rest := spanDigits(text); rest != "" {
		return checkFloatLiteral(text, shown, digits, val, rng)
	}
	exact, _, _ := ParseIntLiteral(text)
	if exact != nil {
		if got, ok := BigIntValue(val); ok && got.Cmp(exact) == 0 {
			if f, _ := val.AsBigFloat().Float64(); math.IsInf(f, 0) {
				detail := fmt.Sprintf("The integer literal %s is too large: every target language reads numbers as 64-bit floating-point values, whose magnitude is at most about 1.8e308.", shown)
				return IntType, val, exprError(rng, "Integer literal out of range", detail)
			}
			return IntType, val, nil
		}
	}
	var detail string
	if exact == nil {
		detail = fmt.Sprintf("The integer literal %s is too large to be represented exactly: integers are exact up to %d significant bits.", shown, numberPrecision)
	} else {
		bits := exact.BitLen() - int(exact.TrailingZeroBits())
		detail = fmt.Sprintf("The integer literal %s cannot be represented exactly: its value has %d significant bits, but integers are exact up to %d significant bits.", shown, bits, numberPrecision)
	}
	return IntType, val, exprError(rng, "Integer literal out of range", detail)
}

// checkFloatLiteral types a literal with a fraction or an exponent: a number
// whose value is the float64 nearest to text (digits are its significant
// digits), or an error when float64 cannot hold it.
func checkFloatLiteral(text, shown, digits string, val cty.Value, rng hcl.Range) (Type, cty.Value, *hcl.Diagnostic) {
	f, err := strconv.ParseFloat(text, 64)
	switch {
	case err != nil && math.IsInf(f, 0):
		detail := fmt.Sprintf("The number %s is too large: numbers are 64-bit floating-point values, whose magnitude is at most about 1.8e308.", shown)
		return NumberType, val, exprError(rng, "Number literal out of range", detail)
	case err != nil:
		return NumberType, val, exprError(rng, "Invalid number literal", fmt.Sprintf("The number %s cannot be read: %v.", shown, err))
	case f == 0 && strings.Trim(digits, "0") != "":
		detail := fmt.Sprintf("The number %s is too small: numbers are 64-bit floating-point values, which would read it as 0 (the smallest one that is not 0 is about 4.9e-324).", shown)
		return NumberType, val, exprError(rng, "Number literal out of range", detail)
	}
	return NumberType, cty.NumberFloatVal(f), nil
}
