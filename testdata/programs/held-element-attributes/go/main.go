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
		// Loops over collections whose elements hold outputs, reading the elements'
		// attributes and items where the key or value also reads an output: the
		// elements are resolved one by one, and read as the maps and lists Go holds
		// them as.
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		listed := pulumi.All(pet.Length, func() pulumi.MapArray {
			result := pulumi.MapArray{}
			collection := func() pulumi.MapArray {
				result2 := pulumi.MapArray{}
				collection := pulumi.StringArray{pulumi.Sprintf("p-%v", pet.Length), pulumi.String("x")}
				for key, value := range collection {
					result2 = append(result2, pulumi.Map{"key": pulumi.Int(key), "value": value.ToStringOutput()})
				}
				return result2
			}()
			for _, e := range collection {
				result = append(result, pulumi.ToOutput(e).(pulumi.MapOutput))
			}
			return result
		}()).ApplyT(func(resolved []interface{}) (map[string]int, error) {
			length := resolved[0].(int)
			values := resolved[1].([]map[string]interface{})
			return func() map[string]int {
				result := map[string]int{}
				for i := range func() []map[string]interface{} {
					result2 := []map[string]interface{}{}
					for k, v := range []string{fmt.Sprintf("p-%v", length), "x"} {
						result2 = append(result2, map[string]interface{}{"key": k, "value": v})
					}
					return result2
				}() {
					key := fmt.Sprintf("k%v-%v", i, length)
					if _, dup := result[key]; dup {
						panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
					}
					result[key] = dynamicInt(values[i]["key"]) * 2
				}
				return result
			}(), nil
		}).(pulumi.IntMapOutput)
		keyed := pulumi.All(pet.ID().ToStringOutput(), pet.Length, func() pulumi.MapMap {
			result := pulumi.MapMap{}
			collection := pulumi.Map{
				"a": pulumi.Map{
					"n": pulumi.Int(1),
					"s": pulumi.Sprintf("p-%v", pet.ID().ToStringOutput()),
				},
				"b": pulumi.Map{"n": pulumi.Int(2), "s": pulumi.String("x")},
			}
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				e := collection[k].(pulumi.MapInput)
				result[k] = pulumi.ToOutput(e).(pulumi.MapOutput)
			}
			return result
		}()).ApplyT(func(resolved []interface{}) (map[string]string, error) {
			id := resolved[0].(string)
			length := resolved[1].(int)
			values := resolved[2].(map[string]map[string]interface{})
			return func() map[string]string {
				result := map[string]string{}
				collection := map[string]interface{}{
					"a": map[string]interface{}{"n": 1, "s": "p-" + id},
					"b": map[string]interface{}{"n": 2, "s": "x"},
				}
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					key := fmt.Sprintf("%v-%v", k, length)
					if _, dup := result[key]; dup {
						panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
					}
					result[key] = fmt.Sprintf("%v/%v", mustGet(values, k)["s"].(string), dynamicInt(mustGet(values, k)["n"])+length)
				}
				return result
			}(), nil
		}).(pulumi.StringMapOutput)
		nested := func() pulumi.StringArray {
			result := pulumi.StringArray{}
			collection := pulumi.ArrayArray{
				pulumi.Array{pulumi.Int(1), pulumi.String("a")},
				pulumi.Array{pet.Length, pulumi.String("b")},
			}
			for i, l := range collection {
				result = append(result, pulumi.Sprintf("%v%v-%v", pulumi.ToOutput(l).(pulumi.ArrayOutput).ApplyT(func(l2 []interface{}) (string, error) {
					return l2[1].(string), nil
				}).(pulumi.StringOutput), i, pet.Length))
			}
			return result
		}()
		ctx.Export("listed", listed)
		ctx.Export("keyed", keyed)
		ctx.Export("nested", nested)
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
