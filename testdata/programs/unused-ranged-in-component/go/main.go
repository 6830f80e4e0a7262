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

		// Resources that nobody reads, created over every kind of range, in the
		// program and in a component (where each is a local variable of a function
		// in Python and Go, which linters and compilers hold to being used).
		enabled := true
		if param, err := cfg.TryBool("enabled"); err == nil {
			enabled = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var unreadFlag *random.RandomPet
		if enabled {
			res, err := random.NewRandomPet(ctx, "unreadFlag", nil)
			if err != nil {
				return err
			}
			unreadFlag = res
		}
		_ = unreadFlag
		parts, err := NewParts(ctx, "parts", &PartsArgs{Enabled: enabled})
		if err != nil {
			return err
		}
		_, err = NewParts(ctx, "skipped", &PartsArgs{Enabled: false})
		if err != nil {
			return err
		}
		ctx.Export("partsName", parts.Name)
		return nil
	})
}
