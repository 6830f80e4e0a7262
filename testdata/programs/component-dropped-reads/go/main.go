package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A component whose nodes are read only where lowering drops the reads:
		// the variables they are assigned to are never read in the function.
		parts, err := NewComp(ctx, "parts", &CompArgs{})
		if err != nil {
			return err
		}
		ctx.Export("sum", parts.Sum)
		ctx.Export("chosen", parts.Chosen)
		return nil
	})
}
