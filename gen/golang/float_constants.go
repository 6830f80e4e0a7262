package golang

import (
	"math"
	"math/big"

	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/model"
)

// Go evaluates an expression of constants exactly, at compile time, and
// rounds the result to a float64 once; PCL computes on float64s and rounds
// after every operation, as the other SDKs' languages do. The two differ
// where a step's rounding shows (3 * 0.1 is 0.3 in Go and
// 0.30000000000000004 in PCL), so an arithmetic expression of number
// constants whose float64 value differs from its exact one is printed as
// the float64 value PCL computes.

// constantFloat returns the value PCL computes for x, an arithmetic
// expression of number constants (+, -, *, / and negation over literals),
// when Go's exact evaluation of it would give another float64.
func constantFloat(x *model.BinaryOpExpression) (float64, bool) {
	f, exact, ok := floatConstant(x)
	if !ok || math.IsInf(f, 0) || math.IsNaN(f) {
		return 0, false
	}
	rounded, _ := exact.Float64()
	if rounded == f && !foldsInside(x) {
		return 0, false
	}
	return f, true
}

// foldsInside reports whether an operation inside x, an arithmetic
// expression of number constants, is printed as PCL's value (constantFloat):
// Go would then compute exactly with that value, where PCL rounds at each
// step, so x is printed as PCL's value too ((0.1 * 1.5 - 1e3) + (1e3 +
// -2.75 * 0.1) is -0.125 in PCL, -0.12499999999999999 in Go from
// 0.15000000000000002 - 1000.0 + (1000.0 + -2.75*0.1); fuzz seed 12888).
func foldsInside(x model.Expression) bool {
	switch x := x.(type) {
	case *model.ParenthesesExpression:
		return foldsInside(x.Expression)
	case *model.UnaryOpExpression:
		return folds(x.Operand)
	case *model.BinaryOpExpression:
		return folds(x.LeftOperand) || folds(x.RightOperand)
	}
	return false
}

// folds reports whether e, or an operation inside it, is printed as PCL's
// value (constantFloat).
func folds(e model.Expression) bool {
	if b, ok := unparen(e).(*model.BinaryOpExpression); ok {
		if _, f := constantFloat(b); f {
			return true
		}
	}
	return foldsInside(e)
}

// unparen returns e without the parentheses around it.
func unparen(e model.Expression) model.Expression {
	for {
		p, ok := e.(*model.ParenthesesExpression)
		if !ok {
			return e
		}
		e = p.Expression
	}
}

// floatConstant evaluates e, an arithmetic expression of number constants,
// both as PCL does (float64 steps) and exactly, as Go evaluates the
// literals the generator prints (numberLiteral's shortest decimals), or
// reports that e is not one.
func floatConstant(e model.Expression) (float64, *big.Rat, bool) {
	switch x := e.(type) {
	case *model.ParenthesesExpression:
		return floatConstant(x.Expression)
	case *model.LiteralValueExpression:
		v := x.Value
		if v.IsNull() || !v.IsKnown() || v.Type() != cty.Number {
			return 0, nil, false
		}
		f, _ := v.AsBigFloat().Float64()
		exact, ok := new(big.Rat).SetString(numberLiteral(v.AsBigFloat(), true))
		return f, exact, ok
	case *model.UnaryOpExpression:
		if x.Operation != hclsyntax.OpNegate {
			return 0, nil, false
		}
		f, exact, ok := floatConstant(x.Operand)
		if !ok {
			return 0, nil, false
		}
		return -f, new(big.Rat).Neg(exact), true
	case *model.BinaryOpExpression:
		lf, le, ok := floatConstant(x.LeftOperand)
		if !ok {
			return 0, nil, false
		}
		rf, re, ok := floatConstant(x.RightOperand)
		if !ok {
			return 0, nil, false
		}
		exact := new(big.Rat)
		switch x.Operation {
		case hclsyntax.OpAdd:
			return lf + rf, exact.Add(le, re), true
		case hclsyntax.OpSubtract:
			return lf - rf, exact.Sub(le, re), true
		case hclsyntax.OpMultiply:
			return lf * rf, exact.Mul(le, re), true
		case hclsyntax.OpDivide:
			if re.Sign() == 0 {
				return 0, nil, false
			}
			return lf / rf, exact.Quo(le, re), true
		}
	}
	return 0, nil, false
}
