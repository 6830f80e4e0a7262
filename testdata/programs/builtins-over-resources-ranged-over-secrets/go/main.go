package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Resources ranged over a value read from a secret are an output of their
		// list; the builtins over their attributes, inside tuples and alone, are
		// outputs too.
		var namesPlain []string
		if err := cfg.TryObject("names", &namesPlain); errors.Is(err, config.ErrMissingVar) {
			namesPlain = []string{"a", "b"}
		} else if err != nil {
			return err
		}
		names := pulumi.ToSecret(pulumi.ToStringArray(namesPlain)).(pulumi.StringArrayOutput)
		pets := pulumi.Unsecret(names.ApplyT(func(names2 []string) ([]string, error) {
			return func() []string {
				result := []string{}
				for _, n := range names2 {
					result = append(result, n)
				}
				return result
			}(), nil
		}).(pulumi.StringArrayOutput)).(pulumi.StringArrayOutput).ApplyT(func(v []string) ([]*random.RandomPet, error) {
			var resources []*random.RandomPet
			for index := range v {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("pets-%v", index), &random.RandomPetArgs{Prefix: pulumi.String("p")})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{Inputs: pets.ApplyT(func(pets2 []*random.RandomPet) (pulumi.StringArrayOutput, error) {
			return func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, item := range pets2 {
					result = append(result, item.URN())
				}
				return result
			}().ToStringArrayOutput(), nil
		}).(pulumi.StringArrayOutput).ApplyT(func(v []string) ([]string, error) {
			return func() []string {
				list := [][]string{v}
				if len(list) == 0 {
					return nil
				}
				if len(list) != 1 {
					panic("singleOrNone: the list has more than one element")
				}
				return list[0]
			}(), nil
		}).(pulumi.StringArrayOutput)})
		if err != nil {
			return err
		}
		joined, err := random.NewRandomShuffle(ctx, "joined", &random.RandomShuffleArgs{Inputs: pulumi.StringArray{
			pets.ApplyT(func(pets2 []*random.RandomPet) (pulumi.StringArrayOutput, error) {
				return func() pulumi.StringArray {
					result := pulumi.StringArray{}
					for _, item := range pets2 {
						result = append(result, item.ID())
					}
					return result
				}().ToStringArrayOutput(), nil
			}).(pulumi.StringArrayOutput).ApplyT(func(v []string) (string, error) {
				return strings.Join(v, ","), nil
			}).(pulumi.StringOutput),
			pulumi.ToOutput(pulumi.Array{pets.ApplyT(func(pets2 []*random.RandomPet) (pulumi.ArrayOutput, error) {
				return func() pulumi.Array {
					result := pulumi.Array{}
					for _, item := range pets2 {
						result = append(result, item.Prefix)
					}
					return result
				}().ToArrayOutput(), nil
			}).(pulumi.ArrayOutput)}).ApplyT(func(v interface{}) (string, error) {
				data, err := json.Marshal(v)
				return string(data), err
			}).(pulumi.StringOutput),
		}})
		if err != nil {
			return err
		}
		ctx.Export("results", shuffle.Results)
		ctx.Export("joinedResults", joined.Results)
		ctx.Export("first", pulumi.ToStringArray(func() []string {
			_ = pulumi.Array{
				pets.ApplyT(func(pets2 []*random.RandomPet) (pulumi.StringArrayOutput, error) {
					return func() pulumi.StringArray {
						result := pulumi.StringArray{}
						for _, item := range pets2 {
							result = append(result, item.ID())
						}
						return result
					}().ToStringArrayOutput(), nil
				}).(pulumi.StringArrayOutput),
				pulumi.StringArray{pulumi.String("x")},
			}
			return []string{"x"}
		}()))
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
