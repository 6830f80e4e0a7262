package main

import (
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strconv"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Config objects with optional int and number attributes, which the program
		// reads from JSON: their numbers are whole numbers where ints are taken.
		var hosts []map[string]interface{}
		cfg.RequireObject("hosts", &hosts)
		var limits map[string]map[string]interface{}
		cfg.RequireObject("limits", &limits)
		_, err := ec2.NewAmi(ctx, "tagged", &ec2.AmiArgs{Tags: func() pulumi.StringMap {
			result := pulumi.StringMap{}
			for i, w := range func() []*int {
				result2 := []*int{}
				for _, item := range hosts {
					result2 = append(result2, optionalValue[int](item["weight"]))
				}
				return result2
			}() {
				if !(w != nil) {
					continue
				}
				result[fmt.Sprintf("k%v", i)] = pulumi.String(fmt.Sprintf("%v:%v", dynamicInt(hosts[0]["port"])-1, *w))
			}
			return result
		}()})
		if err != nil {
			return err
		}
		ctx.Export("weights", func() pulumi.Array {
			result := pulumi.Array{}
			for _, h := range hosts {
				result = append(result, pulumi.Int(func() int {
					if optionalValue[int](h["weight"]) == nil {
						return 0
					}
					return *optionalValue[int](h["weight"]) + 1
				}()))
			}
			return result
		}())
		ctx.Export("ratios", func() pulumi.Array {
			result := pulumi.Array{}
			for _, h := range hosts {
				result = append(result, pulumi.Float64PtrFromPtr(optionalValue[float64](h["ratio"])))
			}
			return result
		}())
		ctx.Export("lows", func() pulumi.Map {
			result := pulumi.Map{}
			collection := limits
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := collection[k]
				result[k] = pulumi.IntPtrFromPtr(optionalValue[int](v["low"]))
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
