package model

import (
	"testing"

	"github.com/zclconf/go-cty/cty"
)

func TestEqual(t *testing.T) {
	a1, _ := tyMutualPair()
	a2, _ := tyMutualPair()
	token := func(tok string, props map[string]Type) *ObjectType { return &ObjectType{Token: tok, Properties: props} }
	cases := []struct {
		name string
		a, b Type
		want bool
	}{
		{"equal/same-primitive", IntType, IntType, true},
		{"equal/copied-primitive", &PrimitiveType{Kind: StringKind}, StringType, true},
		{"equal/different-primitives", IntType, NumberType, false},
		{"equal/none", NoneType, &noneType{}, true},
		{"equal/none-vs-dynamic", NoneType, DynamicType, false},
		{"equal/list", tyList(IntType), tyList(IntType), true},
		{"equal/list-elements-differ", tyList(IntType), tyList(StringType), false},
		{"equal/list-vs-set", tyList(IntType), tySet(IntType), false},
		{"equal/set", tySet(IntType), tySet(IntType), true},
		{"equal/map", tyMap(IntType), tyMap(IntType), true},
		{"equal/map-vs-object", tyMap(IntType), tyObj(), false},
		{"equal/tuple", tyTuple(IntType, StringType), tyTuple(IntType, StringType), true},
		{"equal/tuple-order-matters", tyTuple(IntType, StringType), tyTuple(StringType, IntType), false},
		{"equal/tuple-lengths", tyTuple(IntType), tyTuple(IntType, IntType), false},
		{"equal/object", tyObj("a", IntType, "b", StringType), tyObj("b", StringType, "a", IntType), true},
		{"equal/object-attribute-types-differ", tyObj("a", IntType), tyObj("a", NumberType), false},
		{"equal/object-attribute-names-differ", tyObj("a", IntType), tyObj("b", IntType), false},
		{"equal/object-extra-attribute", tyObj("a", IntType), tyObj("a", IntType, "b", IntType), false},
		{"equal/object-tokens-differ", token("p:i:A", nil), token("p:i:B", nil), false},
		{"equal/object-same-token", token("p:i:A", map[string]Type{"a": IntType}), token("p:i:A", map[string]Type{"a": IntType}), true},
		{"equal/union-as-sets", tyUnion(IntType, StringType, NoneType), tyUnion(NoneType, StringType, IntType), true},
		{"equal/union-different-sets", tyUnion(IntType, StringType), tyUnion(IntType, BoolType), false},
		{"equal/union-subset", tyUnion(IntType, StringType), tyUnion(IntType, StringType, BoolType), false},
		{"equal/union-with-duplicates-as-set", &UnionType{ElementTypes: []Type{IntType, IntType, StringType}}, tyUnion(StringType, IntType), true},
		{"equal/union-vs-element", tyUnion(IntType, NoneType), IntType, false},
		{"equal/promise", tyPromise(IntType), tyPromise(IntType), true},
		{"equal/promise-vs-output", tyPromise(IntType), tyOutput(IntType), false},
		{"equal/output", tyOutput(tyList(IntType)), tyOutput(tyList(IntType)), true},
		{"equal/output-elements-differ", tyOutput(IntType), tyOutput(StringType), false},
		{"equal/opaque-by-name", &OpaqueType{Name: "Asset"}, AssetType, true},
		{"equal/opaque-names-differ", AssetType, ArchiveType, false},
		{"equal/enum", tyColorEnum(), tyColorEnum(), true},
		{"equal/enum-tokens-differ", tyColorEnum(), &EnumType{Token: "x:y:Z", ElementType: StringType, Elements: tyColorEnum().Elements}, false},
		{"equal/enum-values-differ", tyColorEnum(), &EnumType{Token: "pkg:index:Color", ElementType: StringType, Elements: []cty.Value{cty.StringVal("red")}}, false},
		{"equal/const", tyConstString("x"), tyConstString("x"), true},
		{"equal/const-values-differ", tyConstString("x"), tyConstString("y"), false},
		{"equal/const-types-differ", tyConstInt(1), &ConstType{Type: NumberType, Value: cty.NumberIntVal(1)}, false},
		{"equal/const-numbers-compare-numerically", tyConstInt(1), &ConstType{Type: IntType, Value: cty.NumberFloatVal(1.0)}, true},
		{"equal/const-marked-value", tyConstString("x"), &ConstType{Type: StringType, Value: cty.StringVal("x").Mark("secret")}, true},
		{"equal/const-vs-underlying", tyConstString("x"), StringType, false},
		{"equal/recursive", tyRecursiveNode(IntType), tyRecursiveNode(IntType), true},
		{"equal/recursive-differ", tyRecursiveNode(IntType), tyRecursiveNode(StringType), false},
		{"equal/mutually-recursive", a1, a2, true},
		{"equal/nil", nil, nil, true},
		{"equal/nil-vs-type", nil, IntType, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Equal(c.a, c.b); got != c.want {
				t.Fatalf("Equal(%v, %v) = %v, want %v", c.a, c.b, got, c.want)
			}
			if got := Equal(c.b, c.a); got != c.want {
				t.Fatalf("Equal(%v, %v) = %v, want %v (symmetry)", c.b, c.a, got, c.want)
			}
		})
	}
}

