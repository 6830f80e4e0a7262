package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Components whose outputs are choices of tuples of different lengths (a
		// union without null, which the check for resource-valued outputs once
		// recursed into forever), and of a resource or another: read whole, by
		// index and by length.
		short, err := NewComp(ctx, "short", &CompArgs{Pick: true})
		if err != nil {
			return err
		}
		long, err := NewComp(ctx, "long", &CompArgs{Pick: false})
		if err != nil {
			return err
		}
		ctx.Export("shortValues", short.Values)
		ctx.Export("longCount", long.Values.ApplyT(func(values []interface{}) (int, error) {
			return len(values), nil
		}).(pulumi.IntOutput))
		ctx.Export("longLast", long.Values.ApplyT(func(values []interface{}) (interface{}, error) {
			return values[2], nil
		}).(pulumi.AnyOutput))
		ctx.Export("petName", long.Pet)
		return nil
	})
}
