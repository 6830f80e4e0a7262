package main

import (
	"errors"
	"fmt"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Resources ranged over values computed from a secret config: the binder
		// types the ranges plain, every backend reads the secret as an output, so
		// the resources are created in an apply and the references to them are
		// outputs of their collections.
		sizePlain := -2
		if param, err := cfg.TryInt("size"); err == nil {
			sizePlain = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		size := pulumi.ToSecret(pulumi.Int(sizePlain)).(pulumi.IntOutput)
		counted := pulumi.Unsecret(size.ApplyT(func(size2 int) (int, error) {
			return func() int {
				if size2 > 0 {
					return 1
				}
				return 2
			}(), nil
		}).(pulumi.IntOutput)).(pulumi.IntOutput).ApplyT(func(v int) ([]*random.RandomPet, error) {
			var resources []*random.RandomPet
			for index := 0; index < v; index++ {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("counted-%v", index), &random.RandomPetArgs{Length: pulumi.Int(2)})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)
		listed := pulumi.Unsecret(size.ApplyT(func(size2 int) ([]string, error) {
			return func() []string {
				result := []string{}
				for _, i := range func() []int {
					result2 := []int{}
					start, limit, step := 0, func() int {
						if size2 > 0 {
							return 1
						}
						return 3
					}(), 1
					for i2 := start; (step > 0 && i2 < limit) || (step < 0 && i2 > limit); i2 += step {
						result2 = append(result2, i2)
					}
					return result2
				}() {
					result = append(result, fmt.Sprintf("x%v", i))
				}
				return result
			}(), nil
		}).(pulumi.StringArrayOutput)).(pulumi.StringArrayOutput).ApplyT(func(v []string) ([]*random.RandomPet, error) {
			var resources []*random.RandomPet
			for index := range v {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("listed-%v", index), &random.RandomPetArgs{Length: pulumi.Int(3)})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)
		_, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{Inputs: counted.ApplyT(func(counted2 []*random.RandomPet) (pulumi.StringArrayOutput, error) {
			return func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, item := range counted2 {
					result = append(result, item.ID())
				}
				return result
			}().ToStringArrayOutput(), nil
		}).(pulumi.StringArrayOutput)})
		if err != nil {
			return err
		}
		ctx.Export("first", counted.ApplyT(func(counted2 []*random.RandomPet) (pulumi.StringOutput, error) {
			return counted2[0].ID().ToStringOutput(), nil
		}).(pulumi.StringOutput))
		ctx.Export("count", listed.ApplyT(func(listed2 []*random.RandomPet) (int, error) {
			return len(listed2), nil
		}).(pulumi.IntOutput))
		ctx.Export("ids", listed.ApplyT(func(listed2 []*random.RandomPet) (pulumi.StringArrayOutput, error) {
			return func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, p := range listed2 {
					result = append(result, p.ID())
				}
				return result
			}().ToStringArrayOutput(), nil
		}).(pulumi.StringArrayOutput))
		return nil
	})
}
