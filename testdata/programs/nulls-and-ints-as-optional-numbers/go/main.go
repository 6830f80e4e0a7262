package main

import (
	"errors"
	"maps"
	"slices"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Ints beside nulls given where optional numbers are taken (a component's
		// list(optional(number)) input), plain, secret and in loops: each int is a
		// number, each null stays null.
		n := 2
		if param, err := cfg.TryInt("n"); err == nil {
			n = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		secretTuple, err := NewComp(ctx, "secretTuple", &CompArgs{Values: pulumi.ToSecret(pulumi.Array{nil, pulumi.Int(1), pulumi.Int(n)}).(pulumi.ArrayOutput).ApplyT(func(secret []interface{}) ([]interface{}, error) {
			return interfaces(func() []*float64 {
				result := []*float64{}
				for _, item2 := range secret {
					item := optionalValue[int](item2)
					result = append(result, optionalFloat(item))
				}
				return result
			}()), nil
		}).(pulumi.ArrayOutput)})
		if err != nil {
			return err
		}
		plainTuple, err := NewComp(ctx, "plainTuple", &CompArgs{Values: pulumi.Array{nil, pulumi.Float64(1.0), pulumi.Float64(2.5)}})
		if err != nil {
			return err
		}
		looped, err := NewComp(ctx, "looped", &CompArgs{
			Values: func() pulumi.Array {
				result := pulumi.Array{}
				for _, i := range func() []int {
					result2 := []int{}
					start, limit, step := 0, 3, 1
					for i2 := start; (step > 0 && i2 < limit) || (step < 0 && i2 > limit); i2 += step {
						result2 = append(result2, i2)
					}
					return result2
				}() {
					result = append(result, pulumi.Float64PtrFromPtr(func() *float64 {
						if i == 1 {
							return nil
						}
						return pulumi.Float64Ref(float64(i))
					}()))
				}
				return result
			}(),
			ByKey: pulumi.ToSecret(pulumi.Map{"a": nil, "b": pulumi.Int(n)}).(pulumi.MapOutput).ApplyT(func(secret map[string]interface{}) (map[string]interface{}, error) {
				return interfaceMap(func() map[string]*float64 {
					result := map[string]*float64{}
					collection := secret
					for _, key := range slices.Sorted(maps.Keys(collection)) {
						item := optionalValue[int](collection[key])
						result[key] = optionalFloat(item)
					}
					return result
				}()), nil
			}).(pulumi.MapOutput),
		})
		if err != nil {
			return err
		}
		ctx.Export("all", pulumi.Array{
			secretTuple.Values,
			plainTuple.Values,
			looped.Values,
			looped.Keyed,
		})
		return nil
	})
}

// interfaceMap returns the elements of v, a map of optional values or of
// collections, as the map[string]interface{} a pulumi.MapOutput holds.
func interfaceMap[T any](v map[string]T) map[string]interface{} {
	if v == nil {
		return nil
	}
	result := make(map[string]interface{}, len(v))
	for k, x := range v {
		result[k] = x
	}
	return result
}

// interfaces returns the elements of v, a list of optional values or of
// collections, as the []interface{} a pulumi.ArrayOutput holds.
func interfaces[T any](v []T) []interface{} {
	if v == nil {
		return nil
	}
	result := make([]interface{}, len(v))
	for i, x := range v {
		result[i] = x
	}
	return result
}

// optionalFloat returns *v as a number, nil when v is nil: an optional int
// where an optional number is taken.
func optionalFloat(v *int) *float64 {
	if v == nil {
		return nil
	}
	f := float64(*v)
	return &f
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
	x = v.(T)
	return &x
}

// optionalValues returns the elements of v, a resolved pulumi.Array of
// optional values ([]interface{}, or the []*T of a plain list), as pointers
// to their values of type T.
func optionalValues[T any](v interface{}) []*T {
	switch p := v.(type) {
	case nil:
		return nil
	case []*T:
		return p
	}
	values := v.([]interface{})
	if values == nil {
		// A null collection.
		return nil
	}
	result := make([]*T, len(values))
	for i, x := range values {
		result[i] = optionalValue[T](x)
	}
	return result
}
