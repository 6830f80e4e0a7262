package main

import (
	"errors"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strings"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A resource's id and urn held in a collection of values of several types
		// (a map of optional strings, a list of any values) are the strings PCL
		// holds, wherever the collection is read in an apply.
		flag := false
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		key, err := random.NewRandomString(ctx, "key", &random.RandomStringArgs{Length: pulumi.Int(8)})
		if err != nil {
			return err
		}
		chosen := func() pulumi.Map {
			if flag {
				return func() pulumi.Map {
					result := pulumi.Map{}
					for i := range []int{1, 2} {
						result[fmt.Sprintf("k%v", i)] = key.Result
					}
					return result
				}()
			}
			return pulumi.Map{
				"id":      pet.ID().ToStringOutput(),
				"urn":     pet.URN().ToStringOutput(),
				"special": key.OverrideSpecial,
			}
		}()
		listed := func() pulumi.ArrayMap {
			result := pulumi.ArrayMap{}
			for i := range []int{1} {
				result[fmt.Sprintf("k%v", i)] = pulumi.Array{pet.ID().ToStringOutput(), key.OverrideSpecial}
			}
			return result
		}()
		ctx.Export("read", pulumi.All(chosen, func() pulumi.Map {
			result := pulumi.Map{}
			collection := chosen
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := func() pulumi.StringPtrInput {
					if collection[k] == nil {
						return pulumi.Any(nil).ApplyT(func(interface{}) *string {
							return nil
						}).(pulumi.StringPtrOutput)
					}
					return collection[k].(pulumi.StringPtrInput)
				}()
				result[k] = v.ToStringPtrOutput()
			}
			return result
		}()).ApplyT(func(resolved []interface{}) ([]string, error) {
			chosen2 := optionalValueMap[string](resolved[0])
			values := optionalValueMap[string](resolved[1])
			return func() []string {
				result := []string{}
				collection := chosen2
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					if !(mustGet(values, k) != nil) {
						continue
					}
					result = append(result, k+"="+*mustGet(values, k))
				}
				return result
			}(), nil
		}).(pulumi.StringArrayOutput))
		ctx.Export("readListed", func() pulumi.Array {
			result := pulumi.Array{}
			collection := listed
			for _, key2 := range slices.Sorted(maps.Keys(collection)) {
				v := collection[key2].(pulumi.Array)
				result = append(result, pulumi.All(v, func() pulumi.Array {
					result2 := pulumi.Array{}
					for _, x2 := range v {
						x := func() pulumi.StringPtrInput {
							if x2 == nil {
								return pulumi.Any(nil).ApplyT(func(interface{}) *string {
									return nil
								}).(pulumi.StringPtrOutput)
							}
							return x2.(pulumi.StringPtrInput)
						}()
						result2 = append(result2, x.ToStringPtrOutput())
					}
					return result2
				}()).ApplyT(func(resolved []interface{}) ([]interface{}, error) {
					v2 := resolved[0].([]interface{})
					values := optionalValues[string](resolved[1])
					return interfaces(func() []*string {
						result2 := []*string{}
						for key3 := range v2 {
							if !(values[key3] != nil) {
								continue
							}
							result2 = append(result2, values[key3])
						}
						return result2
					}()), nil
				}).(pulumi.ArrayOutput).ApplyT(func(v2 []interface{}) (string, error) {
					values := optionalValues[string](v2)
					return strings.Join(func() []string {
						v3 := values
						if v3 == nil {
							return nil
						}
						result2 := make([]string, len(v3))
						for k, x := range v3 {
							result2[k] = requiredValue(x)
						}
						return result2
					}(), ","), nil
				}).(pulumi.StringOutput))
			}
			return result
		}())
		return nil
	})
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

// requiredValue returns *p, an optional value given where a value is
// required; a null one is an error.
func requiredValue[T any](p *T) T {
	if p == nil {
		panic("a null value is given where a value is required")
	}
	return *p
}
