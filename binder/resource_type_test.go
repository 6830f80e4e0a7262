package binder

import (
	"testing"

	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/model"
)

// TestIsResourceType checks the one test of resource types on the types of
// resources (with and without a schema), built-in resources and component
// instances, their resolved copies, and on the data that looks like them:
// objects with a urn that are built by an object constructor, declared by
// a config type or a schema object type, and a resource's inputs.
func TestIsResourceType(t *testing.T) {
	p := mustBind(t, `
config "cfg" "object({urn=string, id=string})" {
}
resource "pet" "random:index/randomPet:RandomPet" {
}
resource "ref" "pulumi:pulumi:StackReference" {
  name = "org/project/stack"
}
literal = { urn = "urn:pulumi:x", id = "y" }
`)
	pet := p.Node("pet").(*Resource)
	comp := &model.ObjectType{Properties: map[string]model.Type{"urn": model.NewOutputType(model.StringType)},
		Annotations: []any{componentAnnotation{}}}
	generic := &model.ObjectType{Token: "x:index:Thing", Properties: map[string]model.Type{"urn": model.StringType}}
	schemaObject := &model.ObjectType{Token: "x:index:Data", Properties: map[string]model.Type{"urn": model.StringType},
		Annotations: []any{&schema.ObjectType{Token: "x:index:Data"}}}
	for _, tt := range []struct {
		what string
		t    model.Type
		want bool
	}{
		{"a resource", pet.OutputType, true},
		{"a resource, resolved", model.ResolveOutputs(pet.OutputType), true},
		{"a built-in resource", p.Node("ref").(*Resource).OutputType, true},
		{"a component instance", comp, true},
		{"a resource without a schema", generic, true},
		{"a resource's inputs", pet.InputType, false},
		{"an output of a resource", model.NewOutputType(pet.OutputType), false},
		{"an object constructor", p.Node("literal").(*LocalVariable).Value.Type(), false},
		{"a config type", p.Node("cfg").(*ConfigVariable).ConfigType, false},
		{"a schema object type", schemaObject, false},
		{"a string", model.StringType, false},
	} {
		if got := IsResourceType(tt.t); got != tt.want {
			t.Errorf("IsResourceType(%s) = %v, want %v", tt.what, got, tt.want)
		}
	}
}
