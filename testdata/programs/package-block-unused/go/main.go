package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Package blocks whose schemas are not at hand and that nothing uses: each is
		// a warning (the block is ignored), not an error, whatever form names the
		// package. The package block of random, whose schema is there, pins it.
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		ctx.Export("name", pet.ID())
		return nil
	})
}
