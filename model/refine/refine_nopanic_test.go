package refine

import (
	"fmt"
	"testing"

	"github.com/zclconf/go-cty/cty"
)

// sweepValues is a spread of values that stress the operations: every kind of
// type, nulls, unknowns with and without refinements, infinities and marks.
func sweepValues() []cty.Value {
	strs := cty.List(cty.String)
	obj := cty.Object(map[string]cty.Type{"a": cty.String, "b": cty.Number})
	return []cty.Value{
		cty.DynamicVal,
		cty.NullVal(cty.DynamicPseudoType),
		cty.NullVal(cty.Number),
		cty.NullVal(cty.String),
		cty.NullVal(strs),
		cty.NullVal(obj),
		cty.Zero,
		cty.NumberIntVal(3),
		cty.NumberFloatVal(-0.5),
		cty.PositiveInfinity,
		cty.NegativeInfinity,
		cty.UnknownVal(cty.Number),
		unkNum(IntegerRange(0, 0), false),
		unkNum(rng(-1, false, 1, false), true),
		unkNum(NewNumberRange(cty.NilVal, true, cty.Zero, true), true),
		cty.StringVal(""),
		cty.StringVal("0"),
		cty.StringVal("https://x"),
		cty.StringVal("e\u0301"),
		cty.UnknownVal(cty.String),
		unkStr("https://"),
		cty.True,
		cty.UnknownVal(cty.Bool),
		cty.ListValEmpty(cty.String),
		cty.ListVal([]cty.Value{cty.UnknownVal(cty.String), cty.StringVal("a")}),
		cty.UnknownVal(strs),
		RefinedUnknown(strs, Refinement{NotNull: true, Length: IntegerRange(1, 3)}),
		cty.SetVal([]cty.Value{cty.UnknownVal(cty.String), cty.StringVal("a")}),
		RefinedUnknown(cty.Set(cty.Number), Refinement{Length: IntegerRange(2, 5)}),
		cty.MapVal(map[string]cty.Value{"a": cty.NumberIntVal(1)}),
		cty.UnknownVal(cty.Map(cty.Bool)),
		cty.EmptyTupleVal,
		cty.TupleVal([]cty.Value{cty.StringVal("a"), cty.NumberIntVal(2)}),
		cty.EmptyObjectVal,
		cty.ObjectVal(map[string]cty.Value{"a": cty.StringVal("x"), "b": cty.UnknownVal(cty.Number)}),
		cty.UnknownVal(obj),
		cty.ListVal([]cty.Value{cty.StringVal("a").Mark("m")}),
		cty.NumberIntVal(1).Mark("secret"),
		cty.UnknownVal(cty.String).RefineNotNull().Mark("secret"),
		cty.DynamicVal.Mark("secret"),
	}
}

// TestEvalOperationsNeverPanic runs every operation over every combination of
// sweep values. A panic anywhere fails the test; every result must be a valid
// value, and an error must be an *Error naming an operand in range.
func TestEvalOperationsNeverPanic(t *testing.T) {
	vals := sweepValues()
	binary := map[string]func(a, b cty.Value) (cty.Value, error){
		"==": Equals, "!=": NotEquals,
		"<": LessThan, "<=": LessThanOrEqual, ">": GreaterThan, ">=": GreaterThanOrEqual,
		"+": Add, "-": Subtract, "*": Multiply, "/": Divide, "%": Modulo,
		"&&": And, "||": Or,
		"startsWith": StartsWith, "index": Index,
		"concat": func(a, b cty.Value) (cty.Value, error) { return Concat(a, b) },
	}
	unary := map[string]func(a cty.Value) (cty.Value, error){
		"neg": Negate, "not": Not, "length": Length,
		"refine": func(a cty.Value) (cty.Value, error) {
			return ApplyRefinement(a, Refinement{NotNull: true, StringPrefix: "h", Number: IntegerRange(0, 1), Length: IntegerRange(1, 2)})
		},
	}
	check := func(name string, v cty.Value, err error, operands int) {
		t.Helper()
		if v == cty.NilVal {
			t.Errorf("%s: returned cty.NilVal", name)
		}
		if err == nil {
			return
		}
		ee, ok := err.(*Error)
		if !ok {
			t.Errorf("%s: error %T is not an *Error", name, err)
			return
		}
		if ee.Operand < -1 || ee.Operand >= operands || ee.Summary == "" || ee.Detail == "" {
			t.Errorf("%s: malformed error %#v", name, ee)
		}
	}
	for i, a := range vals {
		for name, op := range unary {
			v, err := op(a)
			check(fmt.Sprintf("%s(#%d %#v)", name, i, a), v, err, 1)
		}
		_ = RefinementOf(a)
		_, _ = NumberRangeOfValue(a)
		_, _ = LengthRangeOfValue(a)
		_ = IntegerRange(0, 1).Contains(a)
		for j, b := range vals {
			for name, op := range binary {
				v, err := op(a, b)
				check(fmt.Sprintf("%s(#%d %#v, #%d %#v)", name, i, a, j, b), v, err, 2)
			}
			for k, c := range []cty.Value{cty.True, cty.UnknownVal(cty.Bool), cty.NullVal(cty.Bool), a} {
				v, err := Conditional(c, a, b)
				check(fmt.Sprintf("conditional(#%d, #%d, #%d)", k, i, j), v, err, 3)
			}
		}
	}
}
