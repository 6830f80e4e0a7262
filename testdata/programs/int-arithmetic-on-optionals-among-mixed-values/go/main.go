package main

import (
	"fmt"
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
			}).(pulumi.IntOutput),
			pulumi.String("a"),
		}
		objectOfMixed := pulumi.Map{
			"doubled": shuffle.ResultCount.ApplyT(func(resultCount *int) (int, error) {
				return *resultCount + 1, nil
			}).(pulumi.IntOutput),
			"name": pulumi.String("a"),
		}
		mapOfMixed := pulumi.Map{
			"k": shuffle.ResultCount.ApplyT(func(resultCount *int) (int, error) {
				return *resultCount - 1, nil
			}).(pulumi.IntOutput),
			"n": pulumi.Bool(true),
		}
		loopOfMixed := func() pulumi.StringArray {
			result := pulumi.StringArray{}
			for _, i := range []int{1, 2} {
				result = append(result, func() pulumi.StringOutput {
					if i == 1 {
						return shuffle.ResultCount.ApplyT(func(resultCount *int) (string, error) {
							return strconv.Itoa(*resultCount * i), nil
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
			}).(pulumi.IntOutput),
			pulumi.Bool(false),
		}}
		ctx.Export("fromTuple", tupleOfMixed[0].(pulumi.IntInput).ToIntOutput().ApplyT(func(tupleOfMixed2 int) (float64, error) {
			return float64(tupleOfMixed2) + 0.5, nil
		}).(pulumi.Float64Output))
		ctx.Export("fromObject", objectOfMixed["doubled"].(pulumi.IntInput).ToIntOutput())
		ctx.Export("fromMap", mapOfMixed["k"].(pulumi.IntInput).ToIntOutput())
		ctx.Export("fromLoop", loopOfMixed[0].(pulumi.StringInput).ToStringOutput())
		ctx.Export("fromNested", nested["inner"].(pulumi.ArrayInput).ToArrayOutput().ApplyT(func(inner []interface{}) (int, error) {
			return dynamicInt(inner[0]), nil
		}).(pulumi.IntOutput))
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

// dynamicInt converts v, a value of any type, to an int as PCL does: only a
// whole number.
func dynamicInt(v interface{}) int {
	if i, ok := pointee(v).(int); ok {
		return i
	}
	n := dynamicFloat(v)
	if n != float64(int(n)) {
		panic(fmt.Sprintf("a whole number is required, not %v", n))
	}
	return int(n)
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
