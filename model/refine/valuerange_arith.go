package refine

import (
	"math/big"

	"github.com/zclconf/go-cty/cty"
)

// Interval arithmetic over number ranges. Each operation returns a range that
// holds every result of the operation on numbers drawn from its operands'
// ranges (a superset; never a smaller range). Where a bound cannot be computed
// soundly (an indeterminate form such as 0 × ∞) the result is unbounded.

// refineRangeEnd is one end of a range: a value and whether it is attained.
type refineRangeEnd struct {
	v   *big.Float
	inc bool
}

// Negate returns the range of -x for x in r.
func (r NumberRange) Negate() NumberRange {
	r = r.normalized()
	lo, hi := new(big.Float).Neg(r.hi()), new(big.Float).Neg(r.lo())
	return NewNumberRange(cty.NumberVal(lo), r.UpperInclusive, cty.NumberVal(hi), r.LowerInclusive)
}

// Add returns the range of x + y for x in r and y in other.
func (r NumberRange) Add(other NumberRange) NumberRange {
	if r.IsEmpty() || other.IsEmpty() {
		return refineEmptyRange()
	}
	r, other = r.normalized(), other.normalized()
	lo, okLo := refineFloatOp(func(z *big.Float) *big.Float { return z.Add(r.lo(), other.lo()) })
	hi, okHi := refineFloatOp(func(z *big.Float) *big.Float { return z.Add(r.hi(), other.hi()) })
	out := UnboundedNumberRange()
	if okLo {
		out.Lower, out.LowerInclusive = cty.NumberVal(lo), r.LowerInclusive && other.LowerInclusive
	}
	if okHi {
		out.Upper, out.UpperInclusive = cty.NumberVal(hi), r.UpperInclusive && other.UpperInclusive
	}
	return out.normalized()
}

// Subtract returns the range of x - y for x in r and y in other.
func (r NumberRange) Subtract(other NumberRange) NumberRange {
	return r.Add(other.Negate())
}

// Multiply returns the range of x × y for x in r and y in other.
func (r NumberRange) Multiply(other NumberRange) NumberRange {
	if r.IsEmpty() || other.IsEmpty() {
		return refineEmptyRange()
	}
	r, other = r.normalized(), other.normalized()
	return refineCornerRange(r, other, func(z, a, b *big.Float) *big.Float {
		// 0 × ±∞ has no value, but near that corner the products run from 0
		// towards ±∞, which the neighbouring corners already cover: so the
		// corner itself contributes 0.
		if (a.Sign() == 0 && b.IsInf()) || (b.Sign() == 0 && a.IsInf()) {
			return z.SetInt64(0)
		}
		return z.Mul(a, b)
	})
}

// Divide returns the range of x ÷ y for x in r and y in other. Only a divisor
// range that excludes zero and every number near it on one side (entirely
// positive or entirely negative, with a non-zero bound) gives a bounded
// result; otherwise the result is unbounded.
func (r NumberRange) Divide(other NumberRange) NumberRange {
	if r.IsEmpty() || other.IsEmpty() {
		return refineEmptyRange()
	}
	r, other = r.normalized(), other.normalized()
	zero := new(big.Float)
	positive := other.lo().Cmp(zero) > 0
	negative := other.hi().Cmp(zero) < 0
	if !positive && !negative {
		return UnboundedNumberRange()
	}
	return refineCornerRange(r, other, func(z, a, b *big.Float) *big.Float { return z.Quo(a, b) })
}

// refineCornerRange computes the range of op over the box r × other for an op that
// is monotone in each argument on the box (multiplication everywhere,
// division when the divisor keeps one sign): its extremes are at the corners.
//
// A corner is attained when both of its bounds are, and also when one of them
// is an attained zero (0 × y = 0 and 0 ÷ y = 0 for any y).
func refineCornerRange(r, other NumberRange, op func(z, a, b *big.Float) *big.Float) NumberRange {
	as := []refineRangeEnd{{r.lo(), r.LowerInclusive}, {r.hi(), r.UpperInclusive}}
	bs := []refineRangeEnd{{other.lo(), other.LowerInclusive}, {other.hi(), other.UpperInclusive}}
	var lo, hi *refineRangeEnd
	for _, a := range as {
		for _, b := range bs {
			v, ok := refineFloatOp(func(z *big.Float) *big.Float { return op(z, a.v, b.v) })
			if !ok {
				return UnboundedNumberRange()
			}
			inc := (a.inc && b.inc) || (a.inc && a.v.Sign() == 0) || (b.inc && b.v.Sign() == 0)
			c := refineRangeEnd{v, inc}
			lo = refinePickEnd(lo, c, -1)
			hi = refinePickEnd(hi, c, 1)
		}
	}
	return NewNumberRange(cty.NumberVal(lo.v), lo.inc, cty.NumberVal(hi.v), hi.inc)
}

// refinePickEnd keeps the smaller (dir < 0) or larger (dir > 0) of cur and c; on a
// tie the end is attained if either is.
func refinePickEnd(cur *refineRangeEnd, c refineRangeEnd, dir int) *refineRangeEnd {
	if cur == nil {
		return &c
	}
	switch cmp := c.v.Cmp(cur.v); {
	case cmp == 0:
		return &refineRangeEnd{cur.v, cur.inc || c.inc}
	case (cmp < 0) == (dir < 0):
		return &c
	}
	return cur
}

// refineFloatOp runs a big.Float operation, reporting false instead of
// panicking on an indeterminate form (big.ErrNaN).
func refineFloatOp(op func(z *big.Float) *big.Float) (result *big.Float, ok bool) {
	defer func() {
		if recover() != nil {
			result, ok = nil, false
		}
	}()
	return op(new(big.Float)), true
}

// refineEmptyRange returns a range that holds no number.
func refineEmptyRange() NumberRange {
	return NumberRange{Lower: cty.Zero, LowerInclusive: false, Upper: cty.Zero, UpperInclusive: false}
}
