package gen

import (
	"testing"

	"github.com/pclgen/pclgen/model"
)

// resourceMark marks an object type as a resource's.
type resourceMark struct{}

func (resourceMark) ResourceMark() {}

// TestResourceValued walks the types that hold resources: unions of them
// with and without null among them (a union without null once recursed
// forever: RemoveNone makes a new union of it).
func TestResourceValued(t *testing.T) {
	res := func(token string) model.Type {
		obj := model.NewObjectType(map[string]model.Type{"urn": model.StringType, "id": model.StringType, token: model.StringType})
		obj.Annotations = append(obj.Annotations, resourceMark{})
		return obj
	}
	a, b := res("p:m:A"), res("p:m:B")
	for _, tc := range []struct {
		name string
		typ  model.Type
		want bool
	}{
		{"a resource", a, true},
		{"a list of them", model.NewListType(a), true},
		{"an optional one", model.NewOptionalType(a), true},
		{"a choice of two", model.NewUnionType(a, b), true},
		{"a choice of two or null", model.NewUnionType(a, b, model.NoneType), true},
		{"a resource or a string", model.NewUnionType(a, model.StringType), false},
		{"a string or an int", model.NewUnionType(model.StringType, model.IntType), false},
		{"null alone", model.NoneType, false},
		{"an output of one", model.NewOutputType(a), false},
		{"an empty tuple", model.NewTupleType(), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := ResourceValued(tc.typ); got != tc.want {
				t.Errorf("ResourceValued(%v) = %v, want %v", tc.typ, got, tc.want)
			}
		})
	}
}
