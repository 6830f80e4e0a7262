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
		flag := false
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", nil)
		if err != nil {
			return err
		}
		id, err := random.NewRandomId(ctx, "id", &random.RandomIdArgs{
			ByteLength: pulumi.Int(4),
			Keepers: func() pulumi.StringMap {
				if flag {
					return pulumi.StringMap{
						"Key": pulumi.Unsecret(pulumi.ToSecret(pulumi.String("12")).(pulumi.StringOutput)).(pulumi.StringOutput),
						"for": pulumi.String("x"),
					}
				}
				return pulumi.StringMap{"k1": pet.URN()}
			}(),
		})
		if err != nil {
			return err
		}
		ctx.Export("keepers", id.Keepers)
		return nil
	})
}
