package main

import (
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// entries of a collection that holds outputs without being one: each
		// entry's value is the element as it is, an output or a plain value, and
		// the keys are plain.
		pw, err := random.NewRandomPassword(ctx, "pw", &random.RandomPasswordArgs{Length: pulumi.Int(9)})
		if err != nil {
			return err
		}
		named := func() pulumi.StringMapArray {
			result := pulumi.StringMapArray{}
			collection := pulumi.StringMap{
				"beta":  pulumi.String("with space"),
				"alpha": pulumi.Sprintf("a-%v", pw.Special),
				"gamma": pulumi.ToSecret(pulumi.String("hidden")).(pulumi.StringOutput),
			}
			for _, key := range slices.Sorted(maps.Keys(collection)) {
				value := collection[key]
				result = append(result, pulumi.StringMap{"key": pulumi.String(key), "value": value.ToStringOutput()})
			}
			return result
		}()
		indexed := func() pulumi.MapArray {
			result := pulumi.MapArray{}
			collection := pulumi.StringArray{pw.Result, pulumi.String("plain")}
			for key, value := range collection {
				result = append(result, pulumi.Map{"key": pulumi.Int(key), "value": value.ToStringOutput()})
			}
			return result
		}()
		labels, err := random.NewRandomPet(ctx, "labels", &random.RandomPetArgs{
			Keepers: pulumi.All(named, func() pulumi.StringMapArray {
				result := pulumi.StringMapArray{}
				for _, e := range named {
					result = append(result, e.ToStringMapOutput())
				}
				return result
			}()).ApplyT(func(resolved []interface{}) (map[string]string, error) {
				named2 := resolved[0].([]map[string]string)
				values := resolved[1].([]map[string]string)
				return func() map[string]string {
					result := map[string]string{}
					for key := range named2 {
						key2 := values[key]["key"]
						if _, dup := result[key2]; dup {
							panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key2))
						}
						result[key2] = values[key]["value"]
					}
					return result
				}(), nil
			}).(pulumi.StringMapOutput),
			Prefix: indexed[1].(pulumi.MapInput).ToMapOutput().ApplyT(func(indexed2 map[string]interface{}) (string, error) {
				return indexed2["value"].(string), nil
			}).(pulumi.StringOutput),
		})
		if err != nil {
			return err
		}
		ctx.Export("keys", func() pulumi.Array {
			result := pulumi.Array{}
			for _, e := range named {
				result = append(result, e.ToStringMapOutput().ApplyT(func(e2 map[string]string) (string, error) {
					return e2["key"], nil
				}).(pulumi.StringOutput))
			}
			return result
		}())
		ctx.Export("values", func() pulumi.Array {
			result := pulumi.Array{}
			for _, e := range named {
				result = append(result, e.ToStringMapOutput().ApplyT(func(e2 map[string]string) (string, error) {
					return e2["value"], nil
				}).(pulumi.StringOutput))
			}
			return result
		}())
		ctx.Export("indexes", func() pulumi.Array {
			result := pulumi.Array{}
			for _, e := range indexed {
				result = append(result, pulumi.ToOutput(e).(pulumi.MapOutput).ApplyT(func(e2 map[string]interface{}) (int, error) {
					return dynamicInt(e2["key"]) * 10, nil
				}).(pulumi.IntOutput))
			}
			return result
		}())
		ctx.Export("joined", pulumi.All(func() pulumi.StringArray {
			result := pulumi.StringArray{}
			for i, e := range named {
				result = append(result, pulumi.Sprintf("%v:%v=%v", i, e.ToStringMapOutput().ApplyT(func(e2 map[string]string) (string, error) {
					return e2["key"], nil
				}).(pulumi.StringOutput), e.ToStringMapOutput().ApplyT(func(e2 map[string]string) (string, error) {
					return e2["value"], nil
				}).(pulumi.StringOutput)))
			}
			return result
		}()).ApplyT(func(resolved []interface{}) (string, error) {
			values := resolved[0].([]string)
			return strings.Join(values, ","), nil
		}).(pulumi.StringOutput))
		ctx.Export("filtered", pulumi.All(pw.Result, func() pulumi.StringMapArray {
			result := pulumi.StringMapArray{}
			collection := func() pulumi.StringMapArray {
				result2 := pulumi.StringMapArray{}
				collection := pulumi.StringMap{"x": pw.Result, "y": pulumi.String("z")}
				for _, key := range slices.Sorted(maps.Keys(collection)) {
					value := collection[key]
					result2 = append(result2, pulumi.StringMap{"key": pulumi.String(key), "value": value.ToStringOutput()})
				}
				return result2
			}()
			for _, e := range collection {
				result = append(result, e.ToStringMapOutput())
			}
			return result
		}()).ApplyT(func(resolved []interface{}) ([]string, error) {
			result := resolved[0].(string)
			values := resolved[1].([]map[string]string)
			return func() []string {
				result2 := []string{}
				for key := range func() []map[string]string {
					result3 := []map[string]string{}
					collection := map[string]string{"x": result, "y": "z"}
					for _, k := range slices.Sorted(maps.Keys(collection)) {
						v := collection[k]
						result3 = append(result3, map[string]string{"key": k, "value": v})
					}
					return result3
				}() {
					if !(func() (ok bool) {
						defer func() {
							if recover() != nil {
								ok = false
							}
						}()
						_ = func() string {
							v, ok2 := values[key]["key"]
							if !ok2 {
								panic("missing key key")
							}
							return v
						}()
						return true
					}()) {
						continue
					}
					result2 = append(result2, values[key]["key"])
				}
				return result2
			}(), nil
		}).(pulumi.StringArrayOutput))
		ctx.Export("keepers", labels.Keepers)
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
