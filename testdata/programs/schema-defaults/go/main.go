package main

import (
	"github.com/pulumi/pulumi-majortwo/sdk/v2/go/majortwo"
	"github.com/pulumi/pulumi-unversioned/sdk/go/unversioned"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Schemas without a version or Go metadata: unversioned has neither (its
		// project pins it at 0.0.0), majortwo's file name gives its version 2.4.0 (Go
		// imports it from the /v2 module). Each default is a warning, not an error.
		first, err := unversioned.NewThing(ctx, "first", &unversioned.ThingArgs{Label: pulumi.String("one")})
		if err != nil {
			return err
		}
		found := unversioned.LookupOutput(ctx, unversioned.LookupOutputArgs{Key: first.Label})
		second, err := majortwo.NewThing(ctx, "second", &majortwo.ThingArgs{Label: found.ApplyT(func(found2 unversioned.LookupResult) (string, error) {
			return found2.Value, nil
		}).(pulumi.StringOutput)})
		if err != nil {
			return err
		}
		ctx.Export("label", second.Label)
		return nil
	})
}
