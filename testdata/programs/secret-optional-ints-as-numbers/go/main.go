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

		// Secrets of optional ints (a range's values, which may be null) recovered
		// with a number default: the recover is an optional number, which the
		// secret's optional int output converts to.
		limit := 3
		if param, err := cfg.TryInt("limit"); err == nil {
			limit = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pets := map[string]*random.RandomPet{}
		petsRange := map[string]interface{}{
			"one": 1,
			"two": pointee(func() *int {
				if limit < 0 {
					return nil
				}
				return pulumi.IntRef(2)
			}()),
		}
		for _, key := range slices.Sorted(maps.Keys(petsRange)) {
			value := optionalValue[int](petsRange[key])
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("pets-%v", key), &random.RandomPetArgs{
				Length: pulumi.Int(2),
				Prefix: pulumi.Sprintf("%v-%v", key, float64NotNull(func() pulumi.Float64PtrOutput {
					deferred, resolve := pulumi.DeferredOutput[*float64](ctx.Context())
					value2 := pulumi.ToSecret(value).(pulumi.IntPtrOutput).ApplyT(optionalFloat).(pulumi.Float64PtrOutput)
					go func() {
						if _, err2 := internals.UnsafeAwaitOutput(ctx.Context(), value2); err2 != nil {
							message := err2.Error()
							_ = message
							resolve(pulumi.ToOutput(pulumi.Float64(1.5)))
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
		ctx.Export("count", pulumi.Int(len(pets)))
		return nil
	})
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
