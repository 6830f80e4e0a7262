package main

import (
	"errors"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Locals that hold outputs among plain values: Go holds each as an input
		// collection (pulumi.StringArray, pulumi.Map), whose elements are read as
		// outputs, the plain ones too; a secret element keeps its neighbours plain.
		suffix := "dev"
		if param, err := cfg.Try("suffix"); err == nil {
			suffix = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", nil)
		if err != nil {
			return err
		}
		names := pulumi.StringArray{pet.ID(), pulumi.String("fixed-" + suffix)}
		labels := pulumi.StringMap{"id": pet.ID(), "env": pulumi.String("prod")}
		mixed := pulumi.Map{"id": pet.ID().ToStringOutput(), "size": pulumi.Int(3)}
		shuffled := pulumi.Map{
			"x-y":    pulumi.StringArray{pulumi.String("pre " + suffix), pulumi.String("post")},
			"hidden": pulumi.ToSecret(pulumi.Array{}).(pulumi.ArrayOutput),
		}
		counts := pulumi.Map{
			"alpha": pulumi.String("a"),
			"beta":  pulumi.ToSecret(pulumi.Int(3)).(pulumi.IntOutput),
		}
		_, err = random.NewRandomPet(ctx, "second", &random.RandomPetArgs{
			Prefix:    names[1].(pulumi.StringInput).ToStringOutput(),
			Separator: labels["env"].(pulumi.StringInput).ToStringOutput(),
		})
		if err != nil {
			return err
		}
		_, err = random.NewRandomPet(ctx, "third", &random.RandomPetArgs{
			Prefix:    names[0].(pulumi.StringInput).ToStringOutput(),
			Separator: labels["id"].(pulumi.StringInput).ToStringOutput(),
			Length:    mixed["size"].(pulumi.IntInput).ToIntOutput(),
		})
		if err != nil {
			return err
		}
		_, err = random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{Inputs: shuffled["x-y"].(pulumi.StringArrayInput).ToStringArrayOutput()})
		if err != nil {
			return err
		}
		_, err = random.NewRandomPet(ctx, "fourth", &random.RandomPetArgs{Prefix: counts["alpha"].(pulumi.StringInput).ToStringOutput()})
		if err != nil {
			return err
		}
		ctx.Export("firstName", names[0].(pulumi.StringInput).ToStringOutput())
		ctx.Export("sizePlusOne", counts["beta"].(pulumi.IntInput).ToIntOutput().ApplyT(func(beta int) (int, error) {
			return beta + 1, nil
		}).(pulumi.IntOutput))
		ctx.Export("whole", mixed)
		ctx.Export("listLength", shuffled["x-y"].(pulumi.StringArrayInput).ToStringArrayOutput().ApplyT(func(shuffled2 []string) (int, error) {
			return len(shuffled2), nil
		}).(pulumi.IntOutput))
		ctx.Export("secondOfList", shuffled["x-y"].(pulumi.StringArrayInput).ToStringArrayOutput().ApplyT(func(shuffled2 []string) (string, error) {
			return shuffled2[1], nil
		}).(pulumi.StringOutput))
		return nil
	})
}
