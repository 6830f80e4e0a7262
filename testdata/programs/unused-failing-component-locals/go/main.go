package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A local of a component that nothing reads still fails the run where
		// its evaluation does.
		checks, err := NewChecks(ctx, "checks", &ChecksArgs{Count: 2})
		if err != nil {
			return err
		}
		ctx.Export("count", checks.Count)
		return nil
	})
}