func TestEqualRecursionDoesNotLeakAssumptions(t *testing.T) {
	// Comparing a union element against a candidate that turns out unequal must
	// not leave the pair assumed equal for later comparisons.
	x := tyRecursiveNode(IntType)
	y := tyRecursiveNode(StringType)
	t.Run("equal/recursive/failed-attempt-not-remembered", func(t *testing.T) {
		a := &UnionType{ElementTypes: []Type{x, tyList(x)}}
		b := &UnionType{ElementTypes: []Type{y, tyList(y)}}
		if Equal(a, b) {
			t.Fatalf("Equal(%v, %v) = true", a, b)
		}
	})
}

func TestNewUnionType(t *testing.T) {
	t.Run("union/flattens-nested-unions", func(t *testing.T) {
		got := NewUnionType(IntType, &UnionType{ElementTypes: []Type{StringType, &UnionType{ElementTypes: []Type{BoolType}}}})
		if got.String() != "union(int, string, bool)" {
			t.Fatalf("got %v", got)
		}
	})
	t.Run("union/drops-duplicates-keeping-first", func(t *testing.T) {
		got := NewUnionType(StringType, IntType, &PrimitiveType{Kind: StringKind}, tyList(IntType), tyList(IntType))
		if got.String() != "union(string, int, list(int))" {
			t.Fatalf("got %v", got)
		}
	})
	t.Run("union/keeps-order", func(t *testing.T) {
		if got := NewUnionType(NoneType, StringType).String(); got != "union(none, string)" {
			t.Fatalf("got %v", got)
		}
	})
	t.Run("union/single-element-is-that-element", func(t *testing.T) {
		l := tyList(IntType)
		if got := NewUnionType(l, tyList(IntType)); got != l {
			t.Fatalf("got %v (%T), want the element itself", got, got)
		}
	})
	t.Run("union/no-elements=none", func(t *testing.T) {
		if got := NewUnionType(); got != NoneType {
			t.Fatalf("got %v", got)
		}
		if got := NewUnionType(nil, &UnionType{}); got != NoneType {
			t.Fatalf("got %v", got)
		}
	})
	t.Run("union/dedupes-unions-as-sets", func(t *testing.T) {
		got := NewUnionType(tyObj("a", tyUnion(IntType, StringType)), tyObj("a", tyUnion(StringType, IntType)))
		if _, isUnion := got.(*UnionType); isUnion {
			t.Fatalf("got %v, want a single object", got)
		}
	})
	t.Run("union/annotated", func(t *testing.T) {
		got := NewUnionTypeAnnotated([]any{"note"}, IntType, StringType).(*UnionType)
		if len(got.Annotations) != 1 || got.Annotations[0] != "note" {
			t.Fatalf("annotations %v", got.Annotations)
		}
		if _, ok := NewUnionTypeAnnotated([]any{"note"}, IntType).(*UnionType); ok {
			t.Fatal("a single element is not wrapped in a union")
		}
	})
	t.Run("union/optional", func(t *testing.T) {
		if got := NewOptionalType(StringType).String(); got != "union(string, none)" {
			t.Fatalf("got %v", got)
		}
		if got := NewOptionalType(NewOptionalType(StringType)).String(); got != "union(string, none)" {
			t.Fatalf("optional is idempotent; got %v", got)
		}
	})
}

func TestIsOptionalAndRemoveNone(t *testing.T) {
	cases := []struct {
		t        Type
		optional bool
		without  string
	}{
		{NoneType, true, "none"},
		{DynamicType, true, "dynamic"},
		{StringType, false, "string"},
		{tyOpt(StringType), true, "string"},
		{tyUnion(IntType, NoneType, StringType), true, "union(int, string)"},
		{tyUnion(IntType, StringType), false, "union(int, string)"},
		{tyUnion(DynamicType, IntType), true, "union(dynamic, int)"},
		{&UnionType{ElementTypes: []Type{NoneType}}, true, "none"},
	}
	for _, c := range cases {
		t.Run("optional/"+c.t.String(), func(t *testing.T) {
			if got := IsOptional(c.t); got != c.optional {
				t.Errorf("IsOptional(%v) = %v", c.t, got)
			}
			if got := RemoveNone(c.t).String(); got != c.without {
				t.Errorf("RemoveNone(%v) = %v, want %v", c.t, got, c.without)
			}
			// IsOptional agrees with Conversion from none.
			if k, _ := Conversion(NoneType, c.t); (k == SafeConversion) != c.optional && !isDynamicType(c.t) {
				t.Errorf("IsOptional(%v) = %v disagrees with Conversion(none, %v) = %v", c.t, c.optional, c.t, k)
			}
		})
	}
}
