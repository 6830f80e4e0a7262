package main

import (
	"errors"
	"reflect"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Secret config of collections of optional values that may be null, read
		// where they are not set.
		var weightsPlain []*float64
		if err := cfg.TryObject("weights", &weightsPlain); err != nil && !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		weights := pulumi.ToSecret(func() pulumi.ArrayInput {
			if weightsPlain == nil {
				return pulumi.Any(nil).ApplyT(func(interface{}) []interface{} {
					return nil
				}).(pulumi.ArrayOutput)
			}
			return func() pulumi.ArrayInput {
				v := weightsPlain
				if v == nil {
					return nil
				}
				result := pulumi.Array{}
				for _, x := range v {
					result = append(result, float64Input(x))
				}
				return result
			}()
		}()).(pulumi.ArrayOutput)
		var limitsPlain map[string]*int
		if err := cfg.TryObject("limits", &limitsPlain); err != nil && !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		limits := pulumi.ToSecret(func() pulumi.MapInput {
			if limitsPlain == nil {
				return pulumi.Any(nil).ApplyT(func(interface{}) map[string]interface{} {
					return nil
				}).(pulumi.MapOutput)
			}
			return func() pulumi.MapInput {
				v := limitsPlain
				if v == nil {
					return nil
				}
				result := pulumi.Map{}
				for k, x := range v {
					result[k] = intInput(x)
				}
				return result
			}()
		}()).(pulumi.MapOutput)
		ctx.Export("weights", weights)
		ctx.Export("limitsGiven", limits.ApplyT(func(v map[string]interface{}) (bool, error) {
			limits2 := optionalValueMap[int](v)
			return limits2 != nil, nil
		}).(pulumi.BoolOutput))
		return nil
	})
}

// float64Input returns *v as an input, nil (no value) when v is nil: a null
// given to an input leaves it unset, as in PCL.
func float64Input(v *float64) pulumi.Float64Input {
	if v == nil {
		return nil
	}
	return pulumi.Float64(*v)
}

// intInput returns *v as an input, nil (no value) when v is nil: a null
// given to an input leaves it unset, as in PCL.
func intInput(v *int) pulumi.IntInput {
	if v == nil {
		return nil
	}
	return pulumi.Int(*v)
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

// optionalValueMap returns the elements of v, a resolved pulumi.Map of
// optional values (map[string]interface{}, or the map[string]*T of a plain
// map), as pointers to their values of type T.
func optionalValueMap[T any](v interface{}) map[string]*T {
	switch p := v.(type) {
	case nil:
		return nil
	case map[string]*T:
		return p
	}
	values := v.(map[string]interface{})
	if values == nil {
		// A null collection.
		return nil
	}
	result := make(map[string]*T, len(values))
	for k, x := range values {
		result[k] = optionalValue[T](x)
	}
	return result
}
