package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		c, err := NewComp(ctx, "c", &CompArgs{})
		if err != nil {
			return err
		}
		ctx.Export("read", pulumi.Array{c.Xray, c.Listed})
		return nil
	})
}
