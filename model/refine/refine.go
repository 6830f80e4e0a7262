package refine

import (
	"fmt"
	"math"
	"math/big"
	"unicode/utf8"

	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/ctystrings"
)

// Refinement is the set of facts that refinements can record about an unknown
// value (spec value-refinements.md, "Available Refinements"). Which facts apply
// depends on the value's type: StringPrefix to strings, Number to numbers and
// Length to lists, sets and maps. NotNull applies to every type but the
// dynamic pseudo-type.
//
// The zero Refinement records nothing.
type Refinement struct {
	// NotNull is true when the value is definitely not null.
	NotNull bool
	// Null is true when the value is definitely null (a known null); the
	// other facts then say nothing.
	Null bool
	// StringPrefix is a prefix the string is known to start with.
	StringPrefix string
	// Number is the range the number lies in; the zero range is unbounded.
	Number NumberRange
	// Length is the range of a collection's length; the zero range is
	// unbounded. Its bounds are rounded inward to whole numbers when applied.
	Length NumberRange
}

// RefinementOf returns the facts known about v: for an unknown value its
// refinements, for a known value the exact facts (a known string's prefix is
// the whole string, a known number's range is a single point). It never panics.
func RefinementOf(v cty.Value) Refinement {
	v, _ = v.Unmark()
	var out Refinement
	if v == cty.DynamicVal {
		return out
	}
	rng := v.Range()
	out.NotNull = rng.DefinitelyNotNull()
	if v.IsKnown() && v.IsNull() {
		out.Null = true
		return out
	}
	ty := v.Type()
	switch {
	case ty == cty.String:
		out.StringPrefix = rng.StringPrefix()
	case ty == cty.Number:
		out.Number, _ = NumberRangeOf(rng)
	case ty.IsCollectionType():
		out.Length, _ = LengthRangeOfValue(v)
	}
	return out
}

// RefinedUnknown returns an unknown value of type ty that carries the
// refinements in r that apply to ty. When the refinements pin the value down
// to one possibility the result is that known value (spec "Refinement Value
// Collapse"). An unknown of the dynamic pseudo-type cannot be refined: the
// result is then cty.DynamicVal.
func RefinedUnknown(ty cty.Type, r Refinement) cty.Value {
	v, err := ApplyRefinement(cty.UnknownVal(ty), r)
	if err != nil {
		return cty.UnknownVal(ty)
	}
	return v
}

// ApplyRefinement refines v with the facts in r that apply to v's type
// (others are ignored). For a known v this checks that v satisfies r and
// returns it unchanged. It returns an error, never a panic, when r contradicts
// what v already records. Marks on v are kept.
func ApplyRefinement(v cty.Value, r Refinement) (result cty.Value, err error) {
	defer func() {
		if p := recover(); p != nil {
			result, err = v, &Error{
				Operand: -1,
				Summary: "Contradictory refinement",
				Detail:  fmt.Sprintf("The value cannot be refined that way: %v.", p),
			}
		}
	}()
	unmarked, marks := v.Unmark()
	ty := unmarked.Type()
	if unmarked == cty.DynamicVal || (ty == cty.DynamicPseudoType && unmarked.IsNull()) {
		return v, nil
	}
	if unmarked.IsKnown() {
		if ok := refineAdmits(r, unmarked); !ok {
			return v, &Error{Operand: -1, Summary: "Contradictory refinement",
				Detail: fmt.Sprintf("The known value %s does not satisfy the refinement.", unmarked.GoString())}
		}
		return v, nil
	}
	b := unmarked.Refine()
	if r.Null {
		return b.Null().NewValue().WithMarks(marks), nil
	}
	if r.NotNull {
		b = b.NotNull()
	}
	switch {
	case ty == cty.String && r.StringPrefix != "":
		b = b.StringPrefixFull(r.StringPrefix)
	case ty == cty.Number:
		n := r.Number.normalized()
		if !n.lo().IsInf() {
			b = b.NumberRangeLowerBound(n.Lower, n.LowerInclusive)
		}
		if !n.hi().IsInf() {
			b = b.NumberRangeUpperBound(n.Upper, n.UpperInclusive)
		}
	case ty.IsCollectionType():
		lo, hi := refineLengthBounds(r.Length)
		if lo > hi {
			return v, &Error{Operand: -1, Summary: "Contradictory refinement",
				Detail: fmt.Sprintf("No collection length lies in %s.", r.Length)}
		}
		if lo == hi && lo > refineMaxCollapse && ty.IsListType() {
			lo-- // keep cty from building a huge list of unknowns
		}
		if lo > 0 {
			b = b.CollectionLengthLowerBound(lo)
		}
		if hi < math.MaxInt {
			b = b.CollectionLengthUpperBound(hi)
		}
	}
	return b.NewValue().WithMarks(marks), nil
}

// refineAdmits reports whether the known value v satisfies r.
func refineAdmits(r Refinement, v cty.Value) bool {
	if v.IsNull() {
		return !r.NotNull
	}
	if r.Null {
		return false
	}
	ty := v.Type()
	switch {
	case ty == cty.String:
		s := v.AsString()
		return len(s) >= len(r.StringPrefix) && s[:len(r.StringPrefix)] == ctystrings.Normalize(r.StringPrefix)
	case ty == cty.Number:
		return r.Number.containsFloat(v.AsBigFloat())
	case ty.IsCollectionType():
		n := v.Length()
		if !n.IsKnown() {
			return true
		}
		return r.Length.containsFloat(n.AsBigFloat())
	}
	return true
}

