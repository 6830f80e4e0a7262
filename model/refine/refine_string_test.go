package refine

import (
	"testing"

	"github.com/zclconf/go-cty/cty"
)

func TestEvalConcatRefinements(t *testing.T) {
	tests := []struct {
		name       string
		parts      []cty.Value
		wantKnown  cty.Value // cty.NilVal when the result must be unknown
		wantPrefix string
	}{
		{"refine/template-propagates-prefix/known-then-unknown", []cty.Value{cty.StringVal("https://"), cty.UnknownVal(cty.String)}, cty.NilVal, "https://"},
		{"refine/template-propagates-prefix/includes-unknown-part-prefix", []cty.Value{cty.StringVal("arn:"), unkStr("aws:"), cty.StringVal(":x")}, cty.NilVal, "arn:aws:"},
		{"refine/template-propagates-prefix/stops-at-first-unknown", []cty.Value{cty.StringVal("a/"), cty.UnknownVal(cty.String), cty.StringVal("/b")}, cty.NilVal, "a/"},
		{"refine/template-propagates-prefix/trims-combinable-last-character", []cty.Value{cty.StringVal("abc"), cty.UnknownVal(cty.String)}, cty.NilVal, "ab"},
		{"refine/template-propagates-prefix/number-part-converts", []cty.Value{cty.NumberIntVal(42), cty.StringVal("/"), cty.UnknownVal(cty.Number)}, cty.NilVal, "42/"},
		{"refine/undecided-stays-unknown/leading-unknown-has-no-prefix", []cty.Value{cty.UnknownVal(cty.String), cty.StringVal("https://")}, cty.NilVal, ""},
		{"refine/template/all-known-is-known", []cty.Value{cty.StringVal("a"), cty.NumberIntVal(1), cty.True}, cty.StringVal("a1true"), ""},
		{"refine/template/no-parts-is-empty-string", nil, cty.StringVal(""), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Concat(tt.parts...)
			if err != nil {
				t.Fatalf("unexpected error: %s", err)
			}
			if tt.wantKnown != cty.NilVal {
				if !got.RawEquals(tt.wantKnown) {
					t.Fatalf("got %#v, want %#v", got, tt.wantKnown)
				}
				return
			}
			if got.IsKnown() || !got.Range().DefinitelyNotNull() {
				t.Fatalf("got %#v, want a not-null unknown string", got)
			}
			if p := got.Range().StringPrefix(); p != tt.wantPrefix {
				t.Fatalf("got prefix %q, want %q", p, tt.wantPrefix)
			}
		})
	}
	t.Run("refine/template-null-part-is-error", func(t *testing.T) {
		_, err := Concat(cty.StringVal("a"), cty.UnknownVal(cty.String), cty.NullVal(cty.String))
		if ee, ok := err.(*Error); !ok || ee.Operand != 2 {
			t.Fatalf("got %v, want an error about part 2", err)
		}
	})
	t.Run("refine/template-list-part-is-error", func(t *testing.T) {
		_, err := Concat(cty.ListValEmpty(cty.String))
		if ee, ok := err.(*Error); !ok || ee.Operand != 0 {
			t.Fatalf("got %v, want an error about part 0", err)
		}
	})
}

func TestEvalStartsWithRefinements(t *testing.T) {
	url := unkStr("https://")
	runBinaryCases(t, []binaryCase{
		{"refine/prefix-test-known-true", StartsWith, url, cty.StringVal("https:"), cty.True},
		{"refine/prefix-test-known-true/whole-prefix", StartsWith, url, cty.StringVal("https://"), cty.True},
		{"refine/prefix-test-known-true/empty-prefix", StartsWith, cty.UnknownVal(cty.String), cty.StringVal(""), cty.True},
		{"refine/prefix-test-known-false", StartsWith, url, cty.StringVal("http:"), cty.False},
		{"refine/prefix-test-known-false/longer-tested-prefix-disagrees", StartsWith, url, cty.StringVal("ftp://host/"), cty.False},
		{"refine/undecided-stays-unknown/longer-tested-prefix-agrees", StartsWith, url, cty.StringVal("https://example.com/"), refineUnknownBool()},
		{"refine/undecided-stays-unknown/unknown-tested-prefix", StartsWith, cty.StringVal("abc"), cty.UnknownVal(cty.String), refineUnknownBool()},
		{"refine/undecided-stays-unknown/unrefined-string", StartsWith, cty.UnknownVal(cty.String), cty.StringVal("a"), refineUnknownBool()},
		{"refine/prefix-test/known-string", StartsWith, cty.StringVal("abc"), cty.StringVal("ab"), cty.True},
		{"refine/prefix-test/known-string-false", StartsWith, cty.StringVal("abc"), cty.StringVal("b"), cty.False},
	})
	t.Run("refine/prefix-test-null-is-error", func(t *testing.T) {
		_, err := StartsWith(cty.NullVal(cty.String), cty.StringVal("a"))
		if ee, ok := err.(*Error); !ok || ee.Operand != 0 {
			t.Fatalf("got %v, want an error about argument 0", err)
		}
	})
}
