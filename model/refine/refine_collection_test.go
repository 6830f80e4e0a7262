package refine

import (
	"testing"

	"github.com/zclconf/go-cty/cty"
)

func TestEvalLengthRefinements(t *testing.T) {
	strs := cty.List(cty.String)
	known := []struct {
		name string
		v    cty.Value
		want cty.Value
	}{
		{"refine/length-of-known-length-list-is-known", RefinedUnknown(strs, Refinement{NotNull: true, Length: IntegerRange(2, 2)}), cty.NumberIntVal(2)},
		{"refine/length-of-known-length-map-is-known", RefinedUnknown(cty.Map(cty.String), Refinement{NotNull: true, Length: IntegerRange(3, 3)}), cty.NumberIntVal(3)},
		{"refine/length-of-known-length-nullable-list-is-known", RefinedUnknown(strs, Refinement{Length: IntegerRange(4, 4)}), cty.NumberIntVal(4)},
		{"refine/length-of-unknown-tuple-is-known", cty.UnknownVal(cty.Tuple([]cty.Type{cty.String, cty.Bool})), cty.NumberIntVal(2)},
		{"refine/length-of-unknown-object-is-known", cty.UnknownVal(cty.Object(map[string]cty.Type{"a": cty.String})), cty.NumberIntVal(1)},
		{"refine/length/known-string-counts-characters", cty.StringVal("héllo"), cty.NumberIntVal(5)},
		{"refine/length/known-list", cty.ListVal([]cty.Value{cty.True}), cty.NumberIntVal(1)},
	}
	for _, tt := range known {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Length(tt.v)
			if err != nil {
				t.Fatalf("unexpected error: %s", err)
			}
			if !got.RawEquals(tt.want) {
				t.Fatalf("got %#v, want %#v", got, tt.want)
			}
		})
	}
	ranged := []struct {
		name string
		v    cty.Value
		want NumberRange
	}{
		{"refine/length-of-bounded-list-is-bounded", RefinedUnknown(strs, Refinement{NotNull: true, Length: IntegerRange(1, 3)}), IntegerRange(1, 3)},
		{"refine/length-of-prefixed-string-has-lower-bound", unkStr("https://"), NewNumberRange(cty.NumberIntVal(8), true, cty.NilVal, true)},
		{"refine/undecided-stays-unknown/length-of-unrefined-list", cty.UnknownVal(strs), NewNumberRange(cty.Zero, true, cty.NilVal, true)},
		{"refine/undecided-stays-unknown/length-of-dynamic", cty.DynamicVal, NewNumberRange(cty.Zero, true, cty.NilVal, true)},
	}
	for _, tt := range ranged {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Length(tt.v)
			if err != nil {
				t.Fatalf("unexpected error: %s", err)
			}
			wantRange(t, got, tt.want)
		})
	}
	for name, v := range map[string]cty.Value{
		"refine/length-of-null-is-error":   cty.NullVal(strs),
		"refine/length-of-number-is-error": cty.NumberIntVal(3),
	} {
		t.Run(name, func(t *testing.T) {
			if _, err := Length(v); err == nil {
				t.Fatal("expected an error")
			}
		})
	}
}

func TestRefinementCollapse(t *testing.T) {
	strs := cty.List(cty.String)
	tests := []struct {
		name string
		got  cty.Value
		want cty.Value
	}{
		{"refine/collapse-single-point-range-is-known", RefinedUnknown(cty.Number, Refinement{NotNull: true, Number: IntegerRange(3, 3)}), cty.NumberIntVal(3)},
		{"refine/collapse/zero-length-list-is-known-empty", RefinedUnknown(strs, Refinement{NotNull: true, Length: IntegerRange(0, 0)}), cty.ListValEmpty(cty.String)},
		{"refine/collapse/zero-length-map-is-known-empty", RefinedUnknown(cty.Map(cty.Number), Refinement{NotNull: true, Length: IntegerRange(0, 0)}), cty.MapValEmpty(cty.Number)},
		{"refine/collapse/fixed-length-list-is-known-list-of-unknowns", RefinedUnknown(strs, Refinement{NotNull: true, Length: IntegerRange(2, 2)}),
			cty.ListVal([]cty.Value{cty.UnknownVal(cty.String), cty.UnknownVal(cty.String)})},
		{"refine/collapse/one-element-set", RefinedUnknown(cty.Set(cty.String), Refinement{NotNull: true, Length: IntegerRange(1, 1)}),
			cty.SetVal([]cty.Value{cty.UnknownVal(cty.String)})},
		{"refine/collapse/fractional-length-bounds-round-inward", RefinedUnknown(strs, Refinement{NotNull: true, Length: rng(0.5, true, 1.5, true)}),
			cty.ListVal([]cty.Value{cty.UnknownVal(cty.String)})},
		{"refine/undecided-stays-unknown/nullable-single-point-range", RefinedUnknown(cty.Number, Refinement{Number: IntegerRange(3, 3)}),
			cty.UnknownVal(cty.Number).Refine().NumberRangeInclusive(cty.NumberIntVal(3), cty.NumberIntVal(3)).NewValue()},
		{"refine/undecided-stays-unknown/half-open-point-is-not-collapsed", RefinedUnknown(cty.Number, Refinement{NotNull: true, Number: rng(3, true, 4, false)}),
			cty.UnknownVal(cty.Number).Refine().NotNull().NumberRangeLowerBound(cty.NumberIntVal(3), true).NumberRangeUpperBound(cty.NumberIntVal(4), false).NewValue()},
		{"refine/dynamic-cannot-be-refined", RefinedUnknown(cty.DynamicPseudoType, Refinement{NotNull: true}), cty.DynamicVal},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !tt.got.RawEquals(tt.want) {
				t.Fatalf("got %#v, want %#v", tt.got, tt.want)
			}
		})
	}
}

