package eval

import (
	"testing"

	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/model"
)

func TestCtyTypeOf(t *testing.T) {
	recursive := &model.ObjectType{Properties: map[string]model.Type{"value": model.IntType}}
	recursive.Properties["next"] = model.NewOptionalType(recursive)
	tests := []struct {
		name string
		t    model.Type
		want cty.Type
	}{
		{"eval/cty-type/int-is-number", model.IntType, cty.Number},
		{"eval/cty-type/number", model.NumberType, cty.Number},
		{"eval/cty-type/string", model.StringType, cty.String},
		{"eval/cty-type/bool", model.BoolType, cty.Bool},
		{"eval/cty-type/dynamic", model.DynamicType, cty.DynamicPseudoType},
		{"eval/cty-type/none-is-dynamic", model.NoneType, cty.DynamicPseudoType},
		{"eval/cty-type/nil-is-dynamic", nil, cty.DynamicPseudoType},
		{"eval/cty-type/output-is-element", model.NewOutputType(model.StringType), cty.String},
		{"eval/cty-type/promise-is-element", model.NewPromiseType(model.NewListType(model.IntType)), cty.List(cty.Number)},
		{"eval/cty-type/optional-is-element", model.NewOptionalType(model.StringType), cty.String},
		{"eval/cty-type/union-of-one-cty-type", model.NewUnionType(model.IntType, model.NumberType, model.NoneType), cty.Number},
		{"eval/cty-type/union-of-different-types-is-dynamic", model.NewUnionType(model.StringType, model.IntType), cty.DynamicPseudoType},
		{"eval/cty-type/union-of-none-only-is-dynamic", &model.UnionType{ElementTypes: []model.Type{model.NoneType}}, cty.DynamicPseudoType},
		{"eval/cty-type/collections", model.NewMapType(model.NewSetType(model.BoolType)), cty.Map(cty.Set(cty.Bool))},
		{"eval/cty-type/tuple", model.NewTupleType(model.StringType, model.NewOutputType(model.IntType)), cty.Tuple([]cty.Type{cty.String, cty.Number})},
		{"eval/cty-type/object", model.NewObjectType(map[string]model.Type{"a": model.IntType}), cty.Object(map[string]cty.Type{"a": cty.Number})},
		{"eval/cty-type/recursive-object-breaks-cycle", recursive,
			cty.Object(map[string]cty.Type{"value": cty.Number, "next": cty.DynamicPseudoType})},
		{"eval/cty-type/opaque-is-dynamic", model.AssetType, cty.DynamicPseudoType},
		{"eval/cty-type/enum-is-element", &model.EnumType{Token: "t", ElementType: model.StringType}, cty.String},
		{"eval/cty-type/const-is-underlying", &model.ConstType{Type: model.IntType, Value: cty.NumberIntVal(1)}, cty.Number},
		{"eval/cty-type/const-without-type-uses-value", &model.ConstType{Value: cty.StringVal("x")}, cty.String},
		{"eval/cty-type/nil-pointer-is-dynamic", (*model.ListType)(nil), cty.DynamicPseudoType},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := CtyTypeOf(tt.t); !got.Equals(tt.want) {
				t.Fatalf("got %#v, want %#v", got, tt.want)
			}
		})
	}
	t.Run("eval/cty-type/unknown-of", func(t *testing.T) {
		if got := UnknownOf(model.NewOutputType(model.IntType)); !got.RawEquals(cty.UnknownVal(cty.Number)) {
			t.Fatalf("got %#v", got)
		}
	})
}
