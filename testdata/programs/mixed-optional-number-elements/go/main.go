package main

import (
	"errors"
	"fmt"
	"maps"
	"math"
	"reflect"
	"slices"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumix"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Objects of optional ints and numbers (a conditional of an empty object and
		// one of both), whose elements Go holds as interface{} values, read as
		// numbers: in arithmetic, comparisons and secrets, as a range's values and
		// in for expressions.
		pick := false
		if param, err := cfg.TryBool("pick"); err == nil {
			pick = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		sizes := func() map[string]interface{} {
			if pick {
				return map[string]interface{}{}
			}
			return map[string]interface{}{"small": pulumi.IntRef(3), "large": pulumi.Float64Ref(0.5)}
		}()
		pets := map[string]*random.RandomPet{}
		petsRange := func() map[string]interface{} {
			if pick {
				return map[string]interface{}{}
			}
			return map[string]interface{}{"Key": pulumi.IntRef(3), "beta": pulumi.Float64Ref(0.1)}
		}()
		for _, key := range slices.Sorted(maps.Keys(petsRange)) {
			value := petsRange[key]
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("pets-%v", key), &random.RandomPetArgs{
				Length: pulumi.Int(func() int {
					if dynamicFloat(value) > 1.0 {
						return 2
					}
					return 1
				}()),
				Prefix: pulumi.Sprintf("%v-%v", numberText(dynamicFloat(value)*dynamicFloat(value)), float64NotNull(func() pulumi.Float64PtrOutput {
					deferred, resolve := pulumi.DeferredOutput[*float64](ctx.Context())
					value2 := pulumi.ToSecret(pulumi.Float64PtrFromPtr(optionalDynamic(value, dynamicFloat))).(pulumi.Float64PtrOutput)
					go func() {
						if _, err2 := internals.UnsafeAwaitOutput(ctx.Context(), value2); err2 != nil {
							message := err2.Error()
							_ = message
							resolve(pulumi.ToOutput(pulumi.Float64(0.25)))
							return
						}
						resolve(value2)
					}()
					return pulumix.Cast[pulumi.Float64PtrOutput, *float64](deferred)
				}()).ApplyT(numberText).(pulumi.StringOutput)),
			})
			if err != nil {
				return err
			}
			pets[key] = res
		}
		_ = pets
		squares := func() []float64 {
			result := []float64{}
			collection := sizes
			for _, key := range slices.Sorted(maps.Keys(collection)) {
				v := collection[key]
				result = append(result, dynamicFloat(v)*dynamicFloat(v))
			}
			return result
		}()
		halves := func() map[string]float64 {
			result := map[string]float64{}
			collection := sizes
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := collection[k]
				if !(dynamicFloat(v) >= 1.0) {
					continue
				}
				result[k] = dynamicFloat(v) / 2.0
			}
			return result
		}()
		ctx.Export("squares", pulumi.ToFloat64Array(squares))
		ctx.Export("halves", pulumi.ToFloat64Map(halves))
		return nil
	})
}

// dynamicFloat converts v, a value of any type, to a number as PCL does: a
// string must hold a decimal number.
func dynamicFloat(v interface{}) float64 {
	switch v := pointee(v).(type) {
	case float64:
		return v
	case int:
		return float64(v)
	case string:
		if n, err := strconv.ParseFloat(v, 64); err == nil {
			return n
		}
	}
	panic(fmt.Sprintf("a number is required, not %v", v))
}

// float64NotNull returns the value of o; a null is an error, as PCL's string
// templates make it.
func float64NotNull(o pulumi.Float64PtrOutput) pulumi.Float64Output {
	return o.ApplyT(func(v *float64) (float64, error) {
		if v == nil {
			var none float64
			return none, errors.New("a null value cannot be included in a string template")
		}
		return *v, nil
	}).(pulumi.Float64Output)
}

// numberText prints v as PCL prints a number: in plain digits, a whole
// number in its exact digits (the shortest would print 2^62 as
// 4611686018427388000), and 0 for zero, which arithmetic on float64s may
// make negative (-0).
func numberText(v float64) string {
	if v == 0 {
		return "0"
	}
	if v == math.Trunc(v) {
		return strconv.FormatFloat(v, 'f', 0, 64)
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// optionalDynamic converts v, a value of any type, with convert, or returns
// nil when v is null.
func optionalDynamic[T any](v interface{}, convert func(interface{}) T) *T {
	if pointee(v) == nil {
		return nil
	}
	x := convert(v)
	return &x
}

// pointee returns v, a value of any type, without the pointer an optional
// value is held by (nil for a nil pointer), and a value of a named string
// type (pulumi.ID, an enum of an SDK) as the string it is.
func pointee(v interface{}) interface{} {
	switch p := v.(type) {
	case *string:
		if p != nil {
			return *p
		}
		return nil
	case *int:
		if p != nil {
			return *p
		}
		return nil
	case *float64:
		if p != nil {
			return *p
		}
		return nil
	case *bool:
		if p != nil {
			return *p
		}
		return nil
	}
	if rv := reflect.ValueOf(v); rv.Kind() == reflect.String {
		return rv.String()
	}
	return v
}