func TestRefinementCollapseIsBounded(t *testing.T) {
	t.Run("refine/collapse/huge-fixed-length-list-stays-unknown", func(t *testing.T) {
		n := int64(1) << 40
		v := RefinedUnknown(cty.List(cty.String), Refinement{NotNull: true, Length: IntegerRange(n, n)})
		if v.IsKnown() {
			t.Fatal("a list of 2^40 unknown elements was built")
		}
		if got, _ := LengthRangeOfValue(v); !got.Equal(IntegerRange(n-1, n)) {
			t.Fatalf("got length range %s", got)
		}
	})
}

func TestApplyRefinement(t *testing.T) {
	t.Run("refine/apply/contradiction-is-an-error-not-a-panic", func(t *testing.T) {
		v := unkStr("https://")
		if _, err := ApplyRefinement(v, Refinement{StringPrefix: "http://"}); err == nil {
			t.Fatal("expected an error for a contradictory prefix")
		}
		n := unkNum(IntegerRange(0, 5), true)
		if _, err := ApplyRefinement(n, Refinement{Number: IntegerRange(7, 9)}); err == nil {
			t.Fatal("expected an error for a contradictory range")
		}
		if _, err := ApplyRefinement(cty.UnknownVal(cty.List(cty.String)), Refinement{Length: rng(1.2, true, 1.8, true)}); err == nil {
			t.Fatal("expected an error for a length range without whole numbers")
		}
	})
	t.Run("refine/apply/known-value-is-checked", func(t *testing.T) {
		if _, err := ApplyRefinement(cty.StringVal("https://x"), Refinement{NotNull: true, StringPrefix: "https://"}); err != nil {
			t.Fatalf("unexpected error: %s", err)
		}
		if _, err := ApplyRefinement(cty.NumberIntVal(9), Refinement{Number: IntegerRange(0, 5)}); err == nil {
			t.Fatal("expected an error for a known number outside the range")
		}
		if _, err := ApplyRefinement(cty.NullVal(cty.String), Refinement{NotNull: true}); err == nil {
			t.Fatal("expected an error for a null refined as not null")
		}
	})
	t.Run("refine/apply/roundtrips-through-RefinementOf", func(t *testing.T) {
		r := Refinement{NotNull: true, Number: rng(1, false, 4, true)}
		got := RefinementOf(RefinedUnknown(cty.Number, r))
		if got.NotNull != r.NotNull || !got.Number.Equal(r.Number) {
			t.Fatalf("got %+v, want %+v", got, r)
		}
		marked, err := ApplyRefinement(cty.UnknownVal(cty.String).Mark("m"), Refinement{StringPrefix: "x:"})
		if err != nil || !marked.HasMark("m") {
			t.Fatalf("marks were lost: %#v, %v", marked, err)
		}
		if p := RefinementOf(marked).StringPrefix; p != "x:" {
			t.Fatalf("got prefix %q", p)
		}
	})
}

