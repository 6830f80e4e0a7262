package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		first, err := NewParts(ctx, "first", &PartsArgs{})
		if err != nil {
			return err
		}
		second, err := NewParts(ctx, "second", &PartsArgs{Pick: pulumi.BoolRef(true)})
		if err != nil {
			return err
		}
		ctx.Export("firstFields", first.Fields)
		ctx.Export("secondNames", second.Names)
		ctx.Export("firstByName", first.ByName)
		return nil
	})
}
