package main

import (
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A loop whose filter reads an output, with a loop inside it reading the
		// outer loop's variable where that variable's elements hold outputs: the
		// outer variable's outputs are gathered over the outer collection, not
		// read where the inner loop's apply cannot see the variable.
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		var ids []*random.RandomId
		for index := 0; index < 2; index++ {
			res, err := random.NewRandomId(ctx, fmt.Sprintf("ids-%v", index), &random.RandomIdArgs{ByteLength: pulumi.Int(8)})
			if err != nil {
				return err
			}
			ids = append(ids, res)
		}
		listed := pulumi.All(func() pulumi.StringArray {
			result := pulumi.StringArray{}
			for _, item := range ids {
				result = append(result, item.ID())
			}
			return result
		}(), func() pulumi.MapArray {
			result := pulumi.MapArray{}
			collection := func() pulumi.MapArray {
				result2 := pulumi.MapArray{}
				collection := func() pulumi.StringArray {
					result3 := pulumi.StringArray{}
					for _, item := range ids {
						result3 = append(result3, item.ID())
					}
					return result3
				}()
				for key, value := range collection {
					result2 = append(result2, pulumi.Map{"key": pulumi.Int(key), "value": value.ToStringOutput()})
				}
				return result2
			}()
			for _, e := range collection {
				result = append(result, pulumi.ToOutput(e).(pulumi.MapOutput))
			}
			return result
		}(), pet.Length).ApplyT(func(resolved []interface{}) ([][]int, error) {
			values := resolved[0].([]string)
			values2 := resolved[1].([]map[string]interface{})
			length := resolved[2].(int)
			return func() [][]int {
				result := [][]int{}
				for key := range func() []map[string]interface{} {
					result2 := []map[string]interface{}{}
					for k, v := range values {
						result2 = append(result2, map[string]interface{}{"key": k, "value": v})
					}
					return result2
				}() {
					if !(1.5 <= float64(length)) {
						continue
					}
					result = append(result, func() []int {
						result2 := []int{}
						for _, o := range []int{1, 2} {
							result2 = append(result2, dynamicInt(values2[key]["key"])+o)
						}
						return result2
					}())
				}
				return result
			}(), nil
		}).(pulumi.IntArrayArrayOutput)
		keyed := pulumi.All(pet.ID().ToStringOutput(), func() pulumi.StringMap {
			result := pulumi.StringMap{}
			collection := pulumi.StringMap{"a": pet.ID(), "b": pulumi.String("plain")}
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := collection[k]
				result[k] = v.ToStringOutput()
			}
			return result
		}(), pet.Length).ApplyT(func(resolved []interface{}) (map[string][]string, error) {
			id := resolved[0].(string)
			values := resolved[1].(map[string]string)
			length := resolved[2].(int)
			return func() map[string][]string {
				result := map[string][]string{}
				collection := map[string]string{"a": id, "b": "plain"}
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					if !(length > 1) {
						continue
					}
					result[k] = func() []string {
						result2 := []string{}
						for _, o := range []string{"x"} {
							result2 = append(result2, mustGet(values, k)+"-"+o)
						}
						return result2
					}()
				}
				return result
			}(), nil
		}).(pulumi.StringArrayMapOutput)
		chosen := pulumi.All(func() pulumi.StringArray {
			result := pulumi.StringArray{}
			for _, item := range ids {
				result = append(result, item.Hex)
			}
			return result
		}(), func() pulumi.StringArray {
			result := pulumi.StringArray{}
			for _, item := range ids {
				result = append(result, item.B64Url)
			}
			return result
		}(), func() pulumi.Float64Array {
			result := pulumi.Float64Array{}
			collection := func() pulumi.MapArray {
				result2 := pulumi.MapArray{}
				collection := func() pulumi.StringArray {
					result3 := pulumi.StringArray{}
					for _, item := range ids {
						result3 = append(result3, item.Hex)
					}
					return result3
				}()
				for key, value := range collection {
					result2 = append(result2, pulumi.Map{"key": pulumi.Int(key), "value": value.ToStringOutput()})
				}
				return result2
			}()
			for _, e := range collection {
				result = append(result, func() pulumi.Float64Output {
					if false {
						return pulumi.ToOutput(e).(pulumi.MapOutput).ApplyT(func(e2 map[string]interface{}) (float64, error) {
							return float64(dynamicInt(e2["key"])), nil
						}).(pulumi.Float64Output)
					}
					return pulumi.Float64(1.5).ToFloat64Output()
				}())
			}
			return result
		}(), element(func() pulumi.IntArray {
			result := pulumi.IntArray{}
			for _, item := range ids {
				result = append(result, item.ByteLength)
			}
			return result
		}(), 0).ToIntOutput()).ApplyT(func(resolved []interface{}) ([][]float64, error) {
			values := resolved[0].([]string)
			values2 := resolved[1].([]string)
			values3 := resolved[2].([]float64)
			element2 := resolved[3].(int)
			return func() [][]float64 {
				result := [][]float64{}
				for key := range func() []map[string]interface{} {
					result2 := []map[string]interface{}{}
					for k, v := range values {
						result2 = append(result2, map[string]interface{}{"key": k, "value": v})
					}
					return result2
				}() {
					if !(1.5 >= float64(element2)) {
						continue
					}
					result = append(result, func() []float64 {
						result2 := []float64{}
						for range values2 {
							if !(true) {
								continue
							}
							result2 = append(result2, values3[key])
						}
						return result2
					}())
				}
				return result
			}(), nil
		}).(pulumi.Float64ArrayArrayOutput)
		ctx.Export("listed", listed)
		ctx.Export("keyed", keyed)
		ctx.Export("chosen", chosen)
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

// mustGet returns m[key]; a key the map does not hold is an error, as in
// PCL.
func mustGet[V any](m map[string]V, key string) V {
	v, ok := m[key]
	if !ok {
		panic(fmt.Sprintf("the map has no element for the key %q", key))
	}
	return v
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
