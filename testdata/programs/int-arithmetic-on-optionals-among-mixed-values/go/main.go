package main

import (
	"fmt"
	"math"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{
			Inputs:      pulumi.StringArray{pulumi.String("a"), pulumi.String("b"), pulumi.String("c")},
			ResultCount: pulumi.Int(2),
		})
		if err != nil {
			return err
		}
		tupleOfMixed := pulumi.Array{
			shuffle.ResultCount.ApplyT(func(resultCount *int) (int, error) {
				return *resultCount * 2, nil
			}).(pulumi.IntOutput).ApplyT(func(v int) float64 {
				return float64(v)
			}).(pulumi.Float64Output),
			pulumi.String("a"),
		}
		objectOfMixed := pulumi.Map{
			"doubled": shuffle.ResultCount.ApplyT(func(resultCount *int) (int, error) {
				return *resultCount + 1, nil
			}).(pulumi.IntOutput).ApplyT(func(v int) float64 {
				return float64(v)
			}).(pulumi.Float64Output),
			"name": pulumi.String("a"),
		}
		mapOfMixed := pulumi.Map{
			"k": shuffle.ResultCount.ApplyT(func(resultCount *int) (int, error) {
				return *resultCount - 1, nil
			}).(pulumi.IntOutput).ApplyT(func(v int) float64 {
				return float64(v)
			}).(pulumi.Float64Output),
			"n": pulumi.Bool(true),
		}
		loopOfMixed := func() pulumi.StringArray {
			result := pulumi.StringArray{}
			for _, i := range []int{1, 2} {
				result = append(result, func() pulumi.StringOutput {
					if i == 1 {
						return shuffle.ResultCount.ApplyT(func(resultCount *int) (string, error) {
							return numberText(float64(*resultCount * i)), nil
						}).(pulumi.StringOutput)
					}
					return pulumi.String("x").ToStringOutput()
				}())
			}
			return result
		}()
		nested := pulumi.Map{"inner": pulumi.Array{
			shuffle.ResultCount.ApplyT(func(resultCount *int) (int, error) {
				return *resultCount % 2, nil
			}).(pulumi.IntOutput).ApplyT(func(v int) float64 {
				return float64(v)
			}).(pulumi.Float64Output),
			pulumi.Bool(false),
		}}
		ctx.Export("fromTuple", tupleOfMixed[0].(pulumi.Float64Input).ToFloat64Output().ApplyT(func(tupleOfMixed2 float64) (float64, error) {
			return tupleOfMixed2 + 0.5, nil
		}).(pulumi.Float64Output))
		ctx.Export("fromObject", objectOfMixed["doubled"].(pulumi.Float64Input).ToFloat64Output())
		ctx.Export("fromMap", mapOfMixed["k"].(pulumi.Float64Input).ToFloat64Output())
		ctx.Export("fromLoop", loopOfMixed[0].(pulumi.StringInput).ToStringOutput())
		ctx.Export("fromNested", nested["inner"].(pulumi.ArrayInput).ToArrayOutput().ApplyT(func(inner []interface{}) (float64, error) {
			return dynamicFloat(inner[0]), nil
		}).(pulumi.Float64Output))
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
