package eval

import (
	"errors"
	"math"
	"math/big"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"

	"github.com/pclgen/pclgen/model"
)

// This file holds the conversions of constants between primitive types: the
// binder reports a constant that cannot convert where it is written and
// replaces one that can by its converted value, and code generation folds
// the constants it converts itself, so that no target language decides a
// constant conversion on its own.

// ConstantValue returns the value of e when e is a constant primitive value
// that needs no evaluation at run time: a literal, or an expression that
// ConstantFold knows wholly (`"80"`, `2.5 * 2`, `"${1}"`), not null, not
// eventual and not marked (a secret).
func ConstantValue(e model.Expression) (cty.Value, bool) {
	return constantValue(e, func(e model.Expression) (cty.Value, hcl.Diagnostics) { return Evaluate(e, Env{}) })
}

// constantValue is ConstantValue with evaluate computing values.
func constantValue(e model.Expression, evaluate func(model.Expression) (cty.Value, hcl.Diagnostics)) (cty.Value, bool) {
	if e == nil {
		return cty.NilVal, false
	}
	if p, ok := model.RemoveNone(e.Type()).(*model.PrimitiveType); !ok || p.Kind == model.DynamicKind {
		// An eventual value, a collection or a value of unknown type.
		return cty.NilVal, false
	}
	if lit, ok := e.(*model.LiteralValueExpression); ok {
		return primitiveConstant(lit.Value)
	}
	v, diags := evaluate(e)
	if diags.HasErrors() || !v.IsWhollyKnown() {
		return cty.NilVal, false
	}
	return primitiveConstant(v)
}

// primitiveConstant returns v when it is a known, non-null, unmarked string,
// number or bool.
func primitiveConstant(v cty.Value) (cty.Value, bool) {
	if v == cty.NilVal || !v.IsKnown() || v.IsNull() || v.IsMarked() || !v.Type().IsPrimitiveType() {
		return cty.NilVal, false
	}
	return v, true
}

// ConvertConstant converts the primitive constant v to the primitive type
// to, as PCL converts values (go-cty's conversions, with two rules of PCL's
// own): a string converts to a number when it holds one, and to a bool when
// it is "true" or "1" (true) or "false" or "0" (false); a number or a bool
// converts to its text; a number converts to an int only when it is whole
// and within a 64-bit integer's range (the int of the Go SDK), and a number
// is the 64-bit floating-point value every target language reads, so a
// string holding one beyond that range does not convert. The error says why
// v does not convert, as a clause: "it is not a number".
func ConvertConstant(v cty.Value, to *model.PrimitiveType) (cty.Value, error) {
	var ty cty.Type
	switch to.Kind {
	case model.StringKind:
		ty = cty.String
	case model.BoolKind:
		ty = cty.Bool
	case model.NumberKind, model.IntKind:
		ty = cty.Number
	default:
		return cty.NilVal, errors.New("it is not a primitive value")
	}
	out, err := convert.Convert(v, ty)
	if err != nil {
		return cty.NilVal, conversionReason(v, to)
	}
	switch to.Kind {
	case model.NumberKind:
		return float64Value(out)
	case model.IntKind:
		return int64Value(out)
	}
	return out, nil
}

// conversionReason says why v does not convert to to, as go-cty refuses it.
func conversionReason(v cty.Value, to *model.PrimitiveType) error {
	switch {
	case v.Type() == cty.String && to.Kind == model.BoolKind:
		return errors.New(`only "true", "false", "1" and "0" convert to a bool`)
	case v.Type() == cty.String:
		return errors.New("it is not a number")
	}
	return errors.New("a " + v.Type().FriendlyName() + " does not convert to " + to.String())
}

// float64Value returns the number v as the float64 nearest to it (as number
// literals are read), or an error when float64 cannot hold it.
func float64Value(v cty.Value) (cty.Value, error) {
	f := v.AsBigFloat()
	if f.IsInf() {
		return cty.NilVal, errors.New("it is infinite, and numbers are finite 64-bit floating-point values")
	}
	f64, _ := f.Float64()
	switch {
	case math.IsInf(f64, 0):
		return cty.NilVal, errors.New("it is beyond the range of a 64-bit floating-point number (about 1.8e308)")
	case f64 == 0 && f.Sign() != 0:
		return cty.NilVal, errors.New("it is too small for a 64-bit floating-point number, which would read it as 0")
	}
	return cty.NumberFloatVal(f64), nil
}

// minInt64 and maxInt64 bound the ints of every target language.
var minInt64, maxInt64 = new(big.Float).SetInt64(math.MinInt64), new(big.Float).SetInt64(math.MaxInt64)

// int64Value returns the number v as an int, or an error when it is not a
// whole number within a 64-bit integer's range.
func int64Value(v cty.Value) (cty.Value, error) {
	f := v.AsBigFloat()
	switch {
	case f.IsInf() || f.Cmp(minInt64) < 0 || f.Cmp(maxInt64) > 0:
		return cty.NilVal, errors.New("it is beyond the range of a 64-bit integer")
	case !f.IsInt():
		return cty.NilVal, errors.New("it is not a whole number")
	}
	return v, nil
}

// ConvertedConstant returns the constant e would be in a place where a value
// of the primitive type to is expected, as a literal of type to that keeps
// e's syntax, when e is a constant (see ConstantValue) of another type that
// converts to to; else it returns e. A whole number of type number becomes
// an int; an int is left as it is where a number is expected, as its value
// needs no conversion.
func ConvertedConstant(e model.Expression, to *model.PrimitiveType) model.Expression {
	v, ok := ConstantValue(e)
	if !ok {
		return e
	}
	from := model.RemoveNone(e.Type())
	if model.Equal(from, to) || to.Kind == model.NumberKind && from == model.IntType {
		return e
	}
	out, err := ConvertConstant(v, to)
	if err != nil {
		return e
	}
	lit := model.NewLiteralValueExpression(out, to)
	if s, ok := e.SyntaxNode().(hclsyntax.Expression); ok {
		lit.Syntax = s
	}
	return lit
}
