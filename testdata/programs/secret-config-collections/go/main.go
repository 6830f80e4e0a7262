package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Config of collection, object and scalar types with defaults, secret and
		// not, read as one value: indexed, iterated, and read inside try and can.
		var secretTagsPlain map[string]string
		if err := cfg.TryObject("secretTags", &secretTagsPlain); errors.Is(err, config.ErrMissingVar) {
			secretTagsPlain = map[string]string{"a": "x", "b": "y"}
		} else if err != nil {
			return err
		}
		secretTags := pulumi.ToSecret(pulumi.ToStringMap(secretTagsPlain)).(pulumi.StringMapOutput)
		var secretNamesPlain []string
		if err := cfg.TryObject("secretNames", &secretNamesPlain); errors.Is(err, config.ErrMissingVar) {
			secretNamesPlain = []string{"p", "q"}
		} else if err != nil {
			return err
		}
		secretNames := pulumi.ToSecret(pulumi.ToStringArray(secretNamesPlain)).(pulumi.StringArrayOutput)
		var secretShapePlain map[string]interface{}
		if err := cfg.TryObject("secretShape", &secretShapePlain); errors.Is(err, config.ErrMissingVar) {
			secretShapePlain = map[string]interface{}{"size": 3, "name": "s"}
		} else if err != nil {
			return err
		} else {
			if v, ok := secretShapePlain["size"]; ok && v != nil {
				secretShapePlain["size"] = fromJSON[int](v)
			}
		}
		secretShape := pulumi.ToSecret(pulumi.ToMap(secretShapePlain)).(pulumi.MapOutput)
		var secretCountsPlain map[string]int
		if err := cfg.TryObject("secretCounts", &secretCountsPlain); errors.Is(err, config.ErrMissingVar) {
			secretCountsPlain = map[string]int{"one": 1}
		} else if err != nil {
			return err
		}
		secretCounts := pulumi.ToSecret(pulumi.ToIntMap(secretCountsPlain)).(pulumi.IntMapOutput)
		secretLabelPlain := "hidden"
		if param, err := cfg.Try("secretLabel"); err == nil {
			secretLabelPlain = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		secretLabel := pulumi.ToSecret(pulumi.String(secretLabelPlain)).(pulumi.StringOutput)
		secretCountPlain := 2
		if param, err := cfg.TryInt("secretCount"); err == nil {
			secretCountPlain = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		secretCount := pulumi.ToSecret(pulumi.Int(secretCountPlain)).(pulumi.IntOutput)
		secretRatioPlain := 0.5
		if param, err := cfg.TryFloat64("secretRatio"); err == nil {
			secretRatioPlain = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		secretRatio := pulumi.ToSecret(pulumi.Float64(secretRatioPlain)).(pulumi.Float64Output)
		secretEnabledPlain := true
		if param, err := cfg.TryBool("secretEnabled"); err == nil {
			secretEnabledPlain = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		secretEnabled := pulumi.ToSecret(pulumi.Bool(secretEnabledPlain)).(pulumi.BoolOutput)
		var tags map[string]string
		if err := cfg.TryObject("tags", &tags); errors.Is(err, config.ErrMissingVar) {
			tags = map[string]string{"a": "x"}
		} else if err != nil {
			return err
		}
		var names []string
		if err := cfg.TryObject("names", &names); errors.Is(err, config.ErrMissingVar) {
			names = []string{"m", "n"}
		} else if err != nil {
			return err
		}
		var shape map[string]interface{}
		if err := cfg.TryObject("shape", &shape); errors.Is(err, config.ErrMissingVar) {
			shape = map[string]interface{}{"size": 4, "name": "t"}
		} else if err != nil {
			return err
		} else {
			if v, ok := shape["size"]; ok && v != nil {
				shape["size"] = fromJSON[int](v)
			}
		}
		var sizes []int
		if err := cfg.TryObject("sizes", &sizes); errors.Is(err, config.ErrMissingVar) {
			sizes = []int{1, 2}
		} else if err != nil {
			return err
		}
		var secretRowsPlain []map[string]string
		if err := cfg.TryObject("secretRows", &secretRowsPlain); errors.Is(err, config.ErrMissingVar) {
			secretRowsPlain = []map[string]string{{"a": "x"}}
		} else if err != nil {
			return err
		}
		secretRows := pulumi.ToSecret(pulumi.ToStringMapArray(secretRowsPlain)).(pulumi.StringMapArrayOutput)
		var secretGroupsPlain map[string][]int
		if err := cfg.TryObject("secretGroups", &secretGroupsPlain); errors.Is(err, config.ErrMissingVar) {
			secretGroupsPlain = map[string][]int{"a": {1, 2}}
		} else if err != nil {
			return err
		}
		secretGroups := pulumi.ToSecret(pulumi.ToIntArrayMap(secretGroupsPlain)).(pulumi.IntArrayMapOutput)
		var secretNestedPlain map[string]interface{}
		if err := cfg.TryObject("secretNested", &secretNestedPlain); errors.Is(err, config.ErrMissingVar) {
			secretNestedPlain = map[string]interface{}{"inner": map[string]string{"k": "v"}, "items": []string{"i"}}
		} else if err != nil {
			return err
		} else {
			if v, ok := secretNestedPlain["inner"]; ok && v != nil {
				secretNestedPlain["inner"] = fromJSON[map[string]string](v)
			}
			if v, ok := secretNestedPlain["items"]; ok && v != nil {
				secretNestedPlain["items"] = fromJSON[[]string](v)
			}
		}
		secretNested := pulumi.ToSecret(pulumi.ToMap(secretNestedPlain)).(pulumi.MapOutput)
		var secretSetPlain []string
		if err := cfg.TryObject("secretSet", &secretSetPlain); errors.Is(err, config.ErrMissingVar) {
			secretSetPlain = []string{"s1", "s2"}
		} else if err != nil {
			return err
		}
		secretSet := pulumi.ToSecret(pulumi.ToStringArray(secretSetPlain)).(pulumi.StringArrayOutput)
		_, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{
			Length: secretShape.ApplyT(func(secretShape2 map[string]interface{}) (int, error) {
				return dynamicInt(secretShape2["size"]), nil
			}).(pulumi.IntOutput),
			Prefix: secretTags.ApplyT(func(secretTags2 map[string]string) (string, error) {
				return mustGet(secretTags2, "a"), nil
			}).(pulumi.StringOutput),
		})
		if err != nil {
			return err
		}
		ctx.Export("indexed", pulumi.Sprintf("%v-%v-%v-%v", secretTags.ApplyT(func(secretTags2 map[string]string) (string, error) {
			return mustGet(secretTags2, "a"), nil
		}).(pulumi.StringOutput), secretNames.ApplyT(func(secretNames2 []string) (string, error) {
			return secretNames2[1], nil
		}).(pulumi.StringOutput), secretShape.ApplyT(func(secretShape2 map[string]interface{}) (string, error) {
			return secretShape2["name"].(string), nil
		}).(pulumi.StringOutput), pulumi.All(secretCounts, secretCount).ApplyT(func(resolved []interface{}) (int, error) {
			secretCounts2 := resolved[0].(map[string]int)
			secretCount2 := resolved[1].(int)
			return mustGet(secretCounts2, "one") + secretCount2, nil
		}).(pulumi.IntOutput)))
		ctx.Export("iterated", secretTags.ApplyT(func(secretTags2 map[string]string) ([]string, error) {
			return func() []string {
				result := []string{}
				collection := secretTags2
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					v := collection[k]
					result = append(result, k+"="+v)
				}
				return result
			}(), nil
		}).(pulumi.StringArrayOutput))
		ctx.Export("iteratedList", pulumi.All(secretNames, secretCount).ApplyT(func(resolved []interface{}) (map[string]int, error) {
			secretNames2 := resolved[0].([]string)
			secretCount2 := resolved[1].(int)
			return func() map[string]int {
				result := map[string]int{}
				for i, n := range secretNames2 {
					key := n
					if _, dup := result[key]; dup {
						panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
					}
					result[key] = i + secretCount2
				}
				return result
			}(), nil
		}).(pulumi.IntMapOutput))
		ctx.Export("tried", pulumi.Array{
			secretTags.ApplyT(func(secretTags2 map[string]string) (string, error) {
				return func() string {
					if v, ok := func() (v string, ok bool) {
						defer func() {
							if recover() != nil {
								ok = false
							}
						}()
						return mustGet(secretTags2, "zz"), true
					}(); ok {
						return v
					}
					return "none"
				}(), nil
			}).(pulumi.StringOutput),
			secretTags.ApplyT(func(secretTags2 map[string]string) (string, error) {
				return func() string {
					if v, ok := func() (v string, ok bool) {
						defer func() {
							if recover() != nil {
								ok = false
							}
						}()
						return mustGet(secretTags2, "a"), true
					}(); ok {
						return v
					}
					return "none"
				}(), nil
			}).(pulumi.StringOutput),
			pulumi.All(secretNames, secretLabel).ApplyT(func(resolved []interface{}) (string, error) {
				secretNames2 := resolved[0].([]string)
				secretLabel2 := resolved[1].(string)
				return func() string {
					if v, ok := func() (v string, ok bool) {
						defer func() {
							if recover() != nil {
								ok = false
							}
						}()
						return secretNames2[5], true
					}(); ok {
						return v
					}
					return secretLabel2
				}(), nil
			}).(pulumi.StringOutput),
			pulumi.All(secretShape, secretRatio).ApplyT(func(resolved []interface{}) (string, error) {
				secretShape2 := resolved[0].(map[string]interface{})
				secretRatio2 := resolved[1].(float64)
				return func() string {
					if v, ok := func() (v string, ok bool) {
						defer func() {
							if recover() != nil {
								ok = false
							}
						}()
						return numberText(float64(dynamicInt(func() interface{} {
							v2, ok2 := secretShape2["size"]
							if !ok2 {
								panic("missing key size")
							}
							return v2
						}())) * secretRatio2), true
					}(); ok {
						return v
					}
					return "none"
				}(), nil
			}).(pulumi.StringOutput),
			secretCounts.ApplyT(func(secretCounts2 map[string]int) (string, error) {
				return func() string {
					if func() int {
						if v, ok := func() (v int, ok bool) {
							defer func() {
								if recover() != nil {
									ok = false
								}
							}()
							return mustGet(secretCounts2, "two"), true
						}(); ok {
							return v
						}
						return 0
					}() == 0 {
						return "absent"
					}
					return "present"
				}(), nil
			}).(pulumi.StringOutput),
		})
		ctx.Export("checked", pulumi.Array{
			secretTags.ApplyT(func(secretTags2 map[string]string) (bool, error) {
				return func() (ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					_ = mustGet(secretTags2, "a")
					return true
				}(), nil
			}).(pulumi.BoolOutput),
			secretTags.ApplyT(func(secretTags2 map[string]string) (bool, error) {
				return func() (ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					_ = mustGet(secretTags2, "zz")
					return true
				}(), nil
			}).(pulumi.BoolOutput),
			secretNames.ApplyT(func(secretNames2 []string) (bool, error) {
				return func() (ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					_ = secretNames2[1]
					return true
				}(), nil
			}).(pulumi.BoolOutput),
			secretCounts.ApplyT(func(secretCounts2 map[string]int) (bool, error) {
				return func() (ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					_ = mustGet(secretCounts2, "two")
					return true
				}(), nil
			}).(pulumi.BoolOutput),
			pulumi.All(secretEnabled, secretShape).ApplyT(func(resolved []interface{}) (bool, error) {
				secretEnabled2 := resolved[0].(bool)
				secretShape2 := resolved[1].(map[string]interface{})
				return func() (ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					_ = secretEnabled2 && dynamicInt(func() interface{} {
						v, ok2 := secretShape2["size"]
						if !ok2 {
							panic("missing key size")
						}
						return v
					}()) > 2
					return true
				}(), nil
			}).(pulumi.BoolOutput),
		})
		ctx.Export("plainIndexed", pulumi.String(fmt.Sprintf("%v-%v-%v-%v", mustGet(tags, "a"), names[0], shape["name"].(string), sizes[1]+dynamicInt(shape["size"]))))
		ctx.Export("plainTried", pulumi.Array{
			pulumi.String(func() string {
				if v, ok := func() (v string, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return mustGet(tags, "zz"), true
				}(); ok {
					return v
				}
				return "none"
			}()),
			pulumi.String(func() string {
				if v, ok := func() (v string, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return names[3], true
				}(); ok {
					return v
				}
				return "none"
			}()),
			pulumi.String(func() string {
				if v, ok := func() (v string, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return strconv.Itoa(sizes[0] + dynamicInt(func() interface{} {
						v2, ok2 := shape["size"]
						if !ok2 {
							panic("missing key size")
						}
						return v2
					}())), true
				}(); ok {
					return v
				}
				return "none"
			}()),
		})
		ctx.Export("plainIterated", func() pulumi.Map {
			result := pulumi.Map{}
			collection := tags
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := collection[k]
				result[k] = pulumi.String(fmt.Sprintf("%v%v", v, len(names)))
			}
			return result
		}())
		ctx.Export("whole", pulumi.Map{
			"tags":   secretTags,
			"names":  secretNames,
			"shape":  secretShape,
			"counts": secretCounts,
			"length": pulumi.All(secretNames, secretTags).ApplyT(func(resolved []interface{}) (int, error) {
				secretNames2 := resolved[0].([]string)
				secretTags2 := resolved[1].(map[string]string)
				return len(secretNames2) + len(secretTags2), nil
			}).(pulumi.IntOutput),
		})
		ctx.Export("deep", pulumi.Array{
			secretRows.ApplyT(func(secretRows2 []map[string]string) (string, error) {
				return mustGet(secretRows2[0], "a"), nil
			}).(pulumi.StringOutput),
			secretRows.ApplyT(func(secretRows2 []map[string]string) (string, error) {
				return func() string {
					if v, ok := func() (v string, ok bool) {
						defer func() {
							if recover() != nil {
								ok = false
							}
						}()
						return mustGet(secretRows2[0], "zz"), true
					}(); ok {
						return v
					}
					return "none"
				}(), nil
			}).(pulumi.StringOutput),
			pulumi.Sprintf("%v", secretGroups.ApplyT(func(secretGroups2 map[string][]int) (int, error) {
				return mustGet(secretGroups2, "a")[1], nil
			}).(pulumi.IntOutput)),
			secretGroups.ApplyT(func(secretGroups2 map[string][]int) (string, error) {
				return func() string {
					if v, ok := func() (v string, ok bool) {
						defer func() {
							if recover() != nil {
								ok = false
							}
						}()
						return strconv.Itoa(mustGet(secretGroups2, "zz")[0]), true
					}(); ok {
						return v
					}
					return "none"
				}(), nil
			}).(pulumi.StringOutput),
			secretNested.ApplyT(func(secretNested2 map[string]interface{}) (string, error) {
				return mustGet(fromJSON[map[string]string](secretNested2["inner"]), "k"), nil
			}).(pulumi.StringOutput),
			secretNested.ApplyT(func(secretNested2 map[string]interface{}) (string, error) {
				return func() string {
					if v, ok := func() (v string, ok bool) {
						defer func() {
							if recover() != nil {
								ok = false
							}
						}()
						return mustGet(fromJSON[map[string]string](func() interface{} {
							v2, ok2 := secretNested2["inner"]
							if !ok2 {
								panic("missing key inner")
							}
							return v2
						}()), "zz"), true
					}(); ok {
						return v
					}
					return "none"
				}(), nil
			}).(pulumi.StringOutput),
			secretNested.ApplyT(func(secretNested2 map[string]interface{}) (string, error) {
				return fromJSON[[]string](secretNested2["items"])[0], nil
			}).(pulumi.StringOutput),
			pulumi.Sprintf("%v", secretSet.ApplyT(func(secretSet2 []string) (int, error) {
				return len(secretSet2), nil
			}).(pulumi.IntOutput)),
			secretSet.ApplyT(func(secretSet2 []string) (string, error) {
				return strings.Join(func() []string {
					result := []string{}
					for _, s := range secretSet2 {
						result = append(result, s+"!")
					}
					return result
				}(), ","), nil
			}).(pulumi.StringOutput),
		})

		// Component inputs with defaults, set to outputs by one instance and left
		// unset by the other.
		given, err := NewHolder(ctx, "given", &HolderArgs{
			Tags:   secretTags,
			Names:  secretNames,
			Nested: secretGroups,
			Shape:  secretShape,
		})
		if err != nil {
			return err
		}
		defaulted, err := NewHolder(ctx, "defaulted", &HolderArgs{})
		if err != nil {
			return err
		}
		ctx.Export("holderTexts", pulumi.Array{given.Text, defaulted.Text})
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
