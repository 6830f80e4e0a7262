package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"reflect"
	"slices"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Lists and maps of optional resource outputs (a splat of an optional
		// property, a for expression over resources). The Go SDK has no arrays or
		// maps of optional values (no IntPtrArray): they are a pulumi.Array or
		// pulumi.Map of Ptr inputs, whose elements are read back as their Ptr
		// inputs, and whose resolved values hold pointers and nils.
		n := 2
		if param, err := cfg.TryInt("n"); err == nil {
			n = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var extra []*int
		if err := cfg.TryObject("extra", &extra); errors.Is(err, config.ErrMissingVar) {
			extra = []*int{pulumi.IntRef(1), nil, pulumi.IntRef(3)}
		} else if err != nil {
			return err
		}
		var shuffles []*random.RandomShuffle
		for index := 0; index < n; index++ {
			res, err := random.NewRandomShuffle(ctx, fmt.Sprintf("shuffles-%v", index), &random.RandomShuffleArgs{
				Inputs: pulumi.StringArray{pulumi.String("a"), pulumi.String("b"), pulumi.String("c")},
				ResultCount: pulumi.IntPtrFromPtr(func() *int {
					if index == 0 {
						return nil
					}
					return pulumi.IntRef(index)
				}()),
			})
			if err != nil {
				return err
			}
			shuffles = append(shuffles, res)
		}
		var images []*ec2.Ami
		for index, value := range []string{"a", "b"} {
			res, err := ec2.NewAmi(ctx, fmt.Sprintf("images-%v", index), &ec2.AmiArgs{
				Name:       pulumi.String("image-" + value),
				EnaSupport: pulumi.Bool(value == "b"),
			})
			if err != nil {
				return err
			}
			images = append(images, res)
		}
		counts := func() pulumi.Array {
			result := pulumi.Array{}
			for _, item := range shuffles {
				result = append(result, item.ResultCount)
			}
			return result
		}()
		enas := func() pulumi.Array {
			result := pulumi.Array{}
			for _, item := range images {
				result = append(result, item.EnaSupport)
			}
			return result
		}()
		seeds := func() pulumi.Array {
			result := pulumi.Array{}
			for _, s := range shuffles {
				result = append(result, s.Seed)
			}
			return result
		}()
		byIndex := func() pulumi.Map {
			result := pulumi.Map{}
			for i, s := range shuffles {
				result[fmt.Sprintf("shuffle%v", i)] = s.ResultCount
			}
			return result
		}()
		ctx.Export("counts", counts)
		ctx.Export("firstCount", element(counts, 0).(pulumi.IntPtrInput).ToIntPtrOutput())
		ctx.Export("howMany", pulumi.Int(len(counts)))
		ctx.Export("secondEna", enas[1].(pulumi.BoolPtrInput).ToBoolPtrOutput())
		ctx.Export("seeds", seeds)
		ctx.Export("doubled", pulumi.All(counts, func() pulumi.Array {
			result := pulumi.Array{}
			for _, c2 := range counts {
				c := func() pulumi.IntPtrInput {
					if c2 == nil {
						return pulumi.Any(nil).ApplyT(func(interface{}) *int {
							return nil
						}).(pulumi.IntPtrOutput)
					}
					return c2.(pulumi.IntPtrInput)
				}()
				result = append(result, c.ToIntPtrOutput())
			}
			return result
		}()).ApplyT(func(resolved []interface{}) ([]int, error) {
			counts2 := optionalValues[int](resolved[0])
			values := optionalValues[int](resolved[1])
			return func() []int {
				result := []int{}
				for key := range counts2 {
					if !(values[key] != nil) {
						continue
					}
					result = append(result, *values[key]*2)
				}
				return result
			}(), nil
		}).(pulumi.IntArrayOutput))
		ctx.Export("filled", func() pulumi.Array {
			result := pulumi.Array{}
			for i, c2 := range counts {
				c := func() pulumi.IntPtrInput {
					if c2 == nil {
						return pulumi.Any(nil).ApplyT(func(interface{}) *int {
							return nil
						}).(pulumi.IntPtrOutput)
					}
					return c2.(pulumi.IntPtrInput)
				}()
				result = append(result, c.ToIntPtrOutput().ApplyT(func(c3 *int) (*int, error) {
					return func() *int {
						if c3 == nil {
							return extra[i]
						}
						return c3
					}(), nil
				}).(pulumi.IntPtrOutput))
			}
			return result
		}())
		ctx.Export("described", pulumi.Sprintf("counts %v second %v ena %v", len(counts), intNotNull(counts[1].(pulumi.IntPtrInput).ToIntPtrOutput()), boolNotNull(enas[1].(pulumi.BoolPtrInput).ToBoolPtrOutput())))
		ctx.Export("single", counts[1].(pulumi.IntPtrInput).ToIntPtrOutput().ApplyT(func(counts2 *int) (*int, error) {
			return func() *int {
				list := []*int{counts2}
				if len(list) == 0 {
					return nil
				}
				if len(list) != 1 {
					panic("singleOrNone: the list has more than one element")
				}
				return list[0]
			}(), nil
		}).(pulumi.IntPtrOutput))
		ctx.Export("plainSingle", pulumi.IntPtrFromPtr(func() *int {
			list := []*int{extra[1]}
			if len(list) == 0 {
				return nil
			}
			if len(list) != 1 {
				panic("singleOrNone: the list has more than one element")
			}
			return list[0]
		}()))
		ctx.Export("pair", pulumi.Array{shuffles[0].ResultCount, nil})
		ctx.Export("looked", func() pulumi.IntPtrInput {
			m := byIndex
			if v, ok := m["shuffle1"]; ok {
				return v.(pulumi.IntPtrInput)
			}
			return pulumi.Int(0)
		}().ToIntPtrOutput())
		ctx.Export("present", pulumi.All(byIndex, func() pulumi.Map {
			result := pulumi.Map{}
			collection := byIndex
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
		}()).ApplyT(func(resolved []interface{}) ([]string, error) {
			byIndex2 := optionalValueMap[int](resolved[0])
			values := optionalValueMap[int](resolved[1])
			return func() []string {
				result := []string{}
				collection := byIndex2
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					if !(mustGet(values, k) != nil) {
						continue
					}
					result = append(result, k)
				}
				return result
			}(), nil
		}).(pulumi.StringArrayOutput))
		ctx.Export("secretCounts", pulumi.ToSecret(counts).(pulumi.ArrayOutput))
		ctx.Export("countsJSON", pulumi.ToOutput(counts).ApplyT(func(v interface{}) (string, error) {
			data, err := json.Marshal(v)
			return string(data), err
		}).(pulumi.StringOutput))
		ctx.Export("entryValues", func() pulumi.Array {
			result := pulumi.Array{}
			collection := func() pulumi.MapArray {
				result2 := pulumi.MapArray{}
				for key, value2 := range counts {
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
		}())

		// Components given such lists and maps as inputs, and giving one back.
		fromOutputs, err := NewCounts(ctx, "fromOutputs", &CountsArgs{
			Values: pulumi.ToSecret(counts).(pulumi.ArrayOutput),
			Named:  pulumi.ToSecret(byIndex).(pulumi.MapOutput),
		})
		if err != nil {
			return err
		}
		fromPlain, err := NewCounts(ctx, "fromPlain", &CountsArgs{
			Values: func() pulumi.ArrayInput {
				v2 := extra
				if v2 == nil {
					return nil
				}
				result := pulumi.Array{}
				for _, x := range v2 {
					result = append(result, intInput(x))
				}
				return result
			}(),
			Named: pulumi.Map{"one": pulumi.Float64(1.0), "none": nil},
		})
		if err != nil {
			return err
		}
		ctx.Export("componentTotal", fromOutputs.Total)
		ctx.Export("componentKept", fromOutputs.Kept)
		ctx.Export("plainKept", fromPlain.Kept)
		return nil
	})
}

// boolNotNull returns the value of o; a null is an error, as PCL's string
// templates make it.
func boolNotNull(o pulumi.BoolPtrOutput) pulumi.BoolOutput {
	return o.ApplyT(func(v *bool) (bool, error) {
		if v == nil {
			var none bool
			return none, errors.New("a null value cannot be included in a string template")
		}
		return *v, nil
	}).(pulumi.BoolOutput)
}

// element returns the element of list at index, which wraps around the
// list's length, as PCL's element does.
func element[T any](list []T, index int) T {
	if len(list) == 0 {
		panic("element: the list is empty")
	}
	if index < 0 {
		panic("element: the index is negative")
	}
	return list[index%len(list)]
}

// intInput returns *v as an input, nil (no value) when v is nil: a null
// given to an input leaves it unset, as in PCL.
func intInput(v *int) pulumi.IntInput {
	if v == nil {
		return nil
	}
	return pulumi.Int(*v)
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

// interfaces returns the elements of v, a list of optional values or of
// collections, as the []interface{} a pulumi.ArrayOutput holds.
func interfaces[T any](v []T) []interface{} {
	if v == nil {
		return nil
	}
	result := make([]interface{}, len(v))
	for i, x := range v {
		result[i] = x
	}
	return result
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
