package refine

import (
	"testing"

	"github.com/zclconf/go-cty/cty"
)

// wantRange checks that v is an unknown, not-null number whose range is r.
func wantRange(t *testing.T, v cty.Value, r NumberRange) {
	t.Helper()
	if v.IsKnown() {
		t.Fatalf("got known %#v, want an unknown in %s", v, r)
	}
	if !v.Range().DefinitelyNotNull() {
		t.Fatalf("got %#v, want a not-null unknown", v)
	}
	if got, _ := NumberRangeOfValue(v); !got.Equal(r) {
		t.Fatalf("got range %s, want %s", got, r)
	}
}

func TestEvalArithmeticRefinements(t *testing.T) {
	a := unkNum(IntegerRange(0, 5), true)
	aOpen := unkNum(rng(0, false, 5, true), false)
	tests := []struct {
		name string
		got  func() (cty.Value, error)
		want NumberRange
	}{
		{"refine/add-propagates-bounds", func() (cty.Value, error) { return Add(a, cty.NumberIntVal(10)) }, IntegerRange(10, 15)},
		{"refine/add-keeps-exclusive-bounds", func() (cty.Value, error) { return Add(aOpen, a) }, rng(0, false, 10, true)},
		{"refine/subtract-propagates-bounds", func() (cty.Value, error) { return Subtract(cty.NumberIntVal(10), aOpen) }, rng(5, true, 10, false)},
		{"refine/multiply-propagates-bounds", func() (cty.Value, error) { return Multiply(a, cty.NumberIntVal(-2)) }, IntegerRange(-10, 0)},
		{"refine/negate-flips-bounds", func() (cty.Value, error) { return Negate(aOpen) }, rng(-5, true, 0, false)},
		{"refine/divide-by-positive-range", func() (cty.Value, error) { return Divide(a, cty.NumberIntVal(2)) }, rng(0, true, 2.5, true)},
		{"refine/modulo-bounded-by-divisor", func() (cty.Value, error) { return Modulo(a, cty.NumberIntVal(3)) }, rng(0, true, 3, false)},
		{"refine/undecided-stays-unknown/add-unrefined", func() (cty.Value, error) { return Add(cty.UnknownVal(cty.Number), cty.NumberIntVal(1)) }, UnboundedNumberRange()},
		{"refine/undecided-stays-unknown/divide-by-range-with-zero", func() (cty.Value, error) { return Divide(cty.NumberIntVal(1), a) }, UnboundedNumberRange()},
		{"refine/undecided-stays-unknown/modulo-by-range-with-zero", func() (cty.Value, error) { return Modulo(a, a) }, UnboundedNumberRange()},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := tt.got()
			if err != nil {
				t.Fatalf("unexpected error: %s", err)
			}
			wantRange(t, got, tt.want)
		})
	}

	known := []struct {
		name string
		got  func() (cty.Value, error)
		want cty.Value
	}{
		{"refine/collapse-single-point-range-is-known/multiply-by-zero", func() (cty.Value, error) { return Multiply(a, cty.NumberIntVal(0)) }, cty.NumberIntVal(0)},
		{"refine/collapse-single-point-range-is-known/add-points", func() (cty.Value, error) {
			return Add(unkNum(IntegerRange(2, 2), false), cty.NumberIntVal(1))
		}, cty.NumberIntVal(3)},
		{"refine/arith/known-operands", func() (cty.Value, error) { return Subtract(cty.NumberIntVal(7), cty.StringVal("2")) }, cty.NumberIntVal(5)},
		{"refine/arith/marks-are-kept", func() (cty.Value, error) { return Add(cty.NumberIntVal(1).Mark("m"), cty.NumberIntVal(1)) }, cty.NumberIntVal(2).Mark("m")},
	}
	for _, tt := range known {
		t.Run(tt.name, func(t *testing.T) {
			got, err := tt.got()
			if err != nil {
				t.Fatalf("unexpected error: %s", err)
			}
			if !got.RawEquals(tt.want) {
				t.Fatalf("got %#v, want %#v", got, tt.want)
			}
		})
	}
}

func TestEvalArithmeticErrors(t *testing.T) {
	tests := []struct {
		name    string
		got     func() (cty.Value, error)
		operand int
	}{
		{"refine/divide-by-known-zero-is-error", func() (cty.Value, error) { return Divide(cty.UnknownVal(cty.Number), cty.Zero) }, 1},
		{"refine/divide-by-known-zero-string-is-error", func() (cty.Value, error) { return Divide(cty.NumberIntVal(1), cty.StringVal("0")) }, 1},
		{"refine/modulo-by-known-zero-is-error", func() (cty.Value, error) { return Modulo(cty.NumberIntVal(1), cty.NumberIntVal(0)) }, 1},
		{"refine/arith-null-operand-is-error", func() (cty.Value, error) { return Add(cty.NumberIntVal(1), cty.NullVal(cty.Number)) }, 1},
		{"refine/arith-non-number-operand-is-error", func() (cty.Value, error) { return Multiply(cty.StringVal("x"), cty.NumberIntVal(1)) }, 0},
		{"refine/arith-infinity-minus-infinity-is-error", func() (cty.Value, error) { return Subtract(cty.PositiveInfinity, cty.PositiveInfinity) }, -1},
		{"refine/negate-null-is-error", func() (cty.Value, error) { return Negate(cty.NullVal(cty.Number)) }, 0},
		{"refine/not-non-bool-is-error", func() (cty.Value, error) { return Not(cty.NumberIntVal(1)) }, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := tt.got()
			ee, ok := err.(*Error)
			if !ok {
				t.Fatalf("got error %v, want an *Error", err)
			}
			if ee.Operand != tt.operand {
				t.Fatalf("error names operand %d, want %d (%s)", ee.Operand, tt.operand, ee)
			}
			if ee.Summary == "" || ee.Detail == "" {
				t.Fatalf("error lacks a summary or detail: %#v", ee)
			}
		})
	}
}

func TestEvalLogicRefinements(t *testing.T) {
	u := cty.UnknownVal(cty.Bool)
	runBinaryCases(t, []binaryCase{
		{"refine/false-and-unknown-is-false", And, cty.False, u, cty.False},
		{"refine/unknown-and-false-is-false", And, u, cty.False, cty.False},
		{"refine/true-or-unknown-is-true", Or, u, cty.True, cty.True},
		{"refine/undecided-stays-unknown/true-and-unknown", And, cty.True, u, refineUnknownBool()},
		{"refine/undecided-stays-unknown/false-or-unknown", Or, cty.False, u, refineUnknownBool()},
		{"refine/undecided-stays-unknown/false-or-dynamic", Or, cty.False, cty.DynamicVal, refineUnknownBool()},
		{"refine/logic/known-operands", Or, cty.False, cty.StringVal("true"), cty.True},
	})
	t.Run("refine/not-unknown-stays-unknown-not-null", func(t *testing.T) {
		got, err := Not(u)
		if err != nil || !got.RawEquals(refineUnknownBool()) {
			t.Fatalf("got %#v, %v", got, err)
		}
	})
}
