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
		password, err := random.NewRandomPassword(ctx, "password", &random.RandomPasswordArgs{Length: pulumi.Int(12)})
		if err != nil {
			return err
		}
		count := 3
		if param, err := cfg.TryInt("count"); err == nil {
			count = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}

		// The element of a tuple at a constant index has that element's type, not
		// the type of all the tuple's elements.
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{
			Prefix:    pulumi.Array{password.Result, password.OverrideSpecial}[0].(pulumi.StringInput).ToStringOutput(),
			Separator: pulumi.String("-"),
			Length:    pulumi.Int(count),
		})
		if err != nil {
			return err
		}
		ctx.Export("prefix", pet.Prefix)
		return nil
	})
}
