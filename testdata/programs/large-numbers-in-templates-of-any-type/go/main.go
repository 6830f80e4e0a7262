package main

import (
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A large number (beyond the digits %v prints without an exponent) read as
		// a value of any type, a conditional's with try's, in a template: PCL
		// prints its digits.
		pick := false
		if param, err := cfg.TryBool("pick"); err == nil {
			pick = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		kilo, err := random.NewRandomShuffle(ctx, "kilo", &random.RandomShuffleArgs{
			Inputs:      pulumi.StringArray{pulumi.String("a")},
			ResultCount: pulumi.Int(2147483648),
		})
		if err != nil {
			return err
		}
		difference := pulumi.All(kilo.ResultCount, pulumi.ToSecret(pulumi.Int(3)).(pulumi.IntOutput)).ApplyT(func(resolved []interface{}) (float64, error) {
			resultCount := resolved[0].(*int)
			secret := resolved[1].(int)
			return max(float64(*resultCount), float64(secret)) - float64(*resultCount*5), nil
		}).(pulumi.Float64Output)
		ctx.Export("text", pulumi.Sprintf("n%v!", func() pulumi.AnyOutput {
			if pick {
				return pulumi.Any(func() interface{} {
					if v, ok := func() (v interface{}, ok bool) {
						defer func() {
							if recover() != nil {
								ok = false
							}
						}()
						return func() interface{} {
							panic("not here")
						}(), true
					}(); ok {
						return v
					}
					return 4
				}())
			}
			return difference.ApplyT(func(v float64) interface{} {
				return v
			}).(pulumi.AnyOutput)
		}().ApplyT(dynamicString).(pulumi.StringOutput)))
		ctx.Export("flag", pulumi.Sprintf("b%v", func() pulumi.AnyOutput {
			if pick {
				return pulumi.Any(func() interface{} {
					if v, ok := func() (v interface{}, ok bool) {
						defer func() {
							if recover() != nil {
								ok = false
							}
						}()
						return func() interface{} {
							panic("not here")
						}(), true
					}(); ok {
						return v
					}
					return 4
				}())
			}
			return kilo.ResultCount.ApplyT(func(resultCount *int) (bool, error) {
				return *resultCount > 2, nil
			}).(pulumi.BoolOutput).ApplyT(func(v bool) interface{} {
				return v
			}).(pulumi.AnyOutput)
		}().ApplyT(dynamicString).(pulumi.StringOutput)))
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), difference); err != nil {
			return err
		}
		return nil
	})
}

// dynamicString converts v, a value of any type, to a string as PCL does:
// a bool as true or false, a number in plain digits.
func dynamicString(v interface{}) string {
	switch v := pointee(v).(type) {
	case string:
		return v
	case bool:
		return strconv.FormatBool(v)
	case int:
		return strconv.Itoa(v)
	case float64:
		return numberText(v)
	}
	panic(fmt.Sprintf("a string is required, not %v", v))
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
