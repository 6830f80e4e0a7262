package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Two doors, each with its own greeting: a component used twice.

		front, err := NewDoor(ctx, "front", &DoorArgs{Guest: "visitors"})
		if err != nil {
			return err
		}
		back, err := NewDoor(ctx, "back", &DoorArgs{Guest: "staff", Loud: pulumi.BoolRef(true)})
		if err != nil {
			return err
		}
		ctx.Export("sizes", pulumi.Array{front.Size, back.Size})
		return nil
	})
}
