package gen

import (
	"testing"

	"github.com/pclgen/pclgen/model"
)

// TestSameLeafTypes checks which types a value is taken as with no
// conversion of the values it holds: another kind of collection of the
// same leaves, and no type whose leaves differ or that lacks a property.
func TestSameLeafTypes(t *testing.T) {
	str, num := model.StringType, model.NumberType
	obj := func(props map[string]model.Type) model.Type { return model.NewObjectType(props) }
	tests := []struct {
		name     string
		from, to model.Type
		same     bool
	}{
		{"equal", str, str, true},
		{"object as map", obj(map[string]model.Type{"a": str, "b": str}), model.NewMapType(str), true},
		{"object of mixed values as map", obj(map[string]model.Type{"a": str, "b": num}), model.NewMapType(str), false},
		{"tuple as list", model.NewTupleType(str, str), model.NewListType(str), true},
		{"tuple of numbers as list of strings", model.NewTupleType(num), model.NewListType(str), false},
		{"list of objects as list of maps", model.NewListType(obj(map[string]model.Type{"a": str})), model.NewListType(model.NewMapType(str)), true},
		{"object lacking a property", obj(map[string]model.Type{"a": str}), obj(map[string]model.Type{"a": str, "b": str}), false},
		{"object of a property the other lacks", obj(map[string]model.Type{"a": str, "b": str}), obj(map[string]model.Type{"a": str}), false},
		{"empty object as map", obj(map[string]model.Type{}), model.NewMapType(str), true},
		{"empty tuple as list", model.NewTupleType(), model.NewListType(num), true},
		{"number as string", num, str, false},
		{"map as object", model.NewMapType(str), obj(map[string]model.Type{"a": str}), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := sameLeafTypes(tt.from, tt.to); got != tt.same {
				t.Errorf("sameLeafTypes(%s, %s) = %v, want %v", tt.from, tt.to, got, tt.same)
			}
		})
	}
}