func TestEvalConditionalRefinements(t *testing.T) {
	u := cty.UnknownVal(cty.Bool)
	t.Run("refine/conditional-merges-number-ranges", func(t *testing.T) {
		got, err := Conditional(u, unkNum(IntegerRange(0, 2), true), cty.NumberIntVal(10))
		if err != nil {
			t.Fatal(err)
		}
		wantRange(t, got, IntegerRange(0, 10))
	})
	t.Run("refine/conditional-merges-prefixes", func(t *testing.T) {
		got, err := Conditional(u, cty.StringVal("https://a.example"), unkStr("https://b"))
		if err != nil {
			t.Fatal(err)
		}
		if got.IsKnown() || got.Range().StringPrefix() != "https://" || !got.Range().DefinitelyNotNull() {
			t.Fatalf("got %#v", got)
		}
	})
	t.Run("refine/conditional-merged-lengths-collapse", func(t *testing.T) {
		l := RefinedUnknown(cty.List(cty.String), Refinement{NotNull: true, Length: IntegerRange(1, 1)})
		got, err := Conditional(u, l, cty.ListVal([]cty.Value{cty.StringVal("x")}))
		if err != nil {
			t.Fatal(err)
		}
		if n, _ := Length(got); !n.RawEquals(cty.NumberIntVal(1)) {
			t.Fatalf("got %#v with length %#v", got, n)
		}
	})
	t.Run("refine/conditional-equal-known-branches-is-known", func(t *testing.T) {
		got, err := Conditional(u, cty.StringVal("x"), cty.StringVal("x"))
		if err != nil || !got.RawEquals(cty.StringVal("x")) {
			t.Fatalf("got %#v, %v", got, err)
		}
	})
	t.Run("refine/conditional-null-branch-makes-result-nullable", func(t *testing.T) {
		got, err := Conditional(u, cty.NullVal(cty.String), cty.StringVal("abc"))
		if err != nil {
			t.Fatal(err)
		}
		if got.IsKnown() || got.Range().DefinitelyNotNull() || got.Range().StringPrefix() != "abc" {
			t.Fatalf("got %#v", got)
		}
	})
	t.Run("refine/conditional-known-condition-picks-branch-unconverted", func(t *testing.T) {
		// The caller converts it to the conditional's PCL type.
		got, err := Conditional(cty.False, cty.StringVal("a"), cty.NumberIntVal(1))
		if err != nil || !got.RawEquals(cty.NumberIntVal(1)) {
			t.Fatalf("got %#v, %v", got, err)
		}
	})
	t.Run("refine/conditional-known-condition-keeps-branch-that-does-not-convert", func(t *testing.T) {
		// cty unifies objects of other attributes as a map of strings,
		// which the selected object (holding a list) does not convert to:
		// PCL's conditional is of an object type, and the branch is the
		// value.
		null := cty.NullVal(cty.DynamicPseudoType)
		x := cty.ObjectVal(map[string]cty.Value{"commonName": null, "country": null, "locality": cty.StringVal("q"),
			"organization": null, "organizationalUnit": cty.StringVal("true"), "postalCode": null, "province": null,
			"serialNumber": null, "streetAddresses": cty.EmptyTupleVal})
		y := cty.ObjectVal(map[string]cty.Value{"country": cty.StringVal(""), "organization": null,
			"organizationalUnit": cty.StringVal("alpha"), "province": cty.StringVal("100%"),
			"serialNumber": cty.StringVal("dollar$"), "streetAddresses": cty.EmptyTupleVal})
		got, err := Conditional(cty.True, x, y)
		if err != nil || !got.RawEquals(x) {
			t.Fatalf("got %#v, %v", got, err)
		}
	})
	t.Run("refine/conditional-null-takes-other-branch-type", func(t *testing.T) {
		got, err := Conditional(u, cty.NullVal(cty.DynamicPseudoType), unkNum(IntegerRange(1, 2), true))
		if err != nil || got.Type() != cty.Number || got.Range().DefinitelyNotNull() {
			t.Fatalf("got %#v, %v", got, err)
		}
		if r, _ := NumberRangeOfValue(got); !r.Equal(IntegerRange(1, 2)) {
			t.Fatalf("got range %s, want [1, 2]", r)
		}
	})
	t.Run("refine/conditional-two-nulls-is-null", func(t *testing.T) {
		got, err := Conditional(u, cty.NullVal(cty.String), cty.NullVal(cty.String))
		if err != nil || !got.RawEquals(cty.NullVal(cty.String)) {
			t.Fatalf("got %#v, %v", got, err)
		}
	})
	t.Run("refine/conditional-keeps-marks-of-all-operands", func(t *testing.T) {
		got, err := Conditional(cty.True.Mark("c"), cty.StringVal("a"), cty.StringVal("b").Mark("f"))
		if err != nil || !got.HasMark("c") || !got.HasMark("f") {
			t.Fatalf("got %#v, %v", got, err)
		}
	})
	t.Run("refine/conditional-unifies-branch-types", func(t *testing.T) {
		got, err := Conditional(u, cty.StringVal("1"), cty.NumberIntVal(2))
		if err != nil || got.Type() != cty.String || got.IsKnown() {
			t.Fatalf("got %#v, %v", got, err)
		}
	})
	t.Run("refine/conditional-known-condition-picks-branch-without-common-type", func(t *testing.T) {
		obj := cty.ObjectVal(map[string]cty.Value{"s": cty.NumberIntVal(1)})
		got, err := Conditional(cty.True.Mark("c"), obj, cty.ListValEmpty(cty.String))
		if err != nil || !got.HasMark("c") {
			t.Fatalf("got %#v, %v", got, err)
		}
		if g, _ := got.Unmark(); !g.RawEquals(obj) {
			t.Fatalf("got %#v, want %#v", g, obj)
		}
		got, err = Conditional(cty.False, obj, cty.True)
		if err != nil || !got.RawEquals(cty.True) {
			t.Fatalf("got %#v, %v", got, err)
		}
	})
	t.Run("refine/conditional-errors", func(t *testing.T) {
		if _, err := Conditional(cty.NullVal(cty.Bool), cty.True, cty.False); err == nil {
			t.Fatal("a null condition was accepted")
		}
		if _, err := Conditional(u, cty.ListValEmpty(cty.String), cty.True); err == nil {
			t.Fatal("branches of inconsistent types were accepted")
		}
	})
}

