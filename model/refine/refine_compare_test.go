package refine

import (
	"testing"

	"github.com/zclconf/go-cty/cty"
)

// unkNum is an unknown number in r, not null when notNull.
func unkNum(r NumberRange, notNull bool) cty.Value {
	return RefinedUnknown(cty.Number, Refinement{NotNull: notNull, Number: r})
}

// unkStr is an unknown not-null string with the given prefix.
func unkStr(prefix string) cty.Value {
	return RefinedUnknown(cty.String, Refinement{NotNull: true, StringPrefix: prefix})
}

// binaryCase is one binary operation and its expected result.
type binaryCase struct {
	name string
	op   func(a, b cty.Value) (cty.Value, error)
	a, b cty.Value
	want cty.Value
}

func runBinaryCases(t *testing.T, tests []binaryCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := tt.op(tt.a, tt.b)
			if err != nil {
				t.Fatalf("unexpected error: %s", err)
			}
			if !got.RawEquals(tt.want) {
				t.Fatalf("got %#v, want %#v", got, tt.want)
			}
		})
	}
}

func TestEvalEqualsRefinements(t *testing.T) {
	id := cty.UnknownVal(cty.String).RefineNotNull()
	maybe := cty.UnknownVal(cty.String)
	small, big := unkNum(IntegerRange(0, 5), true), unkNum(IntegerRange(6, 10), true)
	list3 := RefinedUnknown(cty.List(cty.String), Refinement{NotNull: true, Length: IntegerRange(0, 3)})
	list5 := RefinedUnknown(cty.List(cty.String), Refinement{NotNull: true, Length: NewNumberRange(cty.NumberIntVal(5), true, cty.NilVal, true)})
	runBinaryCases(t, []binaryCase{
		{"refine/notnull-unknown==null-is-false", Equals, id, cty.NullVal(cty.String), cty.False},
		{"refine/null==notnull-unknown-is-false", Equals, cty.NullVal(cty.DynamicPseudoType), id, cty.False},
		{"refine/notnull-unknown!=null-is-true", NotEquals, id, cty.NullVal(cty.String), cty.True},
		{"refine/undecided-stays-unknown/nullable-unknown==null", Equals, maybe, cty.NullVal(cty.String), refineUnknownBool()},
		{"refine/undecided-stays-unknown/two-nullable-disjoint-unknowns", Equals, unkNum(IntegerRange(0, 1), false), unkNum(IntegerRange(5, 6), false), refineUnknownBool()},
		{"refine/prefixes-differ-equals-is-false", Equals, unkStr("https://"), unkStr("http://"), cty.False},
		{"refine/known-string-outside-prefix-equals-is-false", Equals, cty.StringVal("ftp://x"), unkStr("https://"), cty.False},
		{"refine/known-string-shorter-than-prefix-equals-is-false", Equals, cty.StringVal("https"), unkStr("https://"), cty.False},
		{"refine/undecided-stays-unknown/prefix-agrees", Equals, cty.StringVal("https://x"), unkStr("https://"), refineUnknownBool()},
		{"refine/undecided-stays-unknown/prefix-extends-prefix", Equals, unkStr("https://a"), unkStr("https://"), refineUnknownBool()},
		{"refine/number-bounds-disjoint-equals-is-false", Equals, small, big, cty.False},
		{"refine/number-bounds-disjoint-not-equals-is-true", NotEquals, small, big, cty.True},
		{"refine/number-bounds-touching-exclusive-equals-is-false", Equals, unkNum(rng(0, true, 6, false), true), big, cty.False},
		{"refine/undecided-stays-unknown/number-bounds-overlap", Equals, unkNum(IntegerRange(0, 6), true), big, refineUnknownBool()},
		{"refine/known-number-outside-bounds-equals-is-false", Equals, cty.NumberIntVal(7), small, cty.False},
		{"refine/collection-lengths-disjoint-equals-is-false", Equals, list3, list5, cty.False},
		{"refine/different-types-notnull-equals-is-false", Equals, id, unkNum(UnboundedNumberRange(), true), cty.False},
		{"refine/undecided-stays-unknown/dynamic", Equals, cty.DynamicVal, cty.StringVal("x"), refineUnknownBool()},
		{"refine/known-values-compare-exactly", Equals, cty.NumberIntVal(1), cty.NumberFloatVal(1), cty.True},
		{"refine/marks-are-kept", Equals, id.Mark("secret"), cty.NullVal(cty.String), cty.False.Mark("secret")},
	})
}

