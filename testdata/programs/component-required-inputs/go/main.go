package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A component whose inputs are required (no default), optional (nullable)
		// and defaulted: leaving out a required one is an error in the generated
		// program's types too.
		seed, err := random.NewRandomInteger(ctx, "seed", &random.RandomIntegerArgs{Min: pulumi.Int(1), Max: pulumi.Int(3)})
		if err != nil {
			return err
		}
		minimal, err := NewBox(ctx, "minimal", &BoxArgs{Size: pulumi.Int(2)})
		if err != nil {
			return err
		}
		full, err := NewBox(ctx, "full", &BoxArgs{
			Size:  seed.Result,
			Label: pulumi.StringRef("full"),
			Note:  pulumi.StringRef("a note"),
		})
		if err != nil {
			return err
		}
		ctx.Export("minimalName", minimal.Name)
		ctx.Export("fullName", full.Name)
		return nil
	})
}
