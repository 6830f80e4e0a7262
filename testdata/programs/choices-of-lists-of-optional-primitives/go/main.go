package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/autoscaling"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")
		flag := true
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var optsVar map[string]interface{}
		if err := cfg.TryObject("opts", &optsVar); errors.Is(err, config.ErrMissingVar) {
			optsVar = map[string]interface{}{"n": pulumi.Float64Ref(1.5)}
		} else if err != nil {
			return err
		}
		pol, err := autoscaling.NewPolicy(ctx, "pol", &autoscaling.PolicyArgs{
			AutoscalingGroupName:        pulumi.String("g"),
			TargetTrackingConfiguration: &autoscaling.PolicyTargetTrackingConfigurationArgs{TargetValue: pulumi.Float64(2.5)},
		})
		if err != nil {
			return err
		}
		var ints []*random.RandomInteger
		for index := 0; index < 2; index++ {
			res, err := random.NewRandomInteger(ctx, fmt.Sprintf("ints-%v", index), &random.RandomIntegerArgs{Min: pulumi.Int(1), Max: pulumi.Int(10)})
			if err != nil {
				return err
			}
			ints = append(ints, res)
		}
		ctx.Export("eventualNumbers", pulumi.Array{pulumi.All(ints[0].Max, func() pulumi.Array {
			result := pulumi.Array{}
			collection := func() pulumi.IntArray {
				result2 := pulumi.IntArray{}
				for _, item := range ints {
					result2 = append(result2, item.Min)
				}
				return result2
			}()
			for range collection {
				if !(flag) {
					continue
				}
				result = append(result, pol.TargetTrackingConfiguration.ApplyT(func(targetTrackingConfiguration *autoscaling.PolicyTargetTrackingConfiguration) (float64, error) {
					return targetTrackingConfiguration.TargetValue, nil
				}).(pulumi.Float64Output))
			}
			return result
		}(), func() pulumi.IntArray {
			result := pulumi.IntArray{}
			for _, item := range ints {
				result = append(result, item.Min)
			}
			return result
		}()).ApplyT(func(resolved []interface{}) ([]interface{}, error) {
			max2 := resolved[0].(int)
			values := optionalValues[float64](resolved[1])
			values2 := resolved[2].([]int)
			return func() []interface{} {
				if max2 > 3 {
					return fromJSON[[]interface{}](values)
				}
				return fromJSON[[]interface{}](values2)
			}(), nil
		}).(pulumi.ArrayOutput)})
		ctx.Export("plainNumbers", pulumi.ToArray(func() []interface{} {
			if flag {
				return []interface{}{pointee(optionalValue[float64](optsVar["n"])), 2.5}
			}
			return []interface{}{1, 2}
		}()))
		ctx.Export("plainStrings", pulumi.Any(func() []*string {
			if !flag {
				return []*string{pulumi.StringRef("true")}
			}
			return []*string{optionalValue[string](optsVar["s"]), pulumi.StringRef("x")}
		}()))
		ctx.Export("plainMaps", pulumi.ToMap(func() map[string]interface{} {
			if flag {
				return map[string]interface{}{
					"a": optionalValue[bool](optsVar["b"]),
					"c": pulumi.BoolRef(true),
				}
			}
			return map[string]interface{}{"b": pulumi.IntRef(3)}
		}()))
		ctx.Export("eventualMaps", pulumi.All(ints[0].Max, ints[1].Min).ApplyT(func(resolved []interface{}) (map[string]interface{}, error) {
			max2 := resolved[0].(int)
			min2 := resolved[1].(int)
			return func() map[string]interface{} {
				if max2 > 3 {
					return map[string]interface{}{"a": optionalValue[float64](optsVar["n"])}
				}
				return map[string]interface{}{"b": pulumi.IntRef(min2)}
			}(), nil
		}).(pulumi.MapOutput))
		return nil
	})
}

// coerced returns v, a value decoded from JSON, with the primitives that
// PCL converts to the kinds t takes so converted.
func coerced(v interface{}, t reflect.Type) interface{} {
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.String:
		switch x := v.(type) {
		case bool:
			return strconv.FormatBool(x)
		case float64:
			return numberText(x)
		}
	case reflect.Bool:
		if s, ok := v.(string); ok && (s == "true" || s == "false") {
			return s == "true"
		}
	case reflect.Int, reflect.Float64:
		if s, ok := v.(string); ok {
			if n, err := strconv.ParseFloat(s, 64); err == nil {
				return n
			}
		}
	case reflect.Slice:
		if xs, ok := v.([]interface{}); ok {
			out := make([]interface{}, len(xs))
			for i, x := range xs {
				out[i] = coerced(x, t.Elem())
			}
			return out
		}
	case reflect.Map:
		if m, ok := v.(map[string]interface{}); ok {
			out := map[string]interface{}{}
			for k, x := range m {
				out[k] = coerced(x, t.Elem())
			}
			return out
		}
	}
	return v
}

// fromJSON converts a value of any type (read from JSON config) into T as
// PCL converts values: a bool or a number where a string is taken is its
// text, a string where a number or a bool is taken is parsed; a value that
// is not a T then (7.5 for an int) is an error.
func fromJSON[T any](v interface{}) T {
	var t T
	data, err := json.Marshal(v)
	var raw interface{}
	if err == nil {
		err = json.Unmarshal(data, &raw)
	}
	if err == nil {
		data, err = json.Marshal(coerced(raw, reflect.TypeOf(&t).Elem()))
	}
	if err == nil {
		err = json.Unmarshal(data, &t)
	}
	if err != nil {
		panic(fmt.Errorf("reading config: %w", err))
	}
	return t
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

// optionalValues returns the elements of v, a resolved pulumi.Array of
// optional values ([]interface{}, or the []*T of a plain list), as pointers
// to their values of type T.
func optionalValues[T any](v interface{}) []*T {
	switch p := v.(type) {
	case nil:
		return nil
	case []*T:
		return p
	}
	values := v.([]interface{})
	if values == nil {
		// A null collection.
		return nil
	}
	result := make([]*T, len(values))
	for i, x := range values {
		result[i] = optionalValue[T](x)
	}
	return result
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
