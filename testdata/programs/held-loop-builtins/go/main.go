package main

import (
	"fmt"
	"math"
	"reflect"
	"strconv"
	"strings"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Loops over collections whose elements hold outputs beside plain values
		// read the elements as outputs; builtins given what they read (element,
		// lookup, join, a template) compute outputs too.
		pass, err := random.NewRandomPassword(ctx, "pass", &random.RandomPasswordArgs{Length: pulumi.Int(8)})
		if err != nil {
			return err
		}
		flags := pulumi.BoolArray{pass.Upper, pulumi.Bool(true)}

		// entries of a loop's values that are outputs, filtered by a plain key read
		// through element (fuzz seed 10062).
		byKey := pulumi.All(func() pulumi.IntArray {
			result := pulumi.IntArray{}
			for k, flag := range flags {
				result = append(result, flag.ToBoolOutput().ApplyT(func(flag2 bool) (int, error) {
					return func() int {
						if flag2 {
							return 13
						}
						return k
					}(), nil
				}).(pulumi.IntOutput))
			}
			return result
		}(), pass.Upper, func() pulumi.IntArray {
			result := pulumi.IntArray{}
			collection := func() pulumi.IntMapArray {
				result2 := pulumi.IntMapArray{}
				collection := func() pulumi.IntArray {
					result3 := pulumi.IntArray{}
					for k, flag := range flags {
						result3 = append(result3, flag.ToBoolOutput().ApplyT(func(flag2 bool) (int, error) {
							return func() int {
								if flag2 {
									return 13
								}
								return k
							}(), nil
						}).(pulumi.IntOutput))
					}
					return result3
				}()
				for key, value := range collection {
					result2 = append(result2, pulumi.IntMap{"key": pulumi.Int(key), "value": value.ToIntOutput()})
				}
				return result2
			}()
			for _, entry := range collection {
				result = append(result, pulumi.IntArray{entry.ToIntMapOutput().ApplyT(func(entry2 map[string]int) (int, error) {
					return entry2["key"], nil
				}).(pulumi.IntOutput)}[0].(pulumi.IntInput).ToIntOutput())
			}
			return result
		}()).ApplyT(func(resolved []interface{}) (map[string]bool, error) {
			values := resolved[0].([]int)
			upper := resolved[1].(bool)
			values2 := resolved[2].([]int)
			return func() map[string]bool {
				result := map[string]bool{}
				for i := range func() []map[string]int {
					result2 := []map[string]int{}
					for k, v := range values {
						result2 = append(result2, map[string]int{"key": k, "value": v})
					}
					return result2
				}() {
					if !(values2[i] == 0) {
						continue
					}
					result[fmt.Sprintf("k%v", i)] = !upper
				}
				return result
			}(), nil
		}).(pulumi.BoolMapOutput)
		reads := func() pulumi.MapArray {
			result := pulumi.MapArray{}
			collection := pulumi.IntMapArray{pulumi.IntMap{"key": pulumi.Int(1), "value": pass.Length}}
			for _, o := range collection {
				result = append(result, pulumi.Map{
					"element": pulumi.IntArray{o.ToIntMapOutput().ApplyT(func(o2 map[string]int) (int, error) {
						return o2["key"], nil
					}).(pulumi.IntOutput)}[0].(pulumi.IntInput).ToIntOutput().ApplyT(func(v int) (bool, error) {
						return v == 0, nil
					}).(pulumi.BoolOutput),
					"index": pulumi.IntArray{o.ToIntMapOutput().ApplyT(func(o2 map[string]int) (int, error) {
						return o2["key"], nil
					}).(pulumi.IntOutput)}[0].(pulumi.IntInput).ToIntOutput().ApplyT(func(v int) (bool, error) {
						return v == 0, nil
					}).(pulumi.BoolOutput),
					"attr": mustGet(pulumi.IntMap{"a": o.ToIntMapOutput().ApplyT(func(o2 map[string]int) (int, error) {
						return o2["key"], nil
					}).(pulumi.IntOutput)}, "a").(pulumi.IntInput).ToIntOutput().ApplyT(func(a int) (bool, error) {
						return a == 0, nil
					}).(pulumi.BoolOutput),
					"lookup": func() pulumi.IntInput {
						m := pulumi.IntMap{"a": o.ToIntMapOutput().ApplyT(func(o2 map[string]int) (int, error) {
							return o2["key"], nil
						}).(pulumi.IntOutput)}
						if v, ok := m["a"]; ok {
							return v
						}
						return pulumi.Int(0)
					}().ToIntOutput().ApplyT(func(lookup int) (bool, error) {
						return lookup == 0, nil
					}).(pulumi.BoolOutput),
					"direct": o.ToIntMapOutput().ApplyT(func(o2 map[string]int) (bool, error) {
						return o2["key"] == 0, nil
					}).(pulumi.BoolOutput),
					"template": pulumi.Sprintf("%v", pulumi.IntArray{o.ToIntMapOutput().ApplyT(func(o2 map[string]int) (int, error) {
						return o2["key"], nil
					}).(pulumi.IntOutput)}[0].(pulumi.IntInput).ToIntOutput()),
					"joined": o.ToIntMapOutput().ApplyT(func(o2 map[string]int) (string, error) {
						return strings.Join(func() []string {
							parts := []string{}
							for _, v := range []interface{}{o2["key"], "3"} {
								parts = append(parts, dynamicString(v))
							}
							return parts
						}(), ","), nil
					}).(pulumi.StringOutput),
					"mixed": pulumi.IntArray{
						o.ToIntMapOutput().ApplyT(func(o2 map[string]int) (int, error) {
							return o2["key"], nil
						}).(pulumi.IntOutput),
						pulumi.Int(2),
					}[0].(pulumi.IntInput).ToIntOutput().ApplyT(func(v int) (bool, error) {
						return v == 1, nil
					}).(pulumi.BoolOutput),
					"loop": func() pulumi.IntArray {
						result2 := pulumi.IntArray{}
						collection2 := pulumi.IntArray{o.ToIntMapOutput().ApplyT(func(o2 map[string]int) (int, error) {
							return o2["key"], nil
						}).(pulumi.IntOutput)}
						for _, x := range collection2 {
							result2 = append(result2, x.ToIntOutput().ApplyT(func(x2 int) (int, error) {
								return x2 + 1, nil
							}).(pulumi.IntOutput))
						}
						return result2
					}(),
					"length": pulumi.Int(len(pulumi.IntArray{o.ToIntMapOutput().ApplyT(func(o2 map[string]int) (int, error) {
						return o2["key"], nil
					}).(pulumi.IntOutput)}) + 0),
				})
			}
			return result
		}()
		ctx.Export("byKey", byKey)
		ctx.Export("reads", reads)
		return nil
	})
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