// refineLengthBounds rounds a length range inward to whole, non-negative int
// bounds; math.MaxInt stands for "no upper bound". hi < lo means no length
// lies in the range.
func refineLengthBounds(r NumberRange) (lo, hi int) {
	r = r.normalized()
	lo = refineWholeBound(r.lo(), r.LowerInclusive, true)
	hi = refineWholeBound(r.hi(), r.UpperInclusive, false)
	if lo < 0 {
		lo = 0
	}
	return lo, hi
}

// refineWholeBound rounds a bound inward to an int: up for a lower bound,
// down for an upper one, skipping an exclusive whole bound. Bounds beyond the
// int range clamp to math.MaxInt (or -1 below zero).
func refineWholeBound(f *big.Float, inclusive, lower bool) int {
	maxF := new(big.Float).SetInt64(int64(math.MaxInt))
	switch {
	case f.Cmp(maxF) >= 0:
		return math.MaxInt
	case f.Sign() < 0 && (f.IsInf() || f.Cmp(big.NewFloat(-1)) <= 0):
		return -1
	}
	i, acc := f.Int(nil) // truncates towards zero
	whole := acc == big.Exact
	switch {
	case lower && (acc == big.Below || (whole && !inclusive)):
		i.Add(i, big.NewInt(1))
	case !lower && (acc == big.Above || (whole && !inclusive)):
		i.Sub(i, big.NewInt(1))
	}
	if !i.IsInt64() {
		return math.MaxInt
	}
	return int(i.Int64())
}

// refineMaxCollapse is the largest list length that ApplyRefinement lets
// collapse into a known list of unknown elements; cty would allocate every
// element.
const refineMaxCollapse = 1 << 16

// MergeRefinements returns the facts that hold for a value that is either a
// value described by a or one described by b: the value is not null only if
// both are not null, its prefix is the longest common prefix, and its ranges
// are the hulls of both. A definitely-null side only makes the value
// nullable: the other side's prefix and ranges still hold for a non-null
// value.
func MergeRefinements(a, b Refinement) Refinement {
	switch {
	case a.Null && b.Null:
		return a
	case a.Null:
		b.NotNull = false
		return b
	case b.Null:
		a.NotNull = false
		return a
	}
	return Refinement{
		NotNull:      a.NotNull && b.NotNull,
		StringPrefix: refineCommonPrefix(a.StringPrefix, b.StringPrefix),
		Number:       a.Number.Hull(b.Number),
		Length:       a.Length.Hull(b.Length),
	}
}

// refineCommonPrefix returns the longest common prefix of a and b that ends on a
// character boundary. Because both are prefixes of normalized strings, any of
// their common prefixes is one too.
func refineCommonPrefix(a, b string) string {
	n := 0
	for n < len(a) && n < len(b) {
		ra, sa := utf8.DecodeRuneInString(a[n:])
		rb, sb := utf8.DecodeRuneInString(b[n:])
		if ra != rb || sa != sb || ra == utf8.RuneError {
			break
		}
		n += sa
	}
	p := a[:n]
	if ctystrings.Normalize(p) != p {
		return ctystrings.SafeKnownPrefix(p)
	}
	return p
}

// Error reports that an operation on values cannot succeed. Operand is the
// index of the operand at fault (for example 1 for the divisor of a division
// by zero, or the index of an out-of-range index), or -1 when the operation
// as a whole is at fault. Summary is short; Detail is a full sentence.
type Error struct {
	Operand int
	Summary string
	Detail  string
}

// Error implements error.
func (e *Error) Error() string { return e.Summary + ": " + e.Detail }

// OperandError returns an *Error about operand i.
func OperandError(i int, summary, detail string, args ...any) *Error {
	return &Error{Operand: i, Summary: summary, Detail: fmt.Sprintf(detail, args...)}
}

// refineGuard runs op and turns a panic from cty into an *Error, so that no
// input makes an evaluation operation panic.
func refineGuard(name string, op func() (cty.Value, error)) (result cty.Value, err error) {
	defer func() {
		if p := recover(); p != nil {
			result = cty.DynamicVal
			if nan, ok := p.(big.ErrNaN); ok {
				err = &Error{Operand: -1, Summary: "Invalid arithmetic",
					Detail: fmt.Sprintf("The %s operation has no numeric result: %s.", name, nan.Error())}
				return
			}
			err = &Error{Operand: -1, Summary: "Invalid operation",
				Detail: fmt.Sprintf("The %s operation cannot be applied to these values: %v.", name, p)}
		}
	}()
	return op()
}

// refineUnmarkAll strips the top-level marks of vals, returning the unmarked values
// and every mark found, to be put back on the result.
func refineUnmarkAll(vals ...cty.Value) ([]cty.Value, cty.ValueMarks) {
	marked := false
	for _, v := range vals {
		marked = marked || v.IsMarked()
	}
	if !marked {
		return vals, nil
	}
	out := make([]cty.Value, len(vals))
	marks := make(cty.ValueMarks)
	for i, v := range vals {
		u, m := v.Unmark()
		out[i] = u
		for k := range m {
			marks[k] = struct{}{}
		}
	}
	return out, marks
}
