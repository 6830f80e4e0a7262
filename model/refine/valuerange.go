package refine

import (
	"fmt"
	"math"
	"math/big"

	"github.com/zclconf/go-cty/cty"
)

// NumberRange is an interval of numbers: the range that a refined unknown
// number (or a collection length) is known to lie in (spec
// value-refinements.md, "cty.Number"). Each bound is a known cty number, which
// may be infinite, and is either inclusive or exclusive.
//
// The zero NumberRange is unbounded. A bound that is cty.NilVal, unknown, null
// or not a number counts as infinite, and an infinite bound is always treated
// as inclusive, so that every spelling of "no bound" compares equal.
//
// Number ranges are ordered by subset, like the type-algebra reference's
// Integer[from, to]: a range inside another is a subset of it, two ranges are
// equal if and only if their bounds are equal, and overlapping ranges are
// neither (see CompareSubset).
type NumberRange struct {
	Lower, Upper                   cty.Value
	LowerInclusive, UpperInclusive bool
}

// NewNumberRange returns the range between lower and upper with the given
// inclusiveness. Use cty.NilVal (or an infinity) for a missing bound.
func NewNumberRange(lower cty.Value, lowerInclusive bool, upper cty.Value, upperInclusive bool) NumberRange {
	return NumberRange{Lower: lower, LowerInclusive: lowerInclusive, Upper: upper, UpperInclusive: upperInclusive}.normalized()
}

// IntegerRange returns the inclusive range [from, to], the range of the type
// algebra's Integer[from, to]. A descending range (from > to) describes the
// same set as the ascending one.
func IntegerRange(from, to int64) NumberRange {
	if from > to {
		from, to = to, from
	}
	return NewNumberRange(cty.NumberIntVal(from), true, cty.NumberIntVal(to), true)
}

// UnboundedNumberRange returns the range of every number.
func UnboundedNumberRange() NumberRange { return NumberRange{}.normalized() }

// NumberRangeOf returns the number range that rng records. The second result
// is false when rng does not describe numbers (its type constraint is neither
// cty.Number nor cty.DynamicPseudoType); the range is then unbounded.
func NumberRangeOf(rng cty.ValueRange) (NumberRange, bool) {
	ty := rng.TypeConstraint()
	if ty == cty.DynamicPseudoType {
		return UnboundedNumberRange(), true
	}
	if ty != cty.Number {
		return UnboundedNumberRange(), false
	}
	lo, loInc := rng.NumberLowerBound()
	hi, hiInc := rng.NumberUpperBound()
	return NewNumberRange(lo, loInc, hi, hiInc), true
}

// NumberRangeOfValue returns the range of the number v: a single point for a
// known number and the refined bounds for an unknown one. The second result is
// false when v is not a number (or is null); the range is then unbounded.
func NumberRangeOfValue(v cty.Value) (NumberRange, bool) {
	v, _ = v.Unmark()
	if v.Type() != cty.Number && v.Type() != cty.DynamicPseudoType {
		return UnboundedNumberRange(), false
	}
	if v.IsKnown() && v.IsNull() {
		return UnboundedNumberRange(), false
	}
	if v.Type() == cty.DynamicPseudoType {
		return UnboundedNumberRange(), true
	}
	return NumberRangeOf(v.Range())
}

// LengthRangeOfValue returns the range of the length of the collection v
// (list, set or map; a tuple's length is its type's). The second result is
// false when v has no length of this kind or is null.
func LengthRangeOfValue(v cty.Value) (NumberRange, bool) {
	v, _ = v.Unmark()
	ty := v.Type()
	switch {
	case v.IsKnown() && v.IsNull():
		return UnboundedNumberRange(), false
	case ty.IsTupleType():
		n := int64(ty.Length())
		return IntegerRange(n, n), true
	case ty == cty.DynamicPseudoType:
		return NewNumberRange(cty.Zero, true, cty.NilVal, true), true
	case !ty.IsCollectionType():
		return UnboundedNumberRange(), false
	}
	rng := v.Range()
	lo, hi := int64(rng.LengthLowerBound()), rng.LengthUpperBound()
	if hi == math.MaxInt {
		return NewNumberRange(cty.NumberIntVal(lo), true, cty.NilVal, true), true
	}
	return IntegerRange(lo, int64(hi)), true
}

