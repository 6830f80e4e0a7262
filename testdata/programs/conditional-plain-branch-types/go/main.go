package main

import (
	"errors"
	"fmt"
	"reflect"
	"strings"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A conditional over outputs (range.value of a secret range) whose plain
		// branch is of another type than the result: an empty list where the other
		// branch holds strings.
		first := true
		if param, err := cfg.TryBool("first"); err == nil {
			first = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		listed := pulumi.Unsecret(pulumi.ToSecret(pulumi.StringArray{pulumi.String("a"), pulumi.String("b")}).(pulumi.StringArrayOutput)).(pulumi.StringArrayOutput).ApplyT(func(secret []string) ([]*random.RandomShuffle, error) {
			var resources []*random.RandomShuffle
			for index, value := range secret {
				res, err := random.NewRandomShuffle(ctx, fmt.Sprintf("listed-%v", index), &random.RandomShuffleArgs{Inputs: func() pulumi.StringArrayOutput {
					if first {
						return pulumi.ToSecret(pulumi.String(value)).(pulumi.StringOutput).ApplyT(func(secret2 string) ([]string, error) {
							return func() []string {
								result := []string{}
								for _, s := range []string{"x", "y"} {
									if !(s != secret2) {
										continue
									}
									result = append(result, secret2)
								}
								return result
							}(), nil
						}).(pulumi.StringArrayOutput)
					}
					return pulumi.ToOutput([]string{}).(pulumi.StringArrayOutput)
				}()})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomShuffleArrayOutput)
		empties := pulumi.Unsecret(pulumi.ToSecret(pulumi.StringArray{pulumi.String("a")}).(pulumi.StringArrayOutput)).(pulumi.StringArrayOutput).ApplyT(func(secret []string) ([]*random.RandomShuffle, error) {
			var resources []*random.RandomShuffle
			for index, value := range secret {
				res, err := random.NewRandomShuffle(ctx, fmt.Sprintf("empties-%v", index), &random.RandomShuffleArgs{Inputs: func() pulumi.StringArrayOutput {
					if !first {
						return pulumi.ToSecret(pulumi.String(value)).(pulumi.StringOutput).ApplyT(func(secret2 string) ([]string, error) {
							return func() []string {
								result := []string{}
								for _, s := range []string{"x", "y"} {
									if !(s != secret2) {
										continue
									}
									result = append(result, secret2)
								}
								return result
							}(), nil
						}).(pulumi.StringArrayOutput)
					}
					return pulumi.ToOutput([]string{}).(pulumi.StringArrayOutput)
				}()})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomShuffleArrayOutput)

		// Branches of objects of other shapes (TypeScript's union of two Outputs has
		// no apply it can call), and a conditional of a list of outputs read in an
		// apply (pyright's list of Outputs).
		victor := pulumi.Unsecret(pulumi.ToSecret(pulumi.BoolArray{pulumi.Bool(true), pulumi.Bool(false)}).(pulumi.BoolArrayOutput)).(pulumi.BoolArrayOutput).ApplyT(func(secret []bool) ([]*random.RandomPassword, error) {
			var resources []*random.RandomPassword
			for index, value := range secret {
				res, err := random.NewRandomPassword(ctx, fmt.Sprintf("victor-%v", index), &random.RandomPasswordArgs{
					Keepers: func() pulumi.MapOutput {
						if first {
							return pulumi.ToOutput(map[string]interface{}{"a.b": pulumi.StringRef("x.y")}).(pulumi.MapOutput)
						}
						return pulumi.ToSecret(pulumi.Bool(value)).(pulumi.BoolOutput).ApplyT(func(secret2 bool) (map[string]interface{}, error) {
							return func() map[string]interface{} {
								if secret2 {
									return map[string]interface{}{}
								}
								return map[string]interface{}{"b": pulumi.StringRef("c")}
							}(), nil
						}).(pulumi.MapOutput)
					}().ApplyT(presentValueMap[string]).(pulumi.StringMapOutput),
					Length: pulumi.Int(1),
				})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPasswordArrayOutput)
		joined := pulumi.Unsecret(pulumi.ToSecret(pulumi.StringArray{pulumi.String("a"), pulumi.String("b")}).(pulumi.StringArrayOutput)).(pulumi.StringArrayOutput).ApplyT(func(secret []string) ([]*random.RandomPet, error) {
			var resources []*random.RandomPet
			for index, value := range secret {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("joined-%v", index), &random.RandomPetArgs{Keepers: pulumi.StringMap{"joined": pulumi.All(func() pulumi.StringArray {
					result := pulumi.StringArray{}
					for _, s := range []string{"x", "y"} {
						result = append(result, pulumi.Sprintf("%v-%v", s, pulumi.ToSecret(pulumi.String(value)).(pulumi.StringOutput)))
					}
					return result
				}()).ApplyT(func(resolved []interface{}) (string, error) {
					values := resolved[0].([]string)
					return strings.Join(func() []string {
						if first {
							return values
						}
						return []string{}
					}(), ","), nil
				}).(pulumi.StringOutput)}})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), listed); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), empties); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), victor); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), joined); err != nil {
			return err
		}
		return nil
	})
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

// presentValueMap returns the elements of v, a resolved pulumi.Map of
// optional values, as values of type T: a null element is an error, as
// PCL's conversion to a map of values makes it.
func presentValueMap[T any](v map[string]interface{}) map[string]T {
	result := make(map[string]T, len(v))
	for k, x := range v {
		p := optionalValue[T](x)
		if p == nil {
			panic("a null element cannot be converted to a value of a map that holds no nulls")
		}
		result[k] = *p
	}
	return result
}
