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

		// A resource whose range is false is null, and reading an attribute of null
		// fails: the run fails where the program reads extra.id without a guard.
		createExtra := false
		if param, err := cfg.TryBool("createExtra"); err == nil {
			createExtra = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var extra *random.RandomPet
		if createExtra {
			res, err := random.NewRandomPet(ctx, "extra", nil)
			if err != nil {
				return err
			}
			extra = res
		}
		_, err := random.NewRandomPet(ctx, "reader", &random.RandomPetArgs{Prefix: pulumi.Sprintf("read-%v", extra.ID().ToStringOutput())})
		if err != nil {
			return err
		}
		return nil
	})
}