// refineRangeBound returns the big.Float of a bound, infinite when the bound is missing.
func refineRangeBound(v cty.Value, lower bool) *big.Float {
	if v != cty.NilVal && v.Type() == cty.Number && v.IsKnown() && !v.IsNull() && !v.IsMarked() {
		return v.AsBigFloat()
	}
	return new(big.Float).SetInf(lower)
}

// lo and hi return the bounds as big.Floats.
func (r NumberRange) lo() *big.Float { return refineRangeBound(r.Lower, true) }
func (r NumberRange) hi() *big.Float { return refineRangeBound(r.Upper, false) }

// normalized replaces missing bounds by infinities and makes infinite bounds
// inclusive.
func (r NumberRange) normalized() NumberRange {
	lo, hi := r.lo(), r.hi()
	out := r
	out.Lower, out.Upper = cty.NumberVal(lo), cty.NumberVal(hi)
	if lo.IsInf() && lo.Sign() < 0 {
		out.LowerInclusive = true
	}
	if hi.IsInf() && hi.Sign() > 0 {
		out.UpperInclusive = true
	}
	return out
}

// IsBounded reports whether the range has a finite lower or upper bound.
func (r NumberRange) IsBounded() bool {
	r = r.normalized()
	return !r.lo().IsInf() || !r.hi().IsInf()
}

// IsEmpty reports whether no number lies in the range.
func (r NumberRange) IsEmpty() bool {
	r = r.normalized()
	switch c := r.lo().Cmp(r.hi()); {
	case c > 0:
		return true
	case c == 0:
		return !r.LowerInclusive || !r.UpperInclusive
	}
	return false
}

// SinglePoint returns the only number in the range, if the range holds exactly
// one: both bounds equal and inclusive.
func (r NumberRange) SinglePoint() (cty.Value, bool) {
	r = r.normalized()
	if r.LowerInclusive && r.UpperInclusive && r.lo().Cmp(r.hi()) == 0 {
		return r.Lower, true
	}
	return cty.NilVal, false
}

// containsFloat reports whether x lies in the range.
func (r NumberRange) containsFloat(x *big.Float) bool {
	r = r.normalized()
	if c := x.Cmp(r.lo()); c < 0 || (c == 0 && !r.LowerInclusive) {
		return false
	}
	if c := x.Cmp(r.hi()); c > 0 || (c == 0 && !r.UpperInclusive) {
		return false
	}
	return true
}

// Contains reports whether v lies in the range: cty.True or cty.False when
// that is decided, otherwise an unknown bool. A known number is decided
// exactly; an unknown number is in the range when its own refined range is a
// subset and it is definitely not null, and outside it when the two ranges do
// not overlap. Null and values of other types are never in the range.
func (r NumberRange) Contains(v cty.Value) cty.Value {
	v, _ = v.Unmark()
	if v.Type() == cty.DynamicPseudoType && !v.IsKnown() {
		return cty.UnknownVal(cty.Bool).RefineNotNull()
	}
	if v.Type() != cty.Number || (v.IsKnown() && v.IsNull()) {
		return cty.False
	}
	if v.IsKnown() {
		return cty.BoolVal(r.containsFloat(v.AsBigFloat()))
	}
	vr, _ := NumberRangeOf(v.Range())
	switch {
	case !vr.Overlaps(r) && v.Range().DefinitelyNotNull():
		return cty.False
	case vr.IsSubsetOf(r) && v.Range().DefinitelyNotNull():
		return cty.True
	}
	return cty.UnknownVal(cty.Bool).RefineNotNull()
}

// IsSubsetOf reports whether every number in r is also in other. The empty
// range is a subset of every range.
func (r NumberRange) IsSubsetOf(other NumberRange) bool {
	if r.IsEmpty() {
		return true
	}
	if other.IsEmpty() {
		return false
	}
	r, other = r.normalized(), other.normalized()
	switch c := other.lo().Cmp(r.lo()); {
	case c > 0:
		return false
	case c == 0 && r.LowerInclusive && !other.LowerInclusive:
		return false
	}
	switch c := other.hi().Cmp(r.hi()); {
	case c < 0:
		return false
	case c == 0 && r.UpperInclusive && !other.UpperInclusive:
		return false
	}
	return true
}

