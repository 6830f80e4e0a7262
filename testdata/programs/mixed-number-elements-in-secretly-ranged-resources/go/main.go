package main

import (
	"fmt"
	"math"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Resources ranged over a secret read elements of a tuple of an int and a
		// number, computed from outputs, where numbers are taken.

		base, err := random.NewRandomInteger(ctx, "base", &random.RandomIntegerArgs{Min: pulumi.Int(1), Max: pulumi.Int(5)})
		if err != nil {
			return err
		}
		mixed := pulumi.Float64Array{
			base.Result.ApplyT(func(v int) float64 {
				return float64(v)
			}).(pulumi.Float64Output),
			base.Result.ApplyT(func(result int) (float64, error) {
				return float64(result) * 1.5, nil
			}).(pulumi.Float64Output),
		}
		ranged := pulumi.Unsecret(pulumi.ToSecret(pulumi.Bool(true)).(pulumi.BoolOutput).ApplyT(func(secret bool) ([]string, error) {
			return func() []string {
				if secret {
					return []string{"x", "y"}
				}
				return []string{"z"}
			}(), nil
		}).(pulumi.StringArrayOutput)).(pulumi.StringArrayOutput).ApplyT(func(v []string) ([]*random.RandomInteger, error) {
			var resources []*random.RandomInteger
			for index := range v {
				res, err := random.NewRandomInteger(ctx, fmt.Sprintf("ranged-%v", index), &random.RandomIntegerArgs{
					Min: pulumi.Int(0),
					Max: pulumi.All(pulumi.ToSecret(pulumi.Bool(true)).(pulumi.BoolOutput), mixed[0].(pulumi.Float64Input).ToFloat64Output().ApplyT(func(v float64) int {
						return int(v)
					}).(pulumi.IntOutput).ApplyT(func(v int) float64 {
						return float64(v)
					}).(pulumi.Float64Output)).ApplyT(func(resolved []interface{}) (int, error) {
						secret := resolved[0].(bool)
						v2 := resolved[1].(float64)
						return toInt(func() float64 {
							if secret {
								return dynamicFloat(func() interface{} {
									if v3, ok := func() (v3 interface{}, ok bool) {
										defer func() {
											if recover() != nil {
												ok = false
											}
										}()
										return func() interface{} {
											panic("never")
										}(), true
									}(); ok {
										return v3
									}
									return -3
								}())
							}
							return v2
						}()), nil
					}).(pulumi.IntOutput),
					Keepers: pulumi.StringMap{
						"first": pulumi.Sprintf("%v", mixed[0].(pulumi.Float64Input).ToFloat64Output().ApplyT(func(v float64) int {
							return int(v)
						}).(pulumi.IntOutput)),
						"second": pulumi.Sprintf("%v", mixed[1].(pulumi.Float64Input).ToFloat64Output().ApplyT(func(v2 float64) (float64, error) {
							return v2 + 1.0, nil
						}).(pulumi.Float64Output).ApplyT(numberText).(pulumi.StringOutput)),
					},
				})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomIntegerArrayOutput)
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), pulumi.ToOutput(mixed)); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), ranged); err != nil {
			return err
		}
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

// toInt converts a number to an int; a number that is not whole is an
// error, as in PCL.
func toInt(n float64) int {
	if math.Trunc(n) != n || math.IsInf(n, 0) {
		panic(fmt.Sprintf("%v is not a whole number", n))
	}
	return int(n)
}
