package main

import (
	"errors"
	"fmt"
	"maps"
	"math"
	"reflect"
	"slices"
	"strconv"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// For expressions whose keys are bools, numbers and ints, plain, optional
		// and eventual, grouping and not: each key is its value as a string, as a
		// template converts it.
		flag := true
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{
			Inputs:      pulumi.StringArray{pulumi.String("a"), pulumi.String("b"), pulumi.String("c")},
			ResultCount: pulumi.Int(2),
		})
		if err != nil {
			return err
		}
		image, err := ec2.NewAmi(ctx, "image", &ec2.AmiArgs{Name: pulumi.String("image"), EnaSupport: pulumi.Bool(true)})
		if err != nil {
			return err
		}
		ctx.Export("boolKeys", pulumi.ToStringArrayMap(func() map[string][]string {
			result := map[string][]string{}
			collection := map[string]bool{"a": true, "b": false, "c": true}
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := collection[k]
				result[strconv.FormatBool(v)] = append(result[strconv.FormatBool(v)], k)
			}
			return result
		}()))
		ctx.Export("numberKeys", pulumi.ToStringArrayMap(func() map[string][]string {
			result := map[string][]string{}
			collection := map[string]float64{"a": 1.5, "b": 2.0, "c": 1.5}
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := collection[k]
				result[numberText(v)] = append(result[numberText(v)], k)
			}
			return result
		}()))
		ctx.Export("intKeys", func() pulumi.Map {
			result := pulumi.Map{}
			for i, v := range []string{"x", "y"} {
				result[strconv.Itoa(i)] = pulumi.String(v)
			}
			return result
		}())
		ctx.Export("optionalIntKeys", pulumi.All(shuffle.ResultCount, func() pulumi.Map {
			result := pulumi.Map{}
			collection := pulumi.Map{"a": shuffle.ResultCount, "b": shuffle.ResultCount}
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := func() pulumi.IntPtrInput {
					if collection[k] == nil {
						return pulumi.Any(nil).ApplyT(func(interface{}) *int {
							return nil
						}).(pulumi.IntPtrOutput)
					}
					return collection[k].(pulumi.IntPtrInput)
				}()
				result[k] = v.ToIntPtrOutput()
			}
			return result
		}()).ApplyT(func(resolved []interface{}) (map[string][]string, error) {
			resultCount := resolved[0].(*int)
			values := optionalValueMap[int](resolved[1])
			return func() map[string][]string {
				result := map[string][]string{}
				collection := map[string]interface{}{"a": pointee(resultCount), "b": pointee(resultCount)}
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					result[strconv.Itoa(*mustGet(values, k))] = append(result[strconv.Itoa(*mustGet(values, k))], k)
				}
				return result
			}(), nil
		}).(pulumi.StringArrayMapOutput))
		ctx.Export("optionalBoolKeys", pulumi.All(image.EnaSupport, func() pulumi.Map {
			result := pulumi.Map{}
			collection := pulumi.Map{"a": image.EnaSupport, "b": image.EnaSupport}
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := func() pulumi.BoolPtrInput {
					if collection[k] == nil {
						return pulumi.Any(nil).ApplyT(func(interface{}) *bool {
							return nil
						}).(pulumi.BoolPtrOutput)
					}
					return collection[k].(pulumi.BoolPtrInput)
				}()
				result[k] = v.ToBoolPtrOutput()
			}
			return result
		}()).ApplyT(func(resolved []interface{}) (map[string][]string, error) {
			enaSupport := resolved[0].(*bool)
			values := optionalValueMap[bool](resolved[1])
			return func() map[string][]string {
				result := map[string][]string{}
				collection := map[string]interface{}{"a": pointee(enaSupport), "b": pointee(enaSupport)}
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					result[strconv.FormatBool(*mustGet(values, k))] = append(result[strconv.FormatBool(*mustGet(values, k))], k)
				}
				return result
			}(), nil
		}).(pulumi.StringArrayMapOutput))
		ctx.Export("optionalBoolKey", pulumi.All(image.EnaSupport, func() pulumi.Map {
			result := pulumi.Map{}
			collection := pulumi.Map{"a": image.EnaSupport}
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := func() pulumi.BoolPtrInput {
					if collection[k] == nil {
						return pulumi.Any(nil).ApplyT(func(interface{}) *bool {
							return nil
						}).(pulumi.BoolPtrOutput)
					}
					return collection[k].(pulumi.BoolPtrInput)
				}()
				result[k] = v.ToBoolPtrOutput()
			}
			return result
		}()).ApplyT(func(resolved []interface{}) (map[string]string, error) {
			enaSupport := resolved[0].(*bool)
			values := optionalValueMap[bool](resolved[1])
			return func() map[string]string {
				result := map[string]string{}
				collection := map[string]interface{}{"a": pointee(enaSupport)}
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					key := strconv.FormatBool(*mustGet(values, k))
					if _, dup := result[key]; dup {
						panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
					}
					result[key] = k
				}
				return result
			}(), nil
		}).(pulumi.StringMapOutput))
		ctx.Export("optionalNumberKeys", pulumi.All(pulumi.ToSecret(func() *float64 {
			if flag {
				return pulumi.Float64Ref(1.5)
			}
			return nil
		}()).(pulumi.Float64PtrOutput), func() pulumi.Map {
			result := pulumi.Map{}
			collection := pulumi.Map{"a": pulumi.ToSecret(func() *float64 {
				if flag {
					return pulumi.Float64Ref(1.5)
				}
				return nil
			}()).(pulumi.Float64PtrOutput)}
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := func() pulumi.Float64PtrInput {
					if collection[k] == nil {
						return pulumi.Any(nil).ApplyT(func(interface{}) *float64 {
							return nil
						}).(pulumi.Float64PtrOutput)
					}
					return collection[k].(pulumi.Float64PtrInput)
				}()
				result[k] = v.ToFloat64PtrOutput()
			}
			return result
		}()).ApplyT(func(resolved []interface{}) (map[string]string, error) {
			secret := resolved[0].(*float64)
			values := optionalValueMap[float64](resolved[1])
			return func() map[string]string {
				result := map[string]string{}
				collection := map[string]interface{}{"a": pointee(secret)}
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					key := numberText(*mustGet(values, k))
					if _, dup := result[key]; dup {
						panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
					}
					result[key] = k
				}
				return result
			}(), nil
		}).(pulumi.StringMapOutput))
		ctx.Export("mixedKeys", pulumi.All(image.EnaSupport, shuffle.ResultCount, func() pulumi.Map {
			result := pulumi.Map{}
			collection := pulumi.Map{
				"a": image.EnaSupport,
				"b": shuffle.ResultCount.ApplyT(func(resultCount *int) (bool, error) {
					return resultCount != nil, nil
				}).(pulumi.BoolOutput),
			}
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := func() pulumi.BoolPtrInput {
					if collection[k] == nil {
						return pulumi.Any(nil).ApplyT(func(interface{}) *bool {
							return nil
						}).(pulumi.BoolPtrOutput)
					}
					return collection[k].(pulumi.BoolPtrInput)
				}()
				result[k] = v.ToBoolPtrOutput()
			}
			return result
		}()).ApplyT(func(resolved []interface{}) (map[string][]string, error) {
			enaSupport := resolved[0].(*bool)
			resultCount := resolved[1].(*int)
			values := optionalValueMap[bool](resolved[2])
			return func() map[string][]string {
				result := map[string][]string{}
				collection := map[string]interface{}{"a": pointee(enaSupport), "b": resultCount != nil}
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					result[strconv.FormatBool(*mustGet(values, k))] = append(result[strconv.FormatBool(*mustGet(values, k))], k)
				}
				return result
			}(), nil
		}).(pulumi.StringArrayMapOutput))
		return nil
	})
}

// mustGet returns m[key]; a key the map does not hold is an error, as in
// PCL.
func mustGet[V any](m map[string]V, key string) V {
	v, ok := m[key]
	if !ok {
		panic(fmt.Sprintf("the map has no element for the key %q", key))
	}
	return v
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

// optionalValueMap returns the elements of v, a resolved pulumi.Map of
// optional values (map[string]interface{}, or the map[string]*T of a plain
// map), as pointers to their values of type T.
func optionalValueMap[T any](v interface{}) map[string]*T {
	switch p := v.(type) {
	case nil:
		return nil
	case map[string]*T:
		return p
	}
	values := v.(map[string]interface{})
	if values == nil {
		// A null collection.
		return nil
	}
	result := make(map[string]*T, len(values))
	for k, x := range values {
		result[k] = optionalValue[T](x)
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
