package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A component known only by its token, with no program directory: every
		// language registers it as a local component resource of that type.
		seed, err := random.NewRandomPet(ctx, "seed", &random.RandomPetArgs{Length: pulumi.Int(1)})
		if err != nil {
			return err
		}
		widget := &pulumi.ResourceState{}
		if err := ctx.RegisterComponentResourceV2("my:custom:Component", "widget", pulumi.Map{"aNumber": pulumi.Int(42), "aString": seed.ID()}, widget); err != nil {
			return err
		}
		_, err = random.NewRandomString(ctx, "after", &random.RandomStringArgs{Length: pulumi.Int(3)}, pulumi.DependsOn([]pulumi.Resource{widget}))
		if err != nil {
			return err
		}
		return nil
	})
}
