package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A component whose unread locals are named like text its code prints.
		parts, err := NewComp(ctx, "parts", &CompArgs{Items: []int{1, 2}})
		if err != nil {
			return err
		}
		ctx.Export("keyed", parts.Keyed)
		ctx.Export("text", parts.Text)
		return nil
	})
}
