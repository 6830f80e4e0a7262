package main

import (
	"fmt"
	"maps"
	"math"
	"reflect"
	"slices"
	"strconv"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/autoscaling"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// The entries of empty collections: loops over them read the entries' keys
		// and values in any way, and make nothing.
		policies := pulumi.Unsecret(pulumi.ToSecret(func() pulumi.Array {
			result := pulumi.Array{}
			for _, e := range func() []map[string]interface{} {
				result2 := []map[string]interface{}{}
				for k, v := range []interface{}{} {
					result2 = append(result2, map[string]interface{}{"key": k, "value": v})
				}
				return result2
			}() {
				result = append(result, pulumi.Any(func() interface{} {
					if false {
						return e["value"]
					}
					return e["value"]
				}()))
			}
			return result
		}()).(pulumi.ArrayOutput)).(pulumi.ArrayOutput).ApplyT(func(secret []interface{}) ([]*autoscaling.Policy, error) {
			var resources []*autoscaling.Policy
			for index, value := range secret {
				res, err := autoscaling.NewPolicy(ctx, fmt.Sprintf("policies-%v", index), &autoscaling.PolicyArgs{AutoscalingGroupName: pulumi.ToSecret(pulumi.Any(value)).(pulumi.AnyOutput).ApplyT(func(secret2 interface{}) (string, error) {
					return dynamicString(secret2), nil
				}).(pulumi.StringOutput)})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(autoscaling.PolicyArrayOutput)
		ctx.Export("fromList", func() pulumi.Array {
			result := pulumi.Array{}
			for _, e := range func() []map[string]interface{} {
				result2 := []map[string]interface{}{}
				for k, v := range []interface{}{} {
					result2 = append(result2, map[string]interface{}{"key": k, "value": v})
				}
				return result2
			}() {
				result = append(result, pulumi.String(fmt.Sprintf("%v=%v", dynamicInt(e["key"]), dynamicString(e["value"]))))
			}
			return result
		}())
		ctx.Export("fromMap", func() pulumi.Map {
			result := pulumi.Map{}
			for _, e := range func() []map[string]interface{} {
				result2 := []map[string]interface{}{}
				collection := map[string]interface{}{}
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					v := collection[k]
					result2 = append(result2, map[string]interface{}{"key": k, "value": v})
				}
				return result2
			}() {
				result[e["key"].(string)] = pulumi.Any(e["value"])
			}
			return result
		}())
		ctx.Export("count", pulumi.Int(len(func() []map[string]interface{} {
			result := []map[string]interface{}{}
			for k, v := range []interface{}{} {
				result = append(result, map[string]interface{}{"key": k, "value": v})
			}
			return result
		}())))
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), policies); err != nil {
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
