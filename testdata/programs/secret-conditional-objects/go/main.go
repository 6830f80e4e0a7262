package main

import (
	"errors"
	"fmt"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// secret (and the outputs made of values) of a conditional between object
		// constructors of different keys, one holding outputs: the value is the
		// map of their unified type, which the map input takes.
		flag := true
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		ranged := pulumi.Unsecret(pulumi.ToSecret(pulumi.StringArray{pulumi.String("p"), pulumi.String("q")}).(pulumi.StringArrayOutput)).(pulumi.StringArrayOutput).ApplyT(func(secret []string) ([]*random.RandomUuid, error) {
			var resources []*random.RandomUuid
			for index, value := range secret {
				res, err := random.NewRandomUuid(ctx, fmt.Sprintf("ranged-%v", index), &random.RandomUuidArgs{Keepers: pulumi.ToSecret(func() pulumi.StringMap {
					if flag {
						return pulumi.StringMap{"x-y": pulumi.ToSecret(pulumi.String(value)).(pulumi.StringOutput)}
					}
					return pulumi.StringMap{"null": pulumi.String("a"), "for": pulumi.String("b")}
				}()).(pulumi.StringMapOutput)})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomUuidArrayOutput)
		_, err = random.NewRandomUuid(ctx, "single", &random.RandomUuidArgs{Keepers: pulumi.ToSecret(func() pulumi.StringMap {
			if !flag {
				return pulumi.StringMap{"a": pulumi.String("x")}
			}
			return pulumi.StringMap{"b": pet.ID(), "c": pulumi.String("y")}
		}()).(pulumi.StringMapOutput)})
		if err != nil {
			return err
		}
		ctx.Export("chosen", pulumi.ToSecret(func() pulumi.StringArray {
			if flag {
				return pulumi.StringArray{pet.ID(), pulumi.String("z")}
			}
			return pulumi.StringArray{pulumi.String("w")}
		}()).(pulumi.StringArrayOutput))
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), ranged); err != nil {
			return err
		}
		return nil
	})
}
