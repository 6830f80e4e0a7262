package main

import (
	"errors"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Conditionals whose branches are collections of different kinds, which
		// PCL types as a union of them (an optional list and a tuple, an optional
		// map and an object): each is the one collection both branches convert to,
		// wherever it is used.
		useNames := true
		if param, err := cfg.TryBool("useNames"); err == nil {
			useNames = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var names []string
		if err := cfg.TryObject("names", &names); errors.Is(err, config.ErrMissingVar) {
			names = []string{"x", "y"}
		} else if err != nil {
			return err
		}
		var sizes map[string]string
		if err := cfg.TryObject("sizes", &sizes); errors.Is(err, config.ErrMissingVar) {
			sizes = map[string]string{"a": "1"}
		} else if err != nil {
			return err
		}
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{Inputs: pulumi.StringArray{pulumi.String("p"), pulumi.String("q")}})
		if err != nil {
			return err
		}
		chosenList := func() []string {
			if useNames {
				return names
			}
			return []string{"a", "b", "c"}
		}()
		chosenMap := func() map[string]string {
			if useNames {
				return sizes
			}
			return map[string]string{"b": "2"}
		}()
		eventualList := shuffle.Results.ApplyT(func(results []string) ([]string, error) {
			return func() []string {
				if len(results) > 1 {
					return names
				}
				return []string{"d"}
			}(), nil
		}).(pulumi.StringArrayOutput)
		nestedList := func() pulumi.StringArrayOutput {
			if useNames {
				return shuffle.Results.ApplyT(func(results []string) ([]string, error) {
					return func() []string {
						if len(results) > 5 {
							return []string{"e"}
						}
						return names
					}(), nil
				}).(pulumi.StringArrayOutput)
			}
			return pulumi.ToOutput([]string{"f", "g"}).(pulumi.StringArrayOutput)
		}()
		given, err := random.NewRandomShuffle(ctx, "given", &random.RandomShuffleArgs{
			Inputs: func() pulumi.StringArrayInput {
				v := func() []string {
					if useNames {
						return names
					}
					return []string{"h", "i"}
				}()
				if v == nil {
					return nil
				}
				return pulumi.ToStringArray(v)
			}(),
			Keepers: func() pulumi.StringMapInput {
				v := func() map[string]string {
					if useNames {
						return sizes
					}
					return map[string]string{"k": "v"}
				}()
				if v == nil {
					return nil
				}
				return pulumi.ToStringMap(v)
			}(),
		})
		if err != nil {
			return err
		}
		eventuallyGiven, err := random.NewRandomShuffle(ctx, "eventuallyGiven", &random.RandomShuffleArgs{Inputs: shuffle.Results.ApplyT(func(results []string) ([]string, error) {
			return func() []string {
				if len(results) > 1 {
					return names
				}
				return []string{"j"}
			}(), nil
		}).(pulumi.StringArrayOutput)})
		if err != nil {
			return err
		}

		// An eventual branch that may be null, chosen by an eventual condition.
		maybeResults := shuffle.Results.ApplyT(func(results []string) ([]string, error) {
			return func() []string {
				if len(results) >= 0 {
					return results
				}
				return nil
			}(), nil
		}).(pulumi.StringArrayOutput)
		givenMaybe, err := random.NewRandomShuffle(ctx, "givenMaybe", &random.RandomShuffleArgs{Inputs: func() pulumi.StringArrayOutput {
			if !true {
				return shuffle.Results
			}
			return pulumi.All(pulumi.ToSecret(pulumi.Bool(useNames)).(pulumi.BoolOutput), maybeResults).ApplyT(func(resolved []interface{}) ([]string, error) {
				secret := resolved[0].(bool)
				maybeResults2 := resolved[1].([]string)
				return func() []string {
					if secret {
						return maybeResults2
					}
					return []string{"n", "o"}
				}(), nil
			}).(pulumi.StringArrayOutput)
		}()})
		if err != nil {
			return err
		}

		// singleOrNone of them.
		single := func() *string {
			list := notNullList(func() []string {
				if useNames {
					return []string{"one"}
				}
				return names
			}())
			if len(list) == 0 {
				return nil
			}
			if len(list) != 1 {
				panic("singleOrNone: the list has more than one element")
			}
			return &list[0]
		}()
		singleEventual := pulumi.All(shuffle.Results, maybeResults).ApplyT(func(resolved []interface{}) (*string, error) {
			results := resolved[0].([]string)
			maybeResults2 := resolved[1].([]string)
			return func() *string {
				list := func() []string {
					if len(results) > 5 {
						return []string{"b"}
					}
					return maybeResults2
				}()
				if len(list) == 0 {
					return nil
				}
				if len(list) != 1 {
					panic("singleOrNone: the list has more than one element")
				}
				return &list[0]
			}(), nil
		}).(pulumi.StringPtrOutput)
		ctx.Export("reads", pulumi.Array{
			pulumi.Int(len(notNullList(chosenList))),
			func() pulumi.StringArrayInput {
				v := chosenList
				if v == nil {
					return nil
				}
				return pulumi.ToStringArray(v)
			}(),
			func() pulumi.StringMapInput {
				v := chosenMap
				if v == nil {
					return nil
				}
				return pulumi.ToStringMap(v)
			}(),
			eventualList,
			nestedList,
			func() pulumi.Array {
				result := pulumi.Array{}
				for _, x := range notNullList(func() []string {
					if useNames {
						return names
					}
					return []string{"l"}
				}()) {
					result = append(result, pulumi.String(x+"!"))
				}
				return result
			}(),
			given.Inputs.ApplyT(func(inputs []string) (int, error) {
				return len(inputs), nil
			}).(pulumi.IntOutput),
			eventuallyGiven.Inputs,
			givenMaybe.Inputs,
			pulumi.StringPtrFromPtr(single),
			singleEventual,
		})
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), maybeResults); err != nil {
			return err
		}
		return nil
	})
}

// notNullList returns v, failing where it is null (nil), as PCL fails to
// loop over, measure or read from a null list.
func notNullList[T any](v []T) []T {
	if v == nil {
		panic("a null value is given where a list is required")
	}
	return v
}
