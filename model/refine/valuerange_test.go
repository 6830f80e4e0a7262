package refine

import (
	"math"
	"math/big"
	"testing"

	"github.com/zclconf/go-cty/cty"
)

// rng builds a number range from float bounds; ±Inf means unbounded.
func rng(lo float64, loInc bool, hi float64, hiInc bool) NumberRange {
	return NewNumberRange(cty.NumberFloatVal(lo), loInc, cty.NumberFloatVal(hi), hiInc)
}

func TestNumberRangeSubsetOrdering(t *testing.T) {
	// The type-algebra reference's Integer[from, to] examples, with
	// a > b read as "b is a proper subset of a".
	i110, i23, i05 := IntegerRange(1, 10), IntegerRange(2, 3), IntegerRange(0, 5)
	gt := func(a, b NumberRange) bool { return b.IsProperSubsetOf(a) }
	ge := func(a, b NumberRange) bool { return b.IsSubsetOf(a) }
	tests := []struct {
		name string
		got  bool
		want bool
	}{
		{"range/subset-ordering/Integer[1,10]>Integer[2,3]", gt(i110, i23), true},
		{"range/subset-ordering/Integer[2,3]>Integer[1,10]-is-false", gt(i23, i110), false},
		{"range/subset-ordering/Integer[1,10]==Integer[2,3]-is-false", i110.Equal(i23), false},
		{"range/subset-ordering/overlap-Integer[1,10]>Integer[0,5]-is-false", gt(i110, i05), false},
		{"range/subset-ordering/overlap-Integer[0,5]>Integer[1,10]-is-false", gt(i05, i110), false},
		{"range/subset-ordering/overlap-Integer[1,10]>=Integer[0,5]-is-false", ge(i110, i05), false},
		{"range/subset-ordering/Integer[1,10]>Integer[1,10]-is-false", gt(i110, IntegerRange(1, 10)), false},
		{"range/subset-ordering/Integer[1,10]>=Integer[1,10]", ge(i110, IntegerRange(1, 10)), true},
		{"range/subset-ordering/Integer[1,10]==Integer[1,10]", i110.Equal(IntegerRange(1, 10)), true},
		{"range/subset-ordering/descending-range-is-the-same-set", IntegerRange(10, 1).Equal(i110), true},
		{"range/equal-iff-bounds-equal/inclusiveness-counts", i110.Equal(rng(1, true, 10, false)), false},
		{"range/equal-iff-bounds-equal/exclusive-bound-is-proper-subset", rng(1, true, 10, false).IsProperSubsetOf(i110), true},
		{"range/equal-iff-bounds-equal/missing-bound-is-infinite", NewNumberRange(cty.NilVal, false, cty.NumberIntVal(3), true).Equal(rng(math.Inf(-1), false, 3, true)), true},
		{"range/equal-iff-bounds-equal/zero-value-is-unbounded", NumberRange{}.Equal(UnboundedNumberRange()), true},
		{"range/subset/everything-is-inside-unbounded", i110.IsProperSubsetOf(UnboundedNumberRange()), true},
		{"range/subset/empty-is-subset-of-everything", rng(3, false, 3, true).IsSubsetOf(i23), true},
		{"range/subset/nonempty-is-not-subset-of-empty", i23.IsSubsetOf(rng(3, false, 3, true)), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.got != tt.want {
				t.Fatalf("got %v, want %v", tt.got, tt.want)
			}
		})
	}

	t.Run("range/subset-ordering/compare", func(t *testing.T) {
		cases := []struct {
			a, b      NumberRange
			order     int
			decidable bool
		}{
			{i23, i110, -1, true},
			{i110, i23, 1, true},
			{i110, IntegerRange(1, 10), 0, true},
			{i110, i05, 0, false},
			{IntegerRange(0, 1), IntegerRange(5, 6), 0, false},
		}
		for _, c := range cases {
			order, ok := c.a.CompareSubset(c.b)
			if order != c.order || ok != c.decidable {
				t.Errorf("%s vs %s: got (%d, %v), want (%d, %v)", c.a, c.b, order, ok, c.order, c.decidable)
			}
		}
	})
}

