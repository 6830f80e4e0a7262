package main

import (
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Loops over tuples that hold outputs of several types, some of them
		// optional: Go holds such a tuple as a pulumi.Array, whose elements are
		// inputs (fuzz seed 9502 read them as plain values).

		pw, err := random.NewRandomString(ctx, "pw", &random.RandomStringArgs{Length: pulumi.Int(8), Special: pulumi.Bool(true)})
		if err != nil {
			return err
		}
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{
			Inputs:      pulumi.StringArray{pulumi.String("a"), pulumi.String("b"), pulumi.String("c")},
			ResultCount: pulumi.Int(2),
		})
		if err != nil {
			return err
		}
		digits, err := random.NewRandomInteger(ctx, "digits", &random.RandomIntegerArgs{Min: pulumi.Int(1), Max: pulumi.Int(9)})
		if err != nil {
			return err
		}

		// entries of an optional string output and plain strings.
		ctx.Export("stringEntries", func() pulumi.Array {
			result := pulumi.Array{}
			collection := pulumi.Array{pw.OverrideSpecial, pulumi.String("plain"), pw.Result}
			for key, value2 := range collection {
				value := func() pulumi.StringPtrInput {
					if value2 == nil {
						return pulumi.Any(nil).ApplyT(func(interface{}) *string {
							return nil
						}).(pulumi.StringPtrOutput)
					}
					return value2.(pulumi.StringPtrInput)
				}()
				result = append(result, pulumi.Map{"key": pulumi.Int(key), "value": value.ToStringPtrOutput()})
			}
			return result
		}())

		// entries of an optional int output, an int output and a plain int.
		ctx.Export("intEntries", func() pulumi.Array {
			result := pulumi.Array{}
			collection := pulumi.Array{shuffle.ResultCount, digits.Result, pulumi.Int(7)}
			for key, value2 := range collection {
				value := func() pulumi.IntPtrInput {
					if value2 == nil {
						return pulumi.Any(nil).ApplyT(func(interface{}) *int {
							return nil
						}).(pulumi.IntPtrOutput)
					}
					return value2.(pulumi.IntPtrInput)
				}()
				result = append(result, pulumi.Map{"key": pulumi.Int(key), "value": value.ToIntPtrOutput()})
			}
			return result
		}())

		// A loop over the same kind of tuple, reading each value.
		ctx.Export("presence", func() pulumi.Array {
			result := pulumi.Array{}
			collection := pulumi.Array{pw.OverrideSpecial, pulumi.String("plain"), shuffle.Seed}
			for i, v2 := range collection {
				v := func() pulumi.StringPtrInput {
					if v2 == nil {
						return pulumi.Any(nil).ApplyT(func(interface{}) *string {
							return nil
						}).(pulumi.StringPtrOutput)
					}
					return v2.(pulumi.StringPtrInput)
				}()
				result = append(result, v.ToStringPtrOutput().ApplyT(func(v3 *string) (string, error) {
					return func() string {
						if v3 == nil {
							return fmt.Sprintf("absent %v", i)
						}
						return fmt.Sprintf("present %v", i)
					}(), nil
				}).(pulumi.StringOutput))
			}
			return result
		}())

		// Resources ranged over the entries of such a tuple.
		var ranged []*random.RandomString
		for index, value := range func() []int {
			result := []int{}
			for _, e := range func() []map[string]interface{} {
				result2 := []map[string]interface{}{}
				collection := pulumi.Array{shuffle.ResultCount, pulumi.Int(3), digits.Result}
				for k, v := range collection {
					result2 = append(result2, map[string]interface{}{"key": k, "value": v})
				}
				return result2
			}() {
				result = append(result, dynamicInt(e["key"]))
			}
			return result
		}() {
			res, err := random.NewRandomString(ctx, fmt.Sprintf("ranged-%v", index), &random.RandomStringArgs{Length: pulumi.Int(4 + value)})
			if err != nil {
				return err
			}
			ranged = append(ranged, res)
		}
		_ = ranged

		// The same over an object of an optional output and a plain value.
		ctx.Export("objectEntries", func() pulumi.Array {
			result := pulumi.Array{}
			collection := pulumi.Map{"a": shuffle.ResultCount, "b": pulumi.Int(2)}
			for _, key := range slices.Sorted(maps.Keys(collection)) {
				value := func() pulumi.IntPtrInput {
					if collection[key] == nil {
						return pulumi.Any(nil).ApplyT(func(interface{}) *int {
							return nil
						}).(pulumi.IntPtrOutput)
					}
					return collection[key].(pulumi.IntPtrInput)
				}()
				result = append(result, pulumi.Map{"key": pulumi.String(key), "value": value.ToIntPtrOutput()})
			}
			return result
		}())
		ctx.Export("objectKeys", func() pulumi.Array {
			result := pulumi.Array{}
			collection := func() pulumi.MapArray {
				result2 := pulumi.MapArray{}
				collection := pulumi.Map{"b": pw.OverrideSpecial, "a": pulumi.String("x")}
				for _, key := range slices.Sorted(maps.Keys(collection)) {
					value := func() pulumi.StringPtrInput {
						if collection[key] == nil {
							return pulumi.Any(nil).ApplyT(func(interface{}) *string {
								return nil
							}).(pulumi.StringPtrOutput)
						}
						return collection[key].(pulumi.StringPtrInput)
					}()
					result2 = append(result2, pulumi.Map{
						"key":   pulumi.String(key),
						"value": value.ToStringPtrOutput(),
					})
				}
				return result2
			}()
			for _, e := range collection {
				result = append(result, pulumi.ToOutput(e).(pulumi.MapOutput).ApplyT(func(e2 map[string]interface{}) (string, error) {
					return e2["key"].(string), nil
				}).(pulumi.StringOutput))
			}
			return result
		}())

		// Resources ranged over the values of such entries.
		rangedByValue := pulumi.Unsecret(func() pulumi.Array {
			result := pulumi.Array{}
			collection := func() pulumi.MapArray {
				result2 := pulumi.MapArray{}
				collection := pulumi.Array{shuffle.ResultCount, pulumi.Int(3)}
				for key, value2 := range collection {
					value := func() pulumi.IntPtrInput {
						if value2 == nil {
							return pulumi.Any(nil).ApplyT(func(interface{}) *int {
								return nil
							}).(pulumi.IntPtrOutput)
						}
						return value2.(pulumi.IntPtrInput)
					}()
					result2 = append(result2, pulumi.Map{"key": pulumi.Int(key), "value": value.ToIntPtrOutput()})
				}
				return result2
			}()
			for _, e := range collection {
				result = append(result, pulumi.ToOutput(e).(pulumi.MapOutput).ApplyT(func(e2 map[string]interface{}) (*int, error) {
					return optionalValue[int](e2["value"]), nil
				}).(pulumi.IntPtrOutput))
			}
			return result
		}().ToArrayOutput()).(pulumi.ArrayOutput).ApplyT(func(v2 []interface{}) ([]*random.RandomString, error) {
			v := optionalValues[int](v2)
			var resources []*random.RandomString
			for index := range v {
				res, err := random.NewRandomString(ctx, fmt.Sprintf("rangedByValue-%v", index), &random.RandomStringArgs{Length: pulumi.Int(5)})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomStringArrayOutput)
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), rangedByValue); err != nil {
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
