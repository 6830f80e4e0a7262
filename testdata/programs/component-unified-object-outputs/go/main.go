package main

import (
	"maps"
	"reflect"
	"slices"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Fuzz seed 10303: a loop over a component's output that is one of two
		// objects with different attributes visits the attributes of the object
		// taken, not the attributes of every branch.
		taken, err := NewComp(ctx, "taken", &CompArgs{Pick: false})
		if err != nil {
			return err
		}
		other, err := NewComp(ctx, "other", &CompArgs{Pick: true})
		if err != nil {
			return err
		}
		ctx.Export("takenKeys", taken.Whole.ApplyT(func(whole map[string]interface{}) ([]string, error) {
			return func() []string {
				result := []string{}
				collection := whole
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					result = append(result, k)
				}
				return result
			}(), nil
		}).(pulumi.StringArrayOutput))
		ctx.Export("otherCount", other.Whole.ApplyT(func(whole map[string]interface{}) (int, error) {
			return len(func() map[string]*int {
				result := map[string]*int{}
				collection := whole
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					v := optionalValue[int](collection[k])
					result[k] = v
				}
				return result
			}()), nil
		}).(pulumi.IntOutput))
		ctx.Export("innerCount", taken.Nested.ApplyT(func(nested map[string]interface{}) (int, error) {
			return len(nested["inner"].([]map[string]interface{})[0]), nil
		}).(pulumi.IntOutput))
		return nil
	})
}

// optionalValue returns v, an optional value held as an interface{} (its
// value or a pointer to it), as a pointer to its value of type T: nil when
// v is null.
func optionalValue[T any](v interface{}) *T {
	switch x := v.(type) {
	case nil:
		return nil
	case *T:
		return x
	case T:
		return &x
	}
	// An int where a number is wanted: PCL converts it.
	var x T
	if f, isFloat := any(&x).(*float64); isFloat {
		switch n := v.(type) {
		case int:
			*f = float64(n)
			return &x
		case *int:
			if n == nil {
				return nil
			}
			*f = float64(*n)
			return &x
		}
	}
	// A whole number where an int is wanted (config read from JSON
	// holds its numbers as float64s).
	if i, isInt := any(&x).(*int); isInt {
		if n, isFloat := v.(float64); isFloat && n == float64(int(n)) {
			*i = int(n)
			return &x
		}
	}
	// A value of a named string type (pulumi.ID, pulumi.URN, an SDK's
	// enum) where a string is wanted.
	if s, isString := any(&x).(*string); isString {
		if rv := reflect.ValueOf(v); rv.Kind() == reflect.String {
			*s = rv.String()
			return &x
		}
	}
	x = v.(T)
	return &x
}