func TestNumberRangeContains(t *testing.T) {
	r := rng(0, true, 10, false)
	tests := []struct {
		name string
		v    cty.Value
		want cty.Value
	}{
		{"range/contains/inclusive-lower-bound", cty.NumberIntVal(0), cty.True},
		{"range/contains/exclusive-upper-bound", cty.NumberIntVal(10), cty.False},
		{"range/contains/inside", cty.NumberFloatVal(9.5), cty.True},
		{"range/contains/below", cty.NumberIntVal(-1), cty.False},
		{"range/contains/null-is-not-in-range", cty.NullVal(cty.Number), cty.False},
		{"range/contains/other-type-is-not-in-range", cty.StringVal("5"), cty.False},
		{"range/contains/notnull-unknown-inside-is-true", RefinedUnknown(cty.Number, Refinement{NotNull: true, Number: IntegerRange(2, 3)}), cty.True},
		{"range/contains/notnull-unknown-disjoint-is-false", RefinedUnknown(cty.Number, Refinement{NotNull: true, Number: rng(10, true, 20, true)}), cty.False},
		{"range/contains/nullable-unknown-inside-stays-unknown", RefinedUnknown(cty.Number, Refinement{Number: IntegerRange(2, 3)}), refineUnknownBool()},
		{"range/contains/overlapping-unknown-stays-unknown", RefinedUnknown(cty.Number, Refinement{NotNull: true, Number: IntegerRange(5, 15)}), refineUnknownBool()},
		{"range/contains/dynamic-stays-unknown", cty.DynamicVal, refineUnknownBool()},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := r.Contains(tt.v); !got.RawEquals(tt.want) {
				t.Fatalf("got %#v, want %#v", got, tt.want)
			}
		})
	}
}

func TestNumberRangeOf(t *testing.T) {
	refined := cty.UnknownVal(cty.Number).Refine().NumberRangeLowerBound(cty.NumberIntVal(1), false).
		NumberRangeUpperBound(cty.NumberIntVal(9), true).NewValue()
	tests := []struct {
		name string
		v    cty.Value
		want NumberRange
		ok   bool
	}{
		{"range/of/refined-unknown-keeps-inclusiveness", refined, rng(1, false, 9, true), true},
		{"range/of/unrefined-unknown-is-unbounded", cty.UnknownVal(cty.Number), UnboundedNumberRange(), true},
		{"range/of/known-is-a-point", cty.NumberIntVal(4), IntegerRange(4, 4), true},
		{"range/of/dynamic-is-unbounded", cty.DynamicVal, UnboundedNumberRange(), true},
		{"range/of/string-is-not-a-number", cty.StringVal("x"), UnboundedNumberRange(), false},
		{"range/of/null-is-not-a-number-range", cty.NullVal(cty.Number), UnboundedNumberRange(), false},
		{"range/of/marked-value", refined.Mark("secret"), rng(1, false, 9, true), true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := NumberRangeOfValue(tt.v)
			if ok != tt.ok || !got.Equal(tt.want) {
				t.Fatalf("got %s (%v), want %s (%v)", got, ok, tt.want, tt.ok)
			}
		})
	}
	t.Run("range/of/value-range-of-a-list-is-not-a-number-range", func(t *testing.T) {
		if _, ok := NumberRangeOf(cty.ListValEmpty(cty.String).Range()); ok {
			t.Fatal("a list's range was read as a number range")
		}
	})
	t.Run("range/length/refined-list", func(t *testing.T) {
		l := cty.UnknownVal(cty.List(cty.String)).Refine().CollectionLengthLowerBound(1).CollectionLengthUpperBound(3).NewValue()
		got, ok := LengthRangeOfValue(l)
		if !ok || !got.Equal(IntegerRange(1, 3)) {
			t.Fatalf("got %s (%v), want [1, 3]", got, ok)
		}
	})
}

func TestNumberRangeSetOperations(t *testing.T) {
	tests := []struct {
		name      string
		got, want NumberRange
	}{
		{"range/intersect/keeps-the-tighter-bounds", rng(0, true, 10, true).Intersect(rng(5, false, 20, true)), rng(5, false, 10, true)},
		{"range/intersect/equal-bounds-exclusive-wins", rng(0, true, 10, true).Intersect(rng(0, false, 10, false)), rng(0, false, 10, false)},
		{"range/hull/covers-both", IntegerRange(0, 1).Hull(rng(5, false, 6, false)), rng(0, true, 6, false)},
		{"range/hull/equal-bounds-inclusive-wins", rng(0, false, 1, true).Hull(rng(0, true, 1, false)), rng(0, true, 1, true)},
		{"range/hull/empty-contributes-nothing", refineEmptyRange().Hull(IntegerRange(2, 3)), IntegerRange(2, 3)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !tt.got.Equal(tt.want) {
				t.Fatalf("got %s, want %s", tt.got, tt.want)
			}
		})
	}
	bools := []struct {
		name      string
		got, want bool
	}{
		{"range/overlaps/touching-inclusive-bounds", IntegerRange(0, 5).Overlaps(IntegerRange(5, 9)), true},
		{"range/overlaps/touching-exclusive-bound", rng(0, true, 5, false).Overlaps(IntegerRange(5, 9)), false},
		{"range/empty/equal-bounds-one-exclusive", rng(3, true, 3, false).IsEmpty(), true},
		{"range/empty/single-point-is-not-empty", IntegerRange(3, 3).IsEmpty(), false},
		{"range/bounded/unbounded-range", UnboundedNumberRange().IsBounded(), false},
		{"range/bounded/half-bounded-range", NewNumberRange(cty.Zero, true, cty.NilVal, false).IsBounded(), true},
	}
	for _, tt := range bools {
		t.Run(tt.name, func(t *testing.T) {
			if tt.got != tt.want {
				t.Fatalf("got %v, want %v", tt.got, tt.want)
			}
		})
	}
	t.Run("range/single-point", func(t *testing.T) {
		if v, ok := IntegerRange(7, 7).SinglePoint(); !ok || !v.RawEquals(cty.NumberIntVal(7)) {
			t.Fatalf("got %#v, %v", v, ok)
		}
		if _, ok := rng(7, true, 7.5, true).SinglePoint(); ok {
			t.Fatal("a wider range was reported as a single point")
		}
	})
	t.Run("range/string/huge-bounds-are-approximate", func(t *testing.T) {
		huge, _, _ := big.ParseFloat("-2.5e999999", 10, 0, big.ToNearestEven)
		got := NewNumberRange(cty.NumberVal(huge), true, cty.NilVal, true).String()
		if got != "[-2.5e+999999, +inf]" {
			t.Fatalf("got %q", got)
		}
	})
	t.Run("range/string", func(t *testing.T) {
		for r, want := range map[NumberRange]string{
			IntegerRange(1, 10):                                           "[1, 10]",
			rng(0, false, 2.5, false):                                     "(0, 2.5)",
			NewNumberRange(cty.NilVal, false, cty.Zero, false):            "[-inf, 0)",
			NewNumberRange(cty.NumberIntVal(3), false, cty.NilVal, false): "(3, +inf]",
		} {
			if got := r.String(); got != want {
				t.Errorf("got %q, want %q", got, want)
			}
		}
	})
}

