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

		// Negations of negative values, which Go must not print as a decrement
		// (--x): of literals, of config, of outputs, of negations in parentheses,
		// in every position.
		step := 3
		if param, err := cfg.TryInt("step"); err == nil {
			step = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		scale := -1.5
		if param, err := cfg.TryFloat64("scale"); err == nil {
			scale = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(-(-2))})
		if err != nil {
			return err
		}
		var counted []*random.RandomPet
		for index := 0; index < -(-step)-1; index++ {
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("counted-%v", index), &random.RandomPetArgs{Length: pulumi.Int(-(-(-(-index))) + 1)})
			if err != nil {
				return err
			}
			counted = append(counted, res)
		}
		_ = counted
		twice := -(-scale)
		ctx.Export("literal", pulumi.Int(-(-1)))
		ctx.Export("fromConfig", pulumi.Int(-(-step)+-(-(-step))))
		ctx.Export("fromOutput", pet.Length.ApplyT(func(length int) (int, error) {
			return -(-length), nil
		}).(pulumi.IntOutput))
		ctx.Export("local", pulumi.Float64(twice))
		ctx.Export("inFor", func() pulumi.Array {
			result := pulumi.Array{}
			for _, v := range []int{1, -2} {
				result = append(result, pulumi.Int(-(-v)))
			}
			return result
		}())
		ctx.Export("notNot", pulumi.Bool(!!(step > 2)))
		return nil
	})
}
