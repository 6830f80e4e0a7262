package main

import (
	"errors"
	"fmt"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A loop over the entries of a list that holds an output, inside the apply
		// that resolves it: the loop's variables are plain there, and read as
		// plain values. (A secret config of any type, unused, is part of the
		// program the fuzz campaign found, seed 7042.)
		var unusedPlain interface{} = []interface{}{1.5}
		if err := cfg.TryObject("unused", &unusedPlain); err != nil {
			if param, err := cfg.Try("unused"); err == nil {
				unusedPlain = param
			}
		}
		unused := pulumi.ToSecret(pulumi.Any(unusedPlain)).(pulumi.AnyOutput)
		_ = unused
		delta := pulumi.Map{
			"kilo": pulumi.StringArray{pulumi.String(""), pulumi.String("100%")},
			"lima": pulumi.ToSecret(pulumi.Map{}).(pulumi.MapOutput),
		}
		alpha, err := random.NewRandomShuffle(ctx, "alpha", &random.RandomShuffleArgs{
			Inputs:      delta["kilo"].(pulumi.StringArrayInput).ToStringArrayOutput(),
			ResultCount: pulumi.Int(1),
		})
		if err != nil {
			return err
		}
		ctx.Export("doubled", func() pulumi.Map {
			result := pulumi.Map{}
			collection := func() pulumi.MapArray {
				result2 := pulumi.MapArray{}
				collection := pulumi.StringArray{
					pulumi.Sprintf("pre %v end", intNotNull(alpha.ResultCount)),
					pulumi.String("x"),
				}
				for key, value := range collection {
					result2 = append(result2, pulumi.Map{"key": pulumi.Int(key), "value": value.ToStringOutput()})
				}
				return result2
			}()
			for fmt2, pulumi2 := range collection {
				result[fmt.Sprintf("k%v", fmt2)] = pulumi.Sprintf("-%v end", pulumi.ToOutput(pulumi2).(pulumi.MapOutput).ApplyT(func(pulumi3 map[string]interface{}) (int, error) {
					return dynamicInt(pulumi3["key"]) * 2, nil
				}).(pulumi.IntOutput))
			}
			return result
		}())
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

// intNotNull returns the value of o; a null is an error, as PCL's string
// templates make it.
func intNotNull(o pulumi.IntPtrOutput) pulumi.IntOutput {
	return o.ApplyT(func(v *int) (int, error) {
		if v == nil {
			var none int
			return none, errors.New("a null value cannot be included in a string template")
		}
		return *v, nil
	}).(pulumi.IntOutput)
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
