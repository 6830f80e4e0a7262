package main

import (
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strconv"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/autoscaling"
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/s3"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		pol, err := autoscaling.NewPolicy(ctx, "pol", &autoscaling.PolicyArgs{AutoscalingGroupName: pulumi.String("g")})
		if err != nil {
			return err
		}
		mike := map[string]*s3.Bucket{}
		mikeRange := func() map[string]int {
			result := map[string]int{}
			for _, v := range func() []map[string]interface{} {
				result2 := []map[string]interface{}{}
				collection := pulumi.StringArray{pol.Arn, pulumi.String("x")}
				for k, v2 := range collection {
					result2 = append(result2, map[string]interface{}{"key": k, "value": v2})
				}
				return result2
			}() {
				if !(dynamicInt(v["key"]) > 0) {
					continue
				}
				result[fmt.Sprintf("k%v", dynamicInt(v["key"]))] = len(v)
			}
			return result
		}()
		for _, key := range slices.Sorted(maps.Keys(mikeRange)) {
			res, err := s3.NewBucket(ctx, fmt.Sprintf("mike-%v", key), nil)
			if err != nil {
				return err
			}
			mike[key] = res
		}
		_ = mike
		var tim []*s3.Bucket
		for index := 0; index < len(func() pulumi.StringArray {
			result := pulumi.StringArray{}
			collection := func() pulumi.MapArray {
				result2 := pulumi.MapArray{}
				collection := pulumi.Map{"a": pol.Arn, "b": pulumi.StringMap{"c": pol.Arn}}
				for _, key := range slices.Sorted(maps.Keys(collection)) {
					value := collection[key]
					result2 = append(result2, pulumi.Map{"key": pulumi.String(key), "value": pulumi.Any(value)})
				}
				return result2
			}()
			for _, v := range collection {
				result = append(result, pulumi.ToOutput(v).(pulumi.MapOutput).ApplyT(func(v2 map[string]interface{}) (string, error) {
					return v2["key"].(string), nil
				}).(pulumi.StringOutput))
			}
			return result
		}()); index++ {
			res, err := s3.NewBucket(ctx, fmt.Sprintf("tim-%v", index), nil)
			if err != nil {
				return err
			}
			tim = append(tim, res)
		}
		_ = tim
		var cc []*Comp
		for index := range func() []string {
			result := []string{}
			for _, e := range func() []map[string]interface{} {
				result2 := []map[string]interface{}{}
				collection := pulumi.StringMap{"a": pol.Arn}
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					v := collection[k]
					result2 = append(result2, map[string]interface{}{"key": k, "value": v})
				}
				return result2
			}() {
				result = append(result, e["key"].(string))
			}
			return result
		}() {
			res, err := NewComp(ctx, fmt.Sprintf("cc-%v", index), &CompArgs{})
			if err != nil {
				return err
			}
			cc = append(cc, res)
		}
		_ = cc
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
