package main

import (
	"fmt"
	"reflect"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Loops inside a loop over an output whose bodies read both the outer loop's
		// variables and outputs of their own elements: the inner loops stay in the
		// outer apply's callback, so their outputs are read there, by applies of
		// their own, and never outside the loop that binds them.
		seed, err := random.NewRandomPet(ctx, "seed", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		pets := pulumi.Unsecret(pulumi.StringArray{seed.ID(), pulumi.String("b")}.ToStringArrayOutput()).(pulumi.StringArrayOutput).ApplyT(func(v []string) ([]*random.RandomPet, error) {
			var resources []*random.RandomPet
			for index := range v {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("pets-%v", index), &random.RandomPetArgs{
					Length: pulumi.Int(3),
					Prefix: pulumi.String(fmt.Sprintf("p%v", index)),
				})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{Inputs: pulumi.StringArray{pulumi.String("a"), pulumi.String("b")}})
		if err != nil {
			return err
		}

		// The value reads an output of the inner element and the outer key.
		byKey := pulumi.All(pets.ApplyT(func(pets2 []*random.RandomPet) (pulumi.ArrayOutput, error) {
			return func() pulumi.Array {
				result := pulumi.Array{}
				for _, item := range pets2 {
					result = append(result, item.Prefix)
				}
				return result
			}().ToArrayOutput(), nil
		}).(pulumi.ArrayOutput), pets).ApplyT(func(resolved []interface{}) (pulumi.StringArrayArrayOutput, error) {
			v := optionalValues[string](resolved[0])
			pets2 := resolved[1].([]*random.RandomPet)
			return func() pulumi.StringArrayArray {
				result := pulumi.StringArrayArray{}
				for k := range v {
					result = append(result, pulumi.All(func() pulumi.IntArray {
						result2 := pulumi.IntArray{}
						for _, p := range pets2 {
							result2 = append(result2, p.Length)
						}
						return result2
					}(), func() pulumi.StringArray {
						result2 := pulumi.StringArray{}
						for _, p := range pets2 {
							result2 = append(result2, p.ID())
						}
						return result2
					}()).ApplyT(func(resolved2 []interface{}) ([]string, error) {
						values := resolved2[0].([]int)
						values2 := resolved2[1].([]string)
						return func() []string {
							result2 := []string{}
							for key := range pets2 {
								result2 = append(result2, fmt.Sprintf("%v-%v-%v", k, values[key], values2[key]))
							}
							return result2
						}(), nil
					}).(pulumi.StringArrayOutput))
				}
				return result
			}().ToStringArrayArrayOutput(), nil
		}).(pulumi.StringArrayArrayOutput)

		// The filter reads one.
		filtered := pulumi.All(pets.ApplyT(func(pets2 []*random.RandomPet) (pulumi.ArrayOutput, error) {
			return func() pulumi.Array {
				result := pulumi.Array{}
				for _, item := range pets2 {
					result = append(result, item.Prefix)
				}
				return result
			}().ToArrayOutput(), nil
		}).(pulumi.ArrayOutput), pets).ApplyT(func(resolved []interface{}) (pulumi.IntArrayArrayOutput, error) {
			v := optionalValues[string](resolved[0])
			pets2 := resolved[1].([]*random.RandomPet)
			return func() pulumi.IntArrayArray {
				result := pulumi.IntArrayArray{}
				for k := range v {
					result = append(result, pulumi.All(func() pulumi.IntArray {
						result2 := pulumi.IntArray{}
						for _, p := range pets2 {
							result2 = append(result2, p.Length)
						}
						return result2
					}()).ApplyT(func(resolved2 []interface{}) ([]int, error) {
						values := resolved2[0].([]int)
						return func() []int {
							result2 := []int{}
							for key := range pets2 {
								if !(values[key] > k) {
									continue
								}
								result2 = append(result2, k)
							}
							return result2
						}(), nil
					}).(pulumi.IntArrayOutput))
				}
				return result
			}().ToIntArrayArrayOutput(), nil
		}).(pulumi.IntArrayArrayOutput)

		// The inner key of a map loop reads one.
		keyed := pulumi.All(pets.ApplyT(func(pets2 []*random.RandomPet) (pulumi.ArrayOutput, error) {
			return func() pulumi.Array {
				result := pulumi.Array{}
				for _, item := range pets2 {
					result = append(result, item.Prefix)
				}
				return result
			}().ToArrayOutput(), nil
		}).(pulumi.ArrayOutput), pets).ApplyT(func(resolved []interface{}) (pulumi.ArrayOutput, error) {
			v := optionalValues[string](resolved[0])
			pets2 := resolved[1].([]*random.RandomPet)
			return func() pulumi.Array {
				result := pulumi.Array{}
				for k, v2 := range v {
					result = append(result, pulumi.All(func() pulumi.Array {
						result2 := pulumi.Array{}
						for _, p := range pets2 {
							result2 = append(result2, p.Prefix)
						}
						return result2
					}()).ApplyT(func(resolved2 []interface{}) (map[string]interface{}, error) {
						values := optionalValues[string](resolved2[0])
						return interfaceMap(func() map[string]*string {
							result2 := map[string]*string{}
							for key := range pets2 {
								key2 := fmt.Sprintf("%v%v", *values[key], k)
								if _, dup := result2[key2]; dup {
									panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key2))
								}
								result2[key2] = v2
							}
							return result2
						}()), nil
					}).(pulumi.MapOutput))
				}
				return result
			}().ToArrayOutput(), nil
		}).(pulumi.ArrayOutput)

		// The inner elements are outputs, read with an index into them.
		nested := pulumi.All(pets.ApplyT(func(pets2 []*random.RandomPet) (pulumi.ArrayOutput, error) {
			return func() pulumi.Array {
				result := pulumi.Array{}
				for _, item := range pets2 {
					result = append(result, item.Prefix)
				}
				return result
			}().ToArrayOutput(), nil
		}).(pulumi.ArrayOutput), shuffle.Results, shuffle.Inputs).ApplyT(func(resolved []interface{}) ([][]string, error) {
			v := optionalValues[string](resolved[0])
			results := resolved[1].([]string)
			inputs := resolved[2].([]string)
			return func() [][]string {
				result := [][]string{}
				for k := range v {
					result = append(result, func() []string {
						result2 := []string{}
						for _, r := range [][]string{results, inputs} {
							result2 = append(result2, fmt.Sprintf("%v%v", k, r[0]))
						}
						return result2
					}())
				}
				return result
			}(), nil
		}).(pulumi.StringArrayArrayOutput)

		// Three levels, the innermost reading every loop's variable.
		deep := pulumi.All(pets.ApplyT(func(pets2 []*random.RandomPet) (pulumi.ArrayOutput, error) {
			return func() pulumi.Array {
				result := pulumi.Array{}
				for _, item := range pets2 {
					result = append(result, item.Prefix)
				}
				return result
			}().ToArrayOutput(), nil
		}).(pulumi.ArrayOutput), pets).ApplyT(func(resolved []interface{}) (pulumi.StringArrayArrayArrayOutput, error) {
			v := optionalValues[string](resolved[0])
			pets2 := resolved[1].([]*random.RandomPet)
			return func() pulumi.StringArrayArrayArray {
				result := pulumi.StringArrayArrayArray{}
				for i := range v {
					result = append(result, pulumi.All(func() pulumi.Array {
						result2 := pulumi.Array{}
						for _, b := range pets2 {
							result2 = append(result2, b.Prefix)
						}
						return result2
					}()).ApplyT(func(resolved2 []interface{}) (pulumi.StringArrayArrayOutput, error) {
						values := optionalValues[string](resolved2[0])
						return func() pulumi.StringArrayArray {
							result2 := pulumi.StringArrayArray{}
							for j := range pets2 {
								result2 = append(result2, pulumi.All(func() pulumi.StringArray {
									result3 := pulumi.StringArray{}
									for _, c := range pets2 {
										result3 = append(result3, c.ID())
									}
									return result3
								}()).ApplyT(func(resolved3 []interface{}) ([]string, error) {
									values2 := resolved3[0].([]string)
									return func() []string {
										result3 := []string{}
										for key := range pets2 {
											result3 = append(result3, fmt.Sprintf("%v%v%v%v", i, j, values2[key], *values[j]))
										}
										return result3
									}(), nil
								}).(pulumi.StringArrayOutput))
							}
							return result2
						}().ToStringArrayArrayOutput(), nil
					}).(pulumi.StringArrayArrayOutput))
				}
				return result
			}().ToStringArrayArrayArrayOutput(), nil
		}).(pulumi.StringArrayArrayArrayOutput)
		ctx.Export("byKey", byKey)
		ctx.Export("filtered", filtered)
		ctx.Export("keyed", keyed)
		ctx.Export("nested", nested)
		ctx.Export("deep", deep)
		return nil
	})
}

// interfaceMap returns the elements of v, a map of optional values or of
// collections, as the map[string]interface{} a pulumi.MapOutput holds.
func interfaceMap[T any](v map[string]T) map[string]interface{} {
	if v == nil {
		return nil
	}
	result := make(map[string]interface{}, len(v))
	for k, x := range v {
		result[k] = x
	}
	return result
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
