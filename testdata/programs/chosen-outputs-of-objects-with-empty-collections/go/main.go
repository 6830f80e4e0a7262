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

		// Conditionals of outputs of the same PCL type, objects holding empty
		// collections: an apply whose callback returns a conditional of object
		// constructors takes PCL's type as its result type, not TypeScript's
		// (never[] and {}), so that the branches are Outputs of one type.
		pick := false
		if param, err := cfg.TryBool("pick"); err == nil {
			pick = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		num, err := random.NewRandomInteger(ctx, "num", &random.RandomIntegerArgs{Min: pulumi.Int(1), Max: pulumi.Int(9)})
		if err != nil {
			return err
		}
		chosen := func() pulumi.MapOutput {
			if pick {
				return pulumi.ToSecret(pulumi.Map{
					"golf": pulumi.Array{},
					"lima": pulumi.Map{},
					"zulu": pulumi.Int(3),
				}).(pulumi.MapOutput)
			}
			return num.Result.ApplyT(func(result int) (map[string]interface{}, error) {
				return func() map[string]interface{} {
					if 3 == result {
						return map[string]interface{}{
							"golf": []interface{}{},
							"lima": map[string]interface{}{},
							"zulu": 2,
						}
					}
					return map[string]interface{}{
						"golf": []interface{}{},
						"lima": map[string]interface{}{},
						"zulu": result,
					}
				}(), nil
			}).(pulumi.MapOutput)
		}()
		ctx.Export("zulu", chosen.ApplyT(func(chosen2 map[string]interface{}) (int, error) {
			return dynamicInt(chosen2["zulu"]), nil
		}).(pulumi.IntOutput))
		ctx.Export("golf", chosen.ApplyT(func(chosen2 map[string]interface{}) (int, error) {
			return len(chosen2["golf"].([]interface{})), nil
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