func TestEvalCompareRefinements(t *testing.T) {
	a := unkNum(IntegerRange(0, 5), true)
	b := unkNum(IntegerRange(5, 10), true)
	aOpen := unkNum(rng(0, true, 5, false), true)
	c := unkNum(IntegerRange(6, 9), true)
	runBinaryCases(t, []binaryCase{
		{"refine/number-bounds-decide-less-than/disjoint", LessThan, a, c, cty.True},
		{"refine/number-bounds-decide-less-than/touching-exclusive", LessThan, aOpen, b, cty.True},
		{"refine/number-bounds-decide-less-than/known-below-range", LessThan, cty.NumberIntVal(-1), a, cty.True},
		{"refine/number-bounds-decide-less-than/false-when-above", LessThan, c, a, cty.False},
		{"refine/number-bounds-decide-less-than/false-when-touching", LessThan, b, a, cty.False},
		{"refine/number-bounds-decide-less-than-or-equal/touching-inclusive", LessThanOrEqual, a, b, cty.True},
		{"refine/number-bounds-decide-less-than-or-equal/false-when-above", LessThanOrEqual, c, a, cty.False},
		{"refine/number-bounds-decide-greater-than", GreaterThan, c, a, cty.True},
		{"refine/number-bounds-decide-greater-than/touching-exclusive", GreaterThan, b, aOpen, cty.True},
		{"refine/number-bounds-decide-greater-than-or-equal/touching-inclusive", GreaterThanOrEqual, b, a, cty.True},
		{"refine/number-bounds-decide-greater-than-or-equal/false", GreaterThanOrEqual, a, c, cty.False},
		{"refine/undecided-stays-unknown/less-than-touching-inclusive", LessThan, a, b, refineUnknownBool()},
		{"refine/undecided-stays-unknown/less-than-or-equal-touching-exclusive-other-way", LessThanOrEqual, b, aOpen, cty.False},
		{"refine/undecided-stays-unknown/less-than-or-equal-touching-inclusive-other-way", LessThanOrEqual, b, a, refineUnknownBool()},
		{"refine/undecided-stays-unknown/overlap", LessThan, unkNum(IntegerRange(0, 7), true), b, refineUnknownBool()},
		{"refine/undecided-stays-unknown/unrefined", LessThan, cty.UnknownVal(cty.Number), cty.NumberIntVal(3), refineUnknownBool()},
		{"refine/compare/known-operands", GreaterThan, cty.NumberIntVal(3), cty.NumberIntVal(2), cty.True},
		{"refine/compare/string-operand-converts-to-number", LessThan, cty.StringVal("2"), cty.NumberIntVal(10), cty.True},
	})
}

func TestEvalCompareErrors(t *testing.T) {
	tests := []struct {
		name    string
		op      func(a, b cty.Value) (cty.Value, error)
		a, b    cty.Value
		operand int
	}{
		{"refine/compare-error/null-operand", LessThan, cty.NullVal(cty.Number), cty.NumberIntVal(1), 0},
		{"refine/compare-error/incompatible-known-operand", GreaterThan, cty.NumberIntVal(1), cty.StringVal("abc"), 1},
		{"refine/compare-error/bool-operand", LessThanOrEqual, cty.True, cty.NumberIntVal(1), 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := tt.op(tt.a, tt.b)
			ee, ok := err.(*Error)
			if !ok {
				t.Fatalf("got error %v, want an *Error", err)
			}
			if ee.Operand != tt.operand {
				t.Fatalf("error names operand %d, want %d", ee.Operand, tt.operand)
			}
		})
	}
}

