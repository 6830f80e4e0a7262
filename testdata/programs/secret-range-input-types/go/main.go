package main

import (
	"errors"
	"fmt"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Resources created in an apply on a range that may be secret take the
		// range's secrecy on the inputs that read range.key or range.value; Go
		// prints such an input as its value alone, so its Go type is the value's:
		// arithmetic on optional ints is an int in Go, wherever the binder types it
		// as a number.
		wordPlain := "x"
		if param, err := cfg.Try("word"); err == nil {
			wordPlain = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		word := pulumi.ToSecret(pulumi.String(wordPlain)).(pulumi.StringOutput)
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{
			Inputs:      pulumi.StringArray{word, pulumi.String("b")},
			ResultCount: pulumi.Int(2),
		})
		if err != nil {
			return err
		}
		pets := pulumi.Unsecret(func() pulumi.Array {
			result := pulumi.Array{}
			for range []int{1, 2} {
				result = append(result, shuffle.ResultCount)
			}
			return result
		}().ToArrayOutput()).(pulumi.ArrayOutput).ApplyT(func(v2 []interface{}) ([]*random.RandomPet, error) {
			v := optionalValues[int](v2)
			var resources []*random.RandomPet
			for index, value := range v {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("pets-%v", index), &random.RandomPetArgs{
					Length: pulumi.All(func() pulumi.Array {
						result := pulumi.Array{}
						for range []int{1, 2} {
							result = append(result, shuffle.ResultCount)
						}
						return result
					}()).ApplyT(func(resolved []interface{}) (int, error) {
						return *value%3 + 1, nil
					}).(pulumi.IntOutput),
					Separator: pulumi.All(func() pulumi.Array {
						result := pulumi.Array{}
						for range []int{1, 2} {
							result = append(result, shuffle.ResultCount)
						}
						return result
					}()).ApplyT(func(resolved []interface{}) (string, error) {
						return strconv.Itoa(*value * 2), nil
					}).(pulumi.StringOutput),
				})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)
		ids := pulumi.Unsecret(pulumi.All(shuffle.Results, shuffle.ResultCount).ApplyT(func(resolved []interface{}) ([]interface{}, error) {
			results := resolved[0].([]string)
			resultCount := resolved[1].(*int)
			return interfaces(func() []*int {
				result := []*int{}
				for range results {
					result = append(result, resultCount)
				}
				return result
			}()), nil
		}).(pulumi.ArrayOutput)).(pulumi.ArrayOutput).ApplyT(func(v2 []interface{}) ([]*random.RandomId, error) {
			v := optionalValues[int](v2)
			var resources []*random.RandomId
			for index, value := range v {
				res, err := random.NewRandomId(ctx, fmt.Sprintf("ids-%v", index), &random.RandomIdArgs{
					ByteLength: pulumi.All(shuffle.Results, shuffle.ResultCount).ApplyT(func(resolved []interface{}) ([]interface{}, error) {
						results := resolved[0].([]string)
						resultCount := resolved[1].(*int)
						return interfaces(func() []*int {
							result := []*int{}
							for range results {
								result = append(result, resultCount)
							}
							return result
						}()), nil
					}).(pulumi.ArrayOutput).ApplyT(func(_ []interface{}) (int, error) {
						return *value - 1, nil
					}).(pulumi.IntOutput),
					Prefix: pulumi.All(shuffle.Results, shuffle.ResultCount).ApplyT(func(resolved []interface{}) ([]interface{}, error) {
						results := resolved[0].([]string)
						resultCount := resolved[1].(*int)
						return interfaces(func() []*int {
							result := []*int{}
							for range results {
								result = append(result, resultCount)
							}
							return result
						}()), nil
					}).(pulumi.ArrayOutput).ApplyT(func(_ []interface{}) (string, error) {
						return func() string {
							if index == 0 {
								return "first"
							}
							return "other"
						}(), nil
					}).(pulumi.StringOutput),
				})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomIdArrayOutput)
		ctx.Export("petIds", pets.ApplyT(func(pets2 []*random.RandomPet) (pulumi.StringArrayOutput, error) {
			return func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, item := range pets2 {
					result = append(result, item.ID())
				}
				return result
			}().ToStringArrayOutput(), nil
		}).(pulumi.StringArrayOutput))
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), ids); err != nil {
			return err
		}
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