func TestNumberRangeArithmetic(t *testing.T) {
	inf := math.Inf(1)
	tests := []struct {
		name      string
		got, want NumberRange
	}{
		{"range/arith/add-inclusive-bounds", IntegerRange(0, 5).Add(IntegerRange(10, 20)), IntegerRange(10, 25)},
		{"range/arith/add-exclusive-if-either-is", rng(0, false, 5, true).Add(rng(10, true, 20, false)), rng(10, false, 25, false)},
		{"range/arith/add-unbounded-side-stays-unbounded", rng(0, true, inf, true).Add(IntegerRange(1, 2)), rng(1, true, inf, true)},
		{"range/arith/subtract", IntegerRange(0, 5).Subtract(rng(1, false, 2, true)), rng(-2, true, 4, false)},
		{"range/arith/negate-flips-bounds-and-inclusiveness", rng(1, false, 3, true).Negate(), rng(-3, true, -1, false)},
		{"range/arith/multiply-across-zero", IntegerRange(-2, 3).Multiply(IntegerRange(4, 5)), IntegerRange(-10, 15)},
		{"range/arith/multiply-negative-by-negative", IntegerRange(-3, -2).Multiply(IntegerRange(-5, -4)), IntegerRange(8, 15)},
		{"range/arith/multiply-attained-zero-is-inclusive", IntegerRange(0, 0).Multiply(rng(1, false, 2, false)), IntegerRange(0, 0)},
		{"range/arith/multiply-open-at-zero-stays-open", rng(0, false, 1, true).Multiply(rng(0, false, 1, true)), rng(0, false, 1, true)},
		{"range/arith/multiply-zero-by-unbounded-is-half-bounded", IntegerRange(0, 1).Multiply(rng(1, true, inf, true)), rng(0, true, inf, true)},
		{"range/arith/multiply-open-zero-by-unbounded", rng(-1, true, 0, false).Multiply(rng(1, true, inf, true)), rng(-inf, true, 0, false)},
		{"range/arith/multiply-unbounded-by-unbounded", UnboundedNumberRange().Multiply(IntegerRange(2, 3)), UnboundedNumberRange()},
		{"range/arith/multiply-point-zero-by-unbounded-is-zero", IntegerRange(0, 0).Multiply(UnboundedNumberRange()), IntegerRange(0, 0)},
		{"range/arith/divide-by-positive-range", IntegerRange(2, 8).Divide(IntegerRange(2, 4)), rng(0.5, true, 4, true)},
		{"range/arith/divide-by-negative-range", IntegerRange(2, 8).Divide(IntegerRange(-4, -2)), rng(-4, true, -0.5, true)},
		{"range/arith/divide-by-range-with-zero-is-unbounded", IntegerRange(2, 8).Divide(IntegerRange(0, 4)), UnboundedNumberRange()},
		{"range/arith/divide-by-range-open-at-zero-is-unbounded", IntegerRange(2, 8).Divide(rng(0, false, 4, true)), UnboundedNumberRange()},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !tt.got.Equal(tt.want) {
				t.Fatalf("got %s, want %s", tt.got, tt.want)
			}
		})
	}
	t.Run("range/arith/empty-operand-gives-empty", func(t *testing.T) {
		if !IntegerRange(0, 1).Add(refineEmptyRange()).IsEmpty() {
			t.Fatal("adding an empty range gave a non-empty range")
		}
	})
}