// TestEqualsAsData walks the shapes whose element types take no part when
// values are compared as data: sequences of every kind, mappings of both
// kinds (a key of a null value as one the mapping lacks), nesting, nulls,
// primitives of different types, and unknown parts.
func TestEqualsAsData(t *testing.T) {
	one, two := cty.NumberIntVal(1), cty.NumberIntVal(2)
	numbers := cty.ListVal([]cty.Value{one, two})
	id := cty.UnknownVal(cty.String).RefineNotNull()
	runBinaryCases(t, []binaryCase{
		{"data/empty-lists-of-different-elements", EqualsAsData, cty.ListValEmpty(cty.String), cty.ListValEmpty(cty.Number), cty.True},
		{"data/empty-list-and-empty-tuple", EqualsAsData, cty.ListValEmpty(cty.Number), cty.EmptyTupleVal, cty.True},
		{"data/empty-set-and-empty-list", EqualsAsData, cty.SetValEmpty(cty.Bool), cty.ListValEmpty(cty.DynamicPseudoType), cty.True},
		{"data/empty-maps-of-different-elements", EqualsAsData, cty.MapValEmpty(cty.String), cty.MapValEmpty(cty.Number), cty.True},
		{"data/empty-map-and-empty-object", EqualsAsData, cty.MapValEmpty(cty.String), cty.EmptyObjectVal, cty.True},
		{"data/empty-list-is-not-empty-map", EqualsAsData, cty.ListValEmpty(cty.String), cty.MapValEmpty(cty.String), cty.False},
		{"data/tuple-and-list-of-equal-elements", EqualsAsData, cty.TupleVal([]cty.Value{one, two}), numbers, cty.True},
		{"data/tuple-and-list-of-other-elements", EqualsAsData, cty.TupleVal([]cty.Value{two, one}), numbers, cty.False},
		{"data/sequences-of-other-lengths", EqualsAsData, cty.TupleVal([]cty.Value{one}), numbers, cty.False},
		{"data/object-and-map", EqualsAsData, cty.ObjectVal(map[string]cty.Value{"a": one}), cty.MapVal(map[string]cty.Value{"a": one}), cty.True},
		{"data/object-and-map-of-other-keys", EqualsAsData, cty.ObjectVal(map[string]cty.Value{"b": one}), cty.MapVal(map[string]cty.Value{"a": one}), cty.False},
		{"data/null-attribute-is-absent", EqualsAsData, cty.EmptyObjectVal, cty.ObjectVal(map[string]cty.Value{"a": cty.NullVal(cty.String)}), cty.True},
		{"data/null-map-value-is-absent", EqualsAsData, cty.MapVal(map[string]cty.Value{"a": one, "b": cty.NullVal(cty.Number)}), cty.ObjectVal(map[string]cty.Value{"a": one}), cty.True},
		{"data/null-attribute-is-not-a-value", EqualsAsData, cty.ObjectVal(map[string]cty.Value{"a": cty.StringVal("x")}), cty.ObjectVal(map[string]cty.Value{"a": cty.NullVal(cty.String)}), cty.False},
		{"data/unknown-attribute-may-be-null", EqualsAsData, cty.EmptyObjectVal, cty.ObjectVal(map[string]cty.Value{"a": cty.UnknownVal(cty.String)}), refineUnknownBool()},
		{"data/nested-empties", EqualsAsData, cty.ListVal([]cty.Value{cty.ListValEmpty(cty.String)}), cty.TupleVal([]cty.Value{cty.EmptyTupleVal}), cty.True},
		{"data/string-is-not-number", EqualsAsData, cty.TupleVal([]cty.Value{cty.StringVal("1")}), cty.ListVal([]cty.Value{one}), cty.False},
		{"data/int-and-fraction-compare-numerically", EqualsAsData, one, cty.NumberFloatVal(1.0), cty.True},
		{"data/null-is-not-empty", EqualsAsData, cty.NullVal(cty.List(cty.String)), cty.ListValEmpty(cty.String), cty.False},
		{"data/nulls-of-different-types", EqualsAsData, cty.NullVal(cty.List(cty.String)), cty.NullVal(cty.Number), cty.True},
		{"data/null-elements", EqualsAsData, cty.TupleVal([]cty.Value{cty.NullVal(cty.String)}), cty.ListVal([]cty.Value{cty.NullVal(cty.Number)}), cty.True},
		{"data/notnull-unknown-is-not-null", EqualsAsData, id, cty.NullVal(cty.DynamicPseudoType), cty.False},
		{"data/unknown-element-decided-by-another", EqualsAsData, cty.TupleVal([]cty.Value{cty.DynamicVal, one}), cty.ListVal([]cty.Value{one, two}), cty.False},
		{"data/undecided-stays-unknown/unknown-element", EqualsAsData, cty.TupleVal([]cty.Value{cty.DynamicVal, two}), numbers, refineUnknownBool()},
		{"data/undecided-stays-unknown/unknown-list-and-tuple", EqualsAsData, cty.UnknownVal(cty.List(cty.Number)), cty.TupleVal([]cty.Value{one}), refineUnknownBool()},
		{"data/nested-marks-are-kept", EqualsAsData, cty.TupleVal([]cty.Value{one.Mark("secret")}), cty.ListVal([]cty.Value{one}), cty.True.Mark("secret")},
	})
}
