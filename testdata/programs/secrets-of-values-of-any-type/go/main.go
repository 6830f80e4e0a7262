package main

import (
	"errors"
	"fmt"
	"maps"
	"math"
	"reflect"
	"slices"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")
		flag := false
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var anything interface{} = map[string]interface{}{"a": 1}
		if err := cfg.TryObject("anything", &anything); err != nil {
			if param, err := cfg.Try("anything"); err == nil {
				anything = param
			}
		}
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{
			Inputs:      pulumi.StringArray{pulumi.String("a"), pulumi.String("b"), pulumi.String("c")},
			ResultCount: pulumi.Int(2),
		})
		if err != nil {
			return err
		}
		pets := pulumi.Unsecret(func() pulumi.ArrayOutput {
			if !flag {
				return pulumi.Array{shuffle.ResultCount, pulumi.Float64(0.1), pulumi.Int(3)}.ToArrayOutput()
			}
			return pulumi.All(shuffle.Results, shuffle.ResultCount).ApplyT(func(resolved []interface{}) ([]interface{}, error) {
				results := resolved[0].([]string)
				resultCount := resolved[1].(*int)
				return interfaces(func() []*int {
					result := []*int{}
					for range results {
						result = append(result, resultCount)
					}
					return result
				}()), nil
			}).(pulumi.ArrayOutput)
		}()).(pulumi.ArrayOutput).ApplyT(func(value []interface{}) ([]*random.RandomPet, error) {
			var resources []*random.RandomPet
			for index, value2 := range value {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("pets-%v", index), &random.RandomPetArgs{Prefix: pulumi.Sprintf("p%v!", pulumi.ToSecret(pulumi.Any(value2)).(pulumi.AnyOutput).ApplyT(dynamicString).(pulumi.StringOutput))})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)
		mixed := map[string]*random.RandomPet{}
		mixedRange := func() map[string]interface{} {
			if !flag {
				return map[string]interface{}{
					"a": pulumi.IntRef(1),
					"b": pulumi.StringRef("two"),
					"c": pulumi.BoolRef(true),
				}
			}
			return map[string]interface{}{}
		}()
		for _, key := range slices.Sorted(maps.Keys(mixedRange)) {
			value := mixedRange[key]
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("mixed-%v", key), &random.RandomPetArgs{Prefix: pulumi.Sprintf("%v-%v", pulumi.Unsecret(pulumi.ToSecret(pulumi.Any(value)).(pulumi.AnyOutput)).(pulumi.AnyOutput).ApplyT(dynamicString).(pulumi.StringOutput), key)})
			if err != nil {
				return err
			}
			mixed[key] = res
		}
		secretAnything := pulumi.ToSecret(pulumi.Any(anything)).(pulumi.AnyOutput)
		secretTried := pulumi.ToSecret(pulumi.Any(func() interface{} {
			if v, ok := func() (v interface{}, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return mustGet(anything.(map[string]interface{}), "a"), true
			}(); ok {
				return v
			}
			return nil
		}())).(pulumi.AnyOutput)
		secretElement := pulumi.ToSecret(pulumi.Any(anything)).(pulumi.AnyOutput)
		ctx.Export("secrets", pulumi.Array{
			secretAnything,
			secretTried,
			secretElement,
			pulumi.Unsecret(secretTried).(pulumi.AnyOutput),
		})
		ctx.Export("prefixes", pulumi.Array{
			pets.ApplyT(func(pets2 []*random.RandomPet) (pulumi.StringPtrOutput, error) {
				return pets2[0].Prefix, nil
			}).(pulumi.StringPtrOutput),
			pets.ApplyT(func(pets2 []*random.RandomPet) (pulumi.StringPtrOutput, error) {
				return pets2[1].Prefix, nil
			}).(pulumi.StringPtrOutput),
			mustGet(mixed, "b").Prefix,
		})
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