// Equal reports whether r and other hold the same numbers: for non-empty
// ranges, whether their bounds (and inclusiveness) are equal.
func (r NumberRange) Equal(other NumberRange) bool {
	return r.IsSubsetOf(other) && other.IsSubsetOf(r)
}

// IsProperSubsetOf reports whether r is a subset of other and not equal to it:
// the type algebra's `other > r` for Integer ranges.
func (r NumberRange) IsProperSubsetOf(other NumberRange) bool {
	return r.IsSubsetOf(other) && !other.IsSubsetOf(r)
}

// CompareSubset orders r and other by subset, as the type algebra orders
// Integer[from, to]: -1 when r is a proper subset of other, 0 when they are
// equal, 1 when other is a proper subset of r. ok is false when neither
// contains the other (for example, overlapping ranges).
func (r NumberRange) CompareSubset(other NumberRange) (order int, ok bool) {
	sub, sup := r.IsSubsetOf(other), other.IsSubsetOf(r)
	switch {
	case sub && sup:
		return 0, true
	case sub:
		return -1, true
	case sup:
		return 1, true
	}
	return 0, false
}

// Intersect returns the numbers in both r and other (possibly empty).
func (r NumberRange) Intersect(other NumberRange) NumberRange {
	r, other = r.normalized(), other.normalized()
	out := r
	if c := other.lo().Cmp(r.lo()); c > 0 || (c == 0 && !other.LowerInclusive) {
		out.Lower, out.LowerInclusive = other.Lower, other.LowerInclusive
	}
	if c := other.hi().Cmp(r.hi()); c < 0 || (c == 0 && !other.UpperInclusive) {
		out.Upper, out.UpperInclusive = other.Upper, other.UpperInclusive
	}
	return out
}

// Overlaps reports whether some number lies in both r and other.
func (r NumberRange) Overlaps(other NumberRange) bool {
	return !r.Intersect(other).IsEmpty()
}

// Hull returns the smallest range that holds every number of r and of other:
// the range of a value that is either. An empty operand contributes nothing.
func (r NumberRange) Hull(other NumberRange) NumberRange {
	if r.IsEmpty() {
		return other.normalized()
	}
	if other.IsEmpty() {
		return r.normalized()
	}
	r, other = r.normalized(), other.normalized()
	out := r
	if c := other.lo().Cmp(r.lo()); c < 0 || (c == 0 && other.LowerInclusive) {
		out.Lower, out.LowerInclusive = other.Lower, other.LowerInclusive || (c == 0 && r.LowerInclusive)
	}
	if c := other.hi().Cmp(r.hi()); c > 0 || (c == 0 && other.UpperInclusive) {
		out.Upper, out.UpperInclusive = other.Upper, other.UpperInclusive || (c == 0 && r.UpperInclusive)
	}
	return out
}

// String spells the range in interval notation, for example `[1, 10]`,
// `(0, +inf]` or `[-inf, 5)`.
func (r NumberRange) String() string {
	r = r.normalized()
	open, closeB := "(", ")"
	if r.LowerInclusive {
		open = "["
	}
	if r.UpperInclusive {
		closeB = "]"
	}
	return fmt.Sprintf("%s%s, %s%s", open, refineFormatBound(r.lo()), refineFormatBound(r.hi()), closeB)
}

func refineFormatBound(f *big.Float) string {
	if f.IsInf() {
		if f.Sign() < 0 {
			return "-inf"
		}
		return "+inf"
	}
	return refineNumberText(f)
}

// refineNumberText spells a finite number for messages. Exact decimal
// conversion of a number with a huge binary exponent is slow, so such numbers
// are spelled approximately (six significant digits).
func refineNumberText(f *big.Float) string {
	if f.IsInf() {
		return refineFormatBound(f)
	}
	exp := f.MantExp(nil)
	if exp > -1000 && exp < 1000 {
		return f.Text('g', -1)
	}
	mant := new(big.Float).SetMantExp(f, -exp) // |mant| in [0.5, 1)
	m, _ := mant.Float64()
	sign := ""
	if m < 0 {
		sign, m = "-", -m
	}
	l := math.Log10(m) + float64(exp)*math.Log10(2)
	d := math.Floor(l)
	return fmt.Sprintf("%s%.6ge%+d", sign, math.Pow(10, l-d), int64(d))
}
