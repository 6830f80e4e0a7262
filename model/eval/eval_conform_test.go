package eval

import (
	"testing"

	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/model"
)

func TestConform(t *testing.T) {
	obj := func(attrs map[string]cty.Value) cty.Value { return cty.ObjectVal(attrs) }
	optional := func(t model.Type) model.Type { return model.NewOptionalType(t) }
	ab := model.NewObjectType(map[string]model.Type{"a": model.StringType, "b": optional(model.IntType)})
	shapes := model.NewUnionType(
		model.NewObjectType(map[string]model.Type{"echo": model.StringType, "tango": model.BoolType}),
		model.NewObjectType(map[string]model.Type{"echo": model.StringType, "quebec": model.BoolType, "tango": model.BoolType}),
	)
	tests := []struct {
		name string
		v    cty.Value
		t    model.Type
		want cty.Value
	}{
		{"a value converts to a whole cty type", cty.True, model.StringType, cty.StringVal("true")},
		{"a tuple becomes a list", cty.TupleVal([]cty.Value{cty.NumberIntVal(1)}), model.NewListType(model.IntType),
			cty.ListVal([]cty.Value{cty.NumberIntVal(1)})},
		{"an object converts its attributes and keeps absent ones absent",
			obj(map[string]cty.Value{"a": cty.True}), ab, obj(map[string]cty.Value{"a": cty.StringVal("true")})},
		{"an object keeps attributes its type lacks",
			obj(map[string]cty.Value{"a": cty.NumberIntVal(1), "z": cty.True}), ab,
			obj(map[string]cty.Value{"a": cty.StringVal("1"), "z": cty.True})},
		{"a map of several shapes keeps each element's shape",
			obj(map[string]cty.Value{
				"x": obj(map[string]cty.Value{"echo": cty.StringVal("e"), "tango": cty.True}),
				"y": obj(map[string]cty.Value{"echo": cty.StringVal("f"), "quebec": cty.False, "tango": cty.False}),
			}), model.NewMapType(shapes),
			obj(map[string]cty.Value{
				"x": obj(map[string]cty.Value{"echo": cty.StringVal("e"), "tango": cty.True}),
				"y": obj(map[string]cty.Value{"echo": cty.StringVal("f"), "quebec": cty.False, "tango": cty.False}),
			})},
		{"a map of one shape is a map", obj(map[string]cty.Value{"k": cty.True}), model.NewMapType(model.StringType),
			cty.MapVal(map[string]cty.Value{"k": cty.StringVal("true")})},
		{"a list whose elements keep other shapes is a tuple",
			cty.TupleVal([]cty.Value{obj(map[string]cty.Value{"a": cty.True}), obj(map[string]cty.Value{"a": cty.NumberIntVal(1), "b": cty.NumberIntVal(2)})}),
			model.NewListType(ab),
			cty.TupleVal([]cty.Value{obj(map[string]cty.Value{"a": cty.StringVal("true")}), obj(map[string]cty.Value{"a": cty.StringVal("1"), "b": cty.NumberIntVal(2)})})},
		{"a tuple becomes a set of converted elements", cty.TupleVal([]cty.Value{cty.True, cty.StringVal("true")}),
			model.NewSetType(model.StringType), cty.SetVal([]cty.Value{cty.StringVal("true")})},
		{"an empty tuple becomes an empty list of the element type", cty.EmptyTupleVal,
			model.NewListType(model.NewOptionalType(ab)), cty.ListValEmpty(cty.Object(map[string]cty.Type{"a": cty.String, "b": cty.Number}))},
		{"an optional type converts its value", cty.True, optional(model.StringType), cty.StringVal("true")},
		{"a union of several types keeps the value", cty.True, model.NewUnionType(model.StringType, model.NewListType(model.IntType)), cty.True},
		{"null is a null of the type", cty.NullVal(cty.DynamicPseudoType), ab,
			cty.NullVal(cty.Object(map[string]cty.Type{"a": cty.String, "b": cty.Number}))},
		{"a secret keeps its mark", obj(map[string]cty.Value{"a": cty.True}).Mark("secret"), ab,
			obj(map[string]cty.Value{"a": cty.StringVal("true")}).Mark("secret")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Conform(tt.v, tt.t)
			if !got.RawEquals(tt.want) {
				t.Errorf("Conform(%#v, %s) = %#v, want %#v", tt.v, tt.t, got, tt.want)
			}
		})
	}
}
