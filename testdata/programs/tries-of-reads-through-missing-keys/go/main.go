package main

import (
	"encoding/json"
	"fmt"
	"maps"
	"math"
	"reflect"
	"slices"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Keepers: pulumi.StringMap{"a": pulumi.String("b")}})
		if err != nil {
			return err
		}
		teams := func() pulumi.MapMap {
			result := pulumi.MapMap{}
			collection := map[string]string{"a": "x"}
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				result[k] = pulumi.Map{
					"lead": pet.ID().ToStringOutput(),
					"members": func() pulumi.StringArray {
						result2 := pulumi.StringArray{}
						for range []int{1, 2} {
							result2 = append(result2, pet.ID())
						}
						return result2
					}(),
				}
			}
			return result
		}()
		nestedMaps := func() pulumi.StringMapMap {
			result := pulumi.StringMapMap{}
			collection := map[string]string{"a": "x"}
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				result[k] = func() pulumi.StringMap {
					result2 := pulumi.StringMap{}
					collection2 := map[string]string{"b": "y"}
					for _, k2 := range slices.Sorted(maps.Keys(collection2)) {
						result2[k2] = pet.ID()
					}
					return result2
				}()
			}
			return result
		}()
		ctx.Export("present", func() pulumi.StringOutput {
			if func() bool {
				_, ok := teams["a"]
				return ok
			}() {
				return teams["a"].(pulumi.MapInput).ToMapOutput().ApplyT(func(a map[string]interface{}) (string, error) {
					return func() string {
						if v, ok := func() (v string, ok bool) {
							defer func() {
								if recover() != nil {
									ok = false
								}
							}()
							return func() interface{} {
								v2, ok2 := a["lead"]
								if !ok2 {
									panic("missing key lead")
								}
								return v2
							}().(string), true
						}(); ok {
							return v
						}
						return "none"
					}(), nil
				}).(pulumi.StringOutput)
			}
			return pulumi.String("none").ToStringOutput()
		}())
		ctx.Export("missingTeam", func() pulumi.StringOutput {
			if func() bool {
				_, ok := teams["z"]
				return ok
			}() {
				return teams["z"].(pulumi.MapInput).ToMapOutput().ApplyT(func(teams2 map[string]interface{}) (string, error) {
					return func() string {
						if v, ok := func() (v string, ok bool) {
							defer func() {
								if recover() != nil {
									ok = false
								}
							}()
							return func() interface{} {
								v2, ok2 := teams2["lead"]
								if !ok2 {
									panic("missing key lead")
								}
								return v2
							}().(string), true
						}(); ok {
							return v
						}
						return "none"
					}(), nil
				}).(pulumi.StringOutput)
			}
			return pulumi.String("none").ToStringOutput()
		}())
		ctx.Export("missingTeamOfThree", func() pulumi.StringOutput {
			if func() bool {
				_, ok := teams["z"]
				return ok
			}() {
				return pulumi.All(teams["z"].(pulumi.MapInput).ToMapOutput(), teams).ApplyT(func(resolved []interface{}) (string, error) {
					z := resolved[0].(map[string]interface{})
					teams2 := resolved[1].(map[string]map[string]interface{})
					return func() string {
						if v, ok := func() (v string, ok bool) {
							defer func() {
								if recover() != nil {
									ok = false
								}
							}()
							return func() interface{} {
								v2, ok2 := z["lead"]
								if !ok2 {
									panic("missing key lead")
								}
								return v2
							}().(string), true
						}(); ok {
							return v
						}
						if v, ok := func() (v string, ok bool) {
							defer func() {
								if recover() != nil {
									ok = false
								}
							}()
							return func() interface{} {
								v2, ok2 := mustGet(teams2, "y")["lead"]
								if !ok2 {
									panic("missing key lead")
								}
								return v2
							}().(string), true
						}(); ok {
							return v
						}
						return "none"
					}(), nil
				}).(pulumi.StringOutput)
			}
			return func() pulumi.StringOutput {
				if func() bool {
					_, ok := teams["y"]
					return ok
				}() {
					return teams["y"].(pulumi.MapInput).ToMapOutput().ApplyT(func(y map[string]interface{}) (string, error) {
						return func() string {
							if v, ok := func() (v string, ok bool) {
								defer func() {
									if recover() != nil {
										ok = false
									}
								}()
								return func() interface{} {
									v2, ok2 := y["lead"]
									if !ok2 {
										panic("missing key lead")
									}
									return v2
								}().(string), true
							}(); ok {
								return v
							}
							return "none"
						}(), nil
					}).(pulumi.StringOutput)
				}
				return pulumi.String("none").ToStringOutput()
			}()
		}())
		ctx.Export("missingTeamMember", func() pulumi.StringOutput {
			if func() bool {
				_, ok := teams["z"]
				return ok
			}() {
				return teams["z"].(pulumi.MapInput).ToMapOutput().ApplyT(func(z map[string]interface{}) (string, error) {
					return func() string {
						if v, ok := func() (v string, ok bool) {
							defer func() {
								if recover() != nil {
									ok = false
								}
							}()
							return fromJSON[[]string](func() interface{} {
								v2, ok2 := z["members"]
								if !ok2 {
									panic("missing key members")
								}
								return v2
							}())[0], true
						}(); ok {
							return v
						}
						return "none"
					}(), nil
				}).(pulumi.StringOutput)
			}
			return pulumi.String("none").ToStringOutput()
		}())
		ctx.Export("missingOuter", func() pulumi.StringOutput {
			if func() bool {
				_, ok := nestedMaps["z"]
				return ok
			}() {
				return nestedMaps["z"].(pulumi.StringMapInput).ToStringMapOutput().ApplyT(func(z map[string]string) (string, error) {
					return func() string {
						if v, ok := func() (v string, ok bool) {
							defer func() {
								if recover() != nil {
									ok = false
								}
							}()
							return mustGet(z, "b"), true
						}(); ok {
							return v
						}
						return "none"
					}(), nil
				}).(pulumi.StringOutput)
			}
			return pulumi.String("none").ToStringOutput()
		}())
		ctx.Export("presentInner", func() pulumi.StringOutput {
			if func() bool {
				_, ok := nestedMaps["a"]
				return ok
			}() {
				return nestedMaps["a"].(pulumi.StringMapInput).ToStringMapOutput().ApplyT(func(a map[string]string) (string, error) {
					return func() string {
						if v, ok := func() (v string, ok bool) {
							defer func() {
								if recover() != nil {
									ok = false
								}
							}()
							return mustGet(a, "b"), true
						}(); ok {
							return v
						}
						return "none"
					}(), nil
				}).(pulumi.StringOutput)
			}
			return pulumi.String("none").ToStringOutput()
		}())
		ctx.Export("canTeam", pulumi.Array{
			func() pulumi.BoolOutput {
				if func() bool {
					_, ok := teams["z"]
					return ok
				}() {
					return teams["z"].(pulumi.MapInput).ToMapOutput().ApplyT(func(z map[string]interface{}) (bool, error) {
						return func() (ok bool) {
							defer func() {
								if recover() != nil {
									ok = false
								}
							}()
							_ = func() interface{} {
								v, ok2 := z["lead"]
								if !ok2 {
									panic("missing key lead")
								}
								return v
							}().(string)
							return true
						}(), nil
					}).(pulumi.BoolOutput)
				}
				return pulumi.Bool(false).ToBoolOutput()
			}(),
			func() pulumi.BoolOutput {
				if func() bool {
					_, ok := teams["a"]
					return ok
				}() {
					return teams["a"].(pulumi.MapInput).ToMapOutput().ApplyT(func(a map[string]interface{}) (bool, error) {
						return func() (ok bool) {
							defer func() {
								if recover() != nil {
									ok = false
								}
							}()
							_ = func() interface{} {
								v, ok2 := a["lead"]
								if !ok2 {
									panic("missing key lead")
								}
								return v
							}().(string)
							return true
						}(), nil
					}).(pulumi.BoolOutput)
				}
				return pulumi.Bool(false).ToBoolOutput()
			}(),
			func() pulumi.BoolOutput {
				if func() bool {
					_, ok := nestedMaps["z"]
					return ok
				}() {
					return nestedMaps["z"].(pulumi.StringMapInput).ToStringMapOutput().ApplyT(func(z map[string]string) (bool, error) {
						return func() (ok bool) {
							defer func() {
								if recover() != nil {
									ok = false
								}
							}()
							_ = mustGet(z, "b")
							return true
						}(), nil
					}).(pulumi.BoolOutput)
				}
				return pulumi.Bool(false).ToBoolOutput()
			}(),
		})
		ctx.Export("chosen", func() pulumi.BoolOutput {
			if func() bool {
				_, ok := teams["z"]
				return ok
			}() {
				return teams["z"].(pulumi.MapInput).ToMapOutput().ApplyT(func(z map[string]interface{}) (bool, error) {
					return func() (ok bool) {
						defer func() {
							if recover() != nil {
								ok = false
							}
						}()
						_ = func() interface{} {
							v, ok2 := z["lead"]
							if !ok2 {
								panic("missing key lead")
							}
							return v
						}().(string)
						return true
					}(), nil
				}).(pulumi.BoolOutput)
			}
			return pulumi.Bool(false).ToBoolOutput()
		}().ApplyT(func(value bool) (string, error) {
			return func() string {
				if value {
					return "yes"
				}
				return "no"
			}(), nil
		}).(pulumi.StringOutput))
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