func TestEvalIndexRefinements(t *testing.T) {
	atMost3 := RefinedUnknown(cty.List(cty.String), Refinement{NotNull: true, Length: IntegerRange(0, 3)})
	errs := []struct {
		name      string
		coll, key cty.Value
		operand   int
	}{
		{"refine/index-out-of-refined-range-is-error", atMost3, cty.NumberIntVal(5), 1},
		{"refine/index-at-refined-upper-bound-is-error", atMost3, cty.NumberIntVal(3), 1},
		{"refine/index-range-beyond-refined-length-is-error", atMost3, unkNum(IntegerRange(3, 8), true), 1},
		{"refine/index-negative-is-error", atMost3, cty.NumberIntVal(-1), 1},
		{"refine/index-fractional-is-error", atMost3, cty.NumberFloatVal(0.5), 1},
		{"refine/index-known-list-out-of-range", cty.ListVal([]cty.Value{cty.True}), cty.NumberIntVal(1), 1},
		{"refine/index-tuple-out-of-range", cty.UnknownVal(cty.Tuple([]cty.Type{cty.String})), cty.NumberIntVal(1), 1},
		{"refine/index-missing-map-key", cty.MapVal(map[string]cty.Value{"a": cty.True}), cty.StringVal("b"), 1},
		{"refine/index-missing-attribute", cty.ObjectVal(map[string]cty.Value{"a": cty.True}), cty.StringVal("b"), 1},
		{"refine/index-null-collection", cty.NullVal(cty.List(cty.String)), cty.NumberIntVal(0), 0},
		{"refine/index-null-key", atMost3, cty.NullVal(cty.Number), 1},
		{"refine/index-set", cty.SetVal([]cty.Value{cty.True}), cty.NumberIntVal(0), 0},
		{"refine/index-string", cty.StringVal("abc"), cty.NumberIntVal(0), 0},
	}
	for _, tt := range errs {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Index(tt.coll, tt.key)
			ee, ok := err.(*Error)
			if !ok || ee.Operand != tt.operand {
				t.Fatalf("got %v, want an error about operand %d", err, tt.operand)
			}
		})
	}
	ok := []struct {
		name      string
		coll, key cty.Value
		want      cty.Value
	}{
		{"refine/undecided-stays-unknown/index-within-refined-length", atMost3, cty.NumberIntVal(2), cty.UnknownVal(cty.String)},
		{"refine/undecided-stays-unknown/unknown-index-overlapping-length", atMost3, unkNum(IntegerRange(2, 8), true), cty.UnknownVal(cty.String)},
		{"refine/index/known-list", cty.ListVal([]cty.Value{cty.StringVal("a"), cty.StringVal("b")}), cty.StringVal("1"), cty.StringVal("b")},
		{"refine/index/tuple-element-type", cty.UnknownVal(cty.Tuple([]cty.Type{cty.String, cty.Bool})), cty.NumberIntVal(1), cty.UnknownVal(cty.Bool)},
		{"refine/index/object-attribute", cty.ObjectVal(map[string]cty.Value{"a": cty.True}), cty.StringVal("a"), cty.True},
		{"refine/index/map-unknown-key", cty.MapVal(map[string]cty.Value{"a": cty.True}), cty.UnknownVal(cty.String), cty.UnknownVal(cty.Bool)},
		{"refine/index/dynamic", cty.DynamicVal, cty.NumberIntVal(1), cty.DynamicVal},
	}
	for _, tt := range ok {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Index(tt.coll, tt.key)
			if err != nil {
				t.Fatalf("unexpected error: %s", err)
			}
			if !got.RawEquals(tt.want) {
				t.Fatalf("got %#v, want %#v", got, tt.want)
			}
		})
	}
}
