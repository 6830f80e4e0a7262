package model

import (
	"testing"

	"github.com/zclconf/go-cty/cty"
)

func TestCtyTypeOf(t *testing.T) {
	recursive := &ObjectType{Properties: map[string]Type{"value": IntType}}
	recursive.Properties["next"] = NewOptionalType(recursive)
	tests := []struct {
		name string
		t    Type
		want cty.Type
	}{
		{"eval/cty-type/int-is-number", IntType, cty.Number},
		{"eval/cty-type/number", NumberType, cty.Number},
		{"eval/cty-type/string", StringType, cty.String},
		{"eval/cty-type/bool", BoolType, cty.Bool},
		{"eval/cty-type/dynamic", DynamicType, cty.DynamicPseudoType},
		{"eval/cty-type/none-is-dynamic", NoneType, cty.DynamicPseudoType},
		{"eval/cty-type/nil-is-dynamic", nil, cty.DynamicPseudoType},
		{"eval/cty-type/output-is-element", NewOutputType(StringType), cty.String},
		{"eval/cty-type/promise-is-element", NewPromiseType(NewListType(IntType)), cty.List(cty.Number)},
		{"eval/cty-type/optional-is-element", NewOptionalType(StringType), cty.String},
		{"eval/cty-type/union-of-one-cty-type", NewUnionType(IntType, NumberType, NoneType), cty.Number},
		{"eval/cty-type/union-of-different-types-is-dynamic", NewUnionType(StringType, IntType), cty.DynamicPseudoType},
		{"eval/cty-type/union-of-none-only-is-dynamic", &UnionType{ElementTypes: []Type{NoneType}}, cty.DynamicPseudoType},
		{"eval/cty-type/collections", NewMapType(NewSetType(BoolType)), cty.Map(cty.Set(cty.Bool))},
		{"eval/cty-type/tuple", NewTupleType(StringType, NewOutputType(IntType)), cty.Tuple([]cty.Type{cty.String, cty.Number})},
		{"eval/cty-type/object", NewObjectType(map[string]Type{"a": IntType}), cty.Object(map[string]cty.Type{"a": cty.Number})},
		{"eval/cty-type/recursive-object-breaks-cycle", recursive,
			cty.Object(map[string]cty.Type{"value": cty.Number, "next": cty.DynamicPseudoType})},
		{"eval/cty-type/opaque-is-dynamic", AssetType, cty.DynamicPseudoType},
		{"eval/cty-type/enum-is-element", &EnumType{Token: "t", ElementType: StringType}, cty.String},
		{"eval/cty-type/const-is-underlying", &ConstType{Type: IntType, Value: cty.NumberIntVal(1)}, cty.Number},
		{"eval/cty-type/const-without-type-uses-value", &ConstType{Value: cty.StringVal("x")}, cty.String},
		{"eval/cty-type/nil-pointer-is-dynamic", (*ListType)(nil), cty.DynamicPseudoType},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := CtyTypeOf(tt.t); !got.Equals(tt.want) {
				t.Fatalf("got %#v, want %#v", got, tt.want)
			}
		})
	}
	t.Run("eval/cty-type/unknown-of", func(t *testing.T) {
		if got := UnknownOf(NewOutputType(IntType)); !got.RawEquals(cty.UnknownVal(cty.Number)) {
			t.Fatalf("got %#v", got)
		}
	})
}
