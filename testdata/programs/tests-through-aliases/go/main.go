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

		// Bools compared where a test of a local aliasing them (a local that is the
		// bool, a local of that local, a local that compares it) has narrowed them:
		// TypeScript narrows through const aliases, and finds the comparison of
		// true with false unintentional.
		enabled := false
		if param, err := cfg.TryBool("enabled"); err == nil {
			enabled = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		mode := "b"
		if param, err := cfg.Try("mode"); err == nil {
			mode = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		on := enabled
		onAgain := on
		isOn := enabled == true
		isA := mode == "a"
		_, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(func() int {
			if !on || enabled == false {
				return 1
			}
			return 2
		}())})
		if err != nil {
			return err
		}
		ctx.Export("alias", pulumi.Bool(!on || enabled == false))
		ctx.Export("aliasOfAlias", pulumi.Bool(func() bool {
			if onAgain {
				return enabled == false
			}
			return enabled == true
		}()))
		ctx.Export("comparison", pulumi.Bool(isOn || enabled == true))
		ctx.Export("stringComparison", pulumi.Bool(isA || mode == "a"))
		ctx.Export("secretBranch", func() pulumi.BoolOutput {
			if !on || enabled == false {
				return pulumi.Bool(on).ToBoolOutput()
			}
			return pulumi.ToSecret(pulumi.Bool(on)).(pulumi.BoolOutput)
		}())
		return nil
	})
}
