package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A component input set from a resource's output and used inside the
		// component as a resource option (replacementTrigger), which takes outputs.
		pet, err := random.NewRandomPet(ctx, "pet", nil)
		if err != nil {
			return err
		}
		triggered, err := NewTriggered(ctx, "triggered", &TriggeredArgs{Trigger: pet.ID()})
		if err != nil {
			return err
		}
		ctx.Export("word", triggered.Word)
		return nil
	})
}
