package gen

import (
	"testing"

	"github.com/pclgen/pclgen/model"
)

func TestHoldsOutputs(t *testing.T) {
	os := model.NewOutputType(model.StringType)
	resource := &model.ObjectType{Token: "random:index/randomPet:RandomPet", Properties: map[string]model.Type{
		"id": os, "urn": os,
	}}
	data := model.NewObjectType(map[string]model.Type{"id": os, "urn": os})
	recursive := &model.ObjectType{Properties: map[string]model.Type{"name": model.StringType}}
	recursive.Properties["next"] = model.NewOptionalType(recursive)
	recursiveOut := &model.ObjectType{Properties: map[string]model.Type{"name": os}}
	recursiveOut.Properties["next"] = model.NewListType(recursiveOut)
	tests := []struct {
		name           string
		typ            model.Type
		outputs, evens bool // HoldsOutputs, HoldsEventuals
		isOutput       bool
	}{
		{"string", model.StringType, false, false, false},
		{"dynamic", model.DynamicType, false, false, false},
		{"output", os, true, true, true},
		{"optional output", model.NewOptionalType(os), true, true, true},
		{"promise", model.NewPromiseType(model.StringType), false, true, false},
		{"promise of a list of outputs", model.NewPromiseType(model.NewListType(os)), true, true, false},
		{"list of outputs", model.NewListType(os), true, true, false},
		{"set of outputs", model.NewSetType(os), true, true, false},
		{"map of outputs", model.NewMapType(os), true, true, false},
		{"tuple with an output", model.NewTupleType(model.IntType, os), true, true, false},
		{"object with an output", data, true, true, false},
		{"object with a promise", model.NewObjectType(map[string]model.Type{"a": model.NewPromiseType(model.IntType)}), false, true, false},
		{"resource", resource, false, false, false},
		{"list of resources", model.NewListType(resource), false, false, false},
		{"output of a resource", model.NewOutputType(resource), true, true, true},
		{"recursive object", recursive, false, false, false},
		{"recursive object with an output", recursiveOut, true, true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := HoldsOutputs(tt.typ); got != tt.outputs {
				t.Errorf("HoldsOutputs(%s) = %v", tt.typ, got)
			}
			if got := HoldsEventuals(tt.typ); got != tt.evens {
				t.Errorf("HoldsEventuals(%s) = %v", tt.typ, got)
			}
			if got := IsOutput(tt.typ); got != tt.isOutput {
				t.Errorf("IsOutput(%s) = %v", tt.typ, got)
			}
		})
	}
}

func TestValueHoldsOutputs(t *testing.T) {
	for _, tt := range []struct {
		src  string
		want bool
	}{
		{`s`, false},
		{`os`, true},
		{`[s, os]`, true},
		{`[for x in ["a"] : os]`, true},
		{`[for x in ["a"] : x]`, false},
	} {
		if got := ValueHoldsOutputs(bindTest(t, tt.src)); got != tt.want {
			t.Errorf("ValueHoldsOutputs(%s) = %v, want %v", tt.src, got, tt.want)
		}
	}
	// A splat whose element was retyped after binding: the element decides.
	list := model.NewScopeTraversalExpression("l", model.NewVariable("l", model.NewListType(model.StringType)), nil, nil)
	item := model.NewSplatItemExpression(model.StringType)
	each := model.NewScopeTraversalExpression("os", model.NewVariable("os", model.NewOutputType(model.StringType)), nil, nil)
	splat := model.NewSplatExpression(list, item, each, model.NewListType(model.StringType))
	if !ValueHoldsOutputs(splat) {
		t.Errorf("ValueHoldsOutputs of a splat whose element is an output = false")
	}
}
