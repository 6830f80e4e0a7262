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
	c, ok := floatConstant(x)
	if !ok || math.IsInf(c.f, 0) || math.IsNaN(c.f) || !c.rounds {
		return 0, false
	}
	return c.f, true
}

// floatValue is an arithmetic expression of number constants evaluated
// both ways: f as PCL computes it (float64 steps), exact as Go does.
// rounds reports that a step of it (itself or one inside it) gives another
// float64 in PCL than Go's exact value does: Go would then compute exactly
// around the rounded step, so the whole is printed as PCL's value ((0.1 *
// 1.5 - 1e3) + (1e3 + -2.75 * 0.1) is -0.125 in PCL, and
// -0.12499999999999999 in Go from 0.15000000000000002 - 1000.0 + (1000.0 +
// -2.75*0.1); fuzz seed 12888).
type floatValue struct {
	f      float64
	exact  *big.Rat
	rounds bool
}

// floatConstant evaluates e, an arithmetic expression of number constants,
// both as PCL does (float64 steps) and exactly, as Go evaluates the
// literals the generator prints (numberLiteral's shortest decimals), in
// one pass, or reports that e is not one.
func floatConstant(e model.Expression) (floatValue, bool) {
	switch x := e.(type) {
	case *model.ParenthesesExpression:
		return floatConstant(x.Expression)
	case *model.LiteralValueExpression:
		v := x.Value
		if v.IsNull() || !v.IsKnown() || v.Type() != cty.Number {
			return floatValue{}, false
		}
		f, _ := v.AsBigFloat().Float64()
		exact, ok := new(big.Rat).SetString(numberLiteral(v.AsBigFloat(), true))
		return floatValue{f: f, exact: exact}, ok
	case *model.UnaryOpExpression:
		if x.Operation != hclsyntax.OpNegate {
			return floatValue{}, false
		}
		c, ok := floatConstant(x.Operand)
		if !ok {
			return floatValue{}, false
		}
		return floatValue{f: -c.f, exact: new(big.Rat).Neg(c.exact), rounds: c.rounds}, true
	case *model.BinaryOpExpression:
		l, ok := floatConstant(x.LeftOperand)
		if !ok {
			return floatValue{}, false
		}
		r, ok := floatConstant(x.RightOperand)
		if !ok {
			return floatValue{}, false
		}
		c := floatValue{exact: new(big.Rat)}
		switch x.Operation {
		case hclsyntax.OpAdd:
			c.f = l.f + r.f
			c.exact.Add(l.exact, r.exact)
		case hclsyntax.OpSubtract:
			c.f = l.f - r.f
			c.exact.Sub(l.exact, r.exact)
		case hclsyntax.OpMultiply:
			c.f = l.f * r.f
			c.exact.Mul(l.exact, r.exact)
		case hclsyntax.OpDivide:
			if r.exact.Sign() == 0 {
				return floatValue{}, false
			}
			c.f = l.f / r.f
			c.exact.Quo(l.exact, r.exact)
		default:
			return floatValue{}, false
		}
		rounded, _ := c.exact.Float64()
		c.rounds = l.rounds || r.rounds || rounded != c.f
		return c, true
	}
	return floatValue{}, false
}
