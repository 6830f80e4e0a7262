package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A resource whose version option chooses a schema whose version carries
		// build metadata (+exp.sha.1234): a Go module version cannot, so pcl2go -o
		// requires the SDK module at 4.11.2-alpha.1 and warns that it dropped it.
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)}, pulumi.Version("4.11.2-alpha.1+exp.sha.1234"))
		if err != nil {
			return err
		}
		ctx.Export("name", pet.ID())
		return nil
	})
}
