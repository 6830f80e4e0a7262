package refine

import (
	"math/big"

	"github.com/zclconf/go-cty/cty"
)

// Arithmetic and logic over possibly-unknown values. Known operands give the
// exact cty result; an unknown result is refined as not null (an operation
// that succeeds never yields null) and, for arithmetic, to the range computed
// by interval arithmetic on the operands' ranges. When that range is a single
// point the result collapses to a known number.

// Add returns a + b.
func Add(a, b cty.Value) (cty.Value, error) {
	return refineArith("+", a, b, cty.Value.Add, NumberRange.Add)
}

// Subtract returns a - b.
func Subtract(a, b cty.Value) (cty.Value, error) {
	return refineArith("-", a, b, cty.Value.Subtract, NumberRange.Subtract)
}

// Multiply returns a * b.
func Multiply(a, b cty.Value) (cty.Value, error) {
	return refineArith("*", a, b, cty.Value.Multiply, NumberRange.Multiply)
}

// Divide returns a / b. A divisor that is known to be zero is an error
// about operand 1, even when the dividend is unknown.
func Divide(a, b cty.Value) (cty.Value, error) {
	if refineIsKnownZero(b) {
		return cty.UnknownVal(cty.Number), OperandError(1, "Division by zero",
			"The divisor is zero, so the division has no result.")
	}
	return refineArith("/", a, b, cty.Value.Divide, NumberRange.Divide)
}

// Modulo returns a % b. A divisor that is known to be zero is an error
// about operand 1. When both operands have finite ranges and the divisor's
// excludes zero, the result lies strictly between -m and m, m being the
// largest magnitude of the divisor, and keeps the sign of the dividend.
func Modulo(a, b cty.Value) (cty.Value, error) {
	if refineIsKnownZero(b) {
		return cty.UnknownVal(cty.Number), OperandError(1, "Division by zero",
			"The divisor is zero, so the remainder has no result.")
	}
	return refineArith("%", a, b, cty.Value.Modulo, refineModuloRange)
}

// Negate returns -a.
func Negate(a cty.Value) (cty.Value, error) {
	return refineGuard("-", func() (cty.Value, error) {
		vs, marks := refineUnmarkAll(a)
		x, err := refineNumberOperand(vs[0], 0, "-")
		if err != nil {
			return x, err
		}
		if x.IsKnown() {
			return x.Negate().WithMarks(marks), nil
		}
		rx, _ := NumberRangeOfValue(x)
		return refineNumberResult(x.Negate(), rx.Negate()).WithMarks(marks), nil
	})
}

// refineArith converts both operands to numbers and applies op, refining an unknown
// result with rangeOp over the operands' ranges.
func refineArith(name string, a, b cty.Value, op func(cty.Value, cty.Value) cty.Value, rangeOp func(NumberRange, NumberRange) NumberRange) (cty.Value, error) {
	return refineGuard(name, func() (cty.Value, error) {
		vs, marks := refineUnmarkAll(a, b)
		x, err := refineNumberOperand(vs[0], 0, name)
		if err != nil {
			return x, err
		}
		y, err := refineNumberOperand(vs[1], 1, name)
		if err != nil {
			return y, err
		}
		result := op(x, y)
		if result.IsKnown() {
			return result.WithMarks(marks), nil
		}
		rx, _ := NumberRangeOfValue(x)
		ry, _ := NumberRangeOfValue(y)
		return refineNumberResult(result, rangeOp(rx, ry)).WithMarks(marks), nil
	})
}

// refineNumberResult refines the unknown number v as not null and within r, if
// that is consistent with what v already records; otherwise v is returned
// with just the not-null refinement.
func refineNumberResult(v cty.Value, r NumberRange) cty.Value {
	if v == cty.DynamicVal {
		v = cty.UnknownVal(cty.Number)
	}
	if out, err := ApplyRefinement(v, Refinement{NotNull: true, Number: r}); err == nil {
		return out
	}
	out, err := ApplyRefinement(v, Refinement{NotNull: true})
	if err != nil {
		return v
	}
	return out
}

// refineModuloRange bounds a % b for a in x and b in y; see Modulo.
func refineModuloRange(x, y NumberRange) NumberRange {
	x, y = x.normalized(), y.normalized()
	if x.lo().IsInf() || x.hi().IsInf() || y.lo().IsInf() || y.hi().IsInf() {
		return UnboundedNumberRange()
	}
	if y.containsFloat(new(big.Float)) {
		return UnboundedNumberRange() // cty's x % 0 is x
	}
	m := new(big.Float).Abs(y.lo())
	if h := new(big.Float).Abs(y.hi()); h.Cmp(m) > 0 {
		m = h
	}
	neg := new(big.Float).Neg(m)
	out := NewNumberRange(cty.NumberVal(neg), false, cty.NumberVal(m), false)
	zero := new(big.Float)
	if x.lo().Cmp(zero) >= 0 {
		out.Lower, out.LowerInclusive = cty.Zero, true
	}
	if x.hi().Cmp(zero) <= 0 {
		out.Upper, out.UpperInclusive = cty.Zero, true
	}
	return out
}

// refineIsKnownZero reports whether v is a known number (or number-convertible
// value) equal to zero.
func refineIsKnownZero(v cty.Value) bool {
	v, _ = v.Unmark()
	if !v.IsKnown() || v.IsNull() {
		return false
	}
	n, err := refineNumberOperand(v, 0, "")
	if err != nil || !n.IsKnown() || n.IsNull() {
		return false
	}
	return n.AsBigFloat().Sign() == 0
}

// And returns a && b. A known false operand decides the result whatever
// the other is.
func And(a, b cty.Value) (cty.Value, error) {
	return refineLogic("&&", a, b, cty.Value.And)
}

// Or returns a || b. A known true operand decides the result whatever the
// other is.
func Or(a, b cty.Value) (cty.Value, error) {
	return refineLogic("||", a, b, cty.Value.Or)
}

// Not returns !a.
func Not(a cty.Value) (cty.Value, error) {
	return refineGuard("!", func() (cty.Value, error) {
		vs, marks := refineUnmarkAll(a)
		x, err := ConvertOperand(vs[0], cty.Bool, 0, "!")
		if err != nil {
			return refineUnknownBool(), err
		}
		return refineNotNullResult(x.Not()).WithMarks(marks), nil
	})
}

func refineLogic(name string, a, b cty.Value, op func(cty.Value, cty.Value) cty.Value) (cty.Value, error) {
	return refineGuard(name, func() (cty.Value, error) {
		vs, marks := refineUnmarkAll(a, b)
		x, err := ConvertOperand(vs[0], cty.Bool, 0, name)
		if err != nil {
			return refineUnknownBool(), err
		}
		y, err := ConvertOperand(vs[1], cty.Bool, 1, name)
		if err != nil {
			return refineUnknownBool(), err
		}
		return refineNotNullResult(op(x, y)).WithMarks(marks), nil
	})
}

// refineNotNullResult refines an unknown result (other than DynamicVal) as not null.
func refineNotNullResult(v cty.Value) cty.Value {
	if v.IsKnown() || v == cty.DynamicVal {
		return v
	}
	out, err := ApplyRefinement(v, Refinement{NotNull: true})
	if err != nil {
		return v
	}
	return out
}
