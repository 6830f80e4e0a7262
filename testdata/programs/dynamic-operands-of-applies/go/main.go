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
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")
		flag := false
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{
			Inputs:      pulumi.StringArray{pulumi.String("a"), pulumi.String("b")},
			ResultCount: pulumi.Int(2),
		})
		if err != nil {
			return err
		}
		settings := pulumi.Map{"count": func() pulumi.AnyOutput {
			if !flag {
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
					return 9
				}())
			}
			return func() pulumi.IntPtrOutput {
				if false {
					return shuffle.ResultCount
				}
				return shuffle.ResultCount
			}().ApplyT(func(v *int) interface{} {
				return pointee(v)
			}).(pulumi.AnyOutput)
		}()}
		ctx.Export("interpolated", pulumi.Sprintf("a%v", pulumi.Any(settings["count"]).ApplyT(func(count interface{}) (float64, error) {
			return 10.0 + dynamicFloat(count), nil
		}).(pulumi.Float64Output).ApplyT(numberText).(pulumi.StringOutput)))
		ctx.Export("sum", pulumi.Any(settings["count"]).ApplyT(func(count interface{}) (float64, error) {
			return 10.0 + dynamicFloat(count), nil
		}).(pulumi.Float64Output))

		// An operand of any type chosen between an optional output and a value of
		// any type (a try's): it may be null, which PCL refuses (fuzz seed 84225).
		fallback := func() interface{} {
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
			return 10
		}()
		ctx.Export("chosenOperand", pulumi.Sprintf("%v", pulumi.All(shuffle.Results, shuffle.ResultCount).ApplyT(func(resolved []interface{}) (float64, error) {
			results := resolved[0].([]string)
			resultCount := resolved[1].(*int)
			return func() float64 {
				if len(results) > 1 {
					return float64(*resultCount)
				}
				return dynamicFloat(fallback)
			}() - 14.0, nil
		}).(pulumi.Float64Output).ApplyT(numberText).(pulumi.StringOutput)))
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
