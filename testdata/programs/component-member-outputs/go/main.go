package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A component's outputs named like members of the SDKs' component resource
		// class (its URN's getter, registerOutputs, getProvider) are fields of
		// their own, which neither shadow the members the SDK calls nor are
		// shadowed by them.
		parts, err := NewParts(ctx, "parts", &PartsArgs{Size: 3})
		if err != nil {
			return err
		}
		ctx.Export("registered", parts.RegisterOutputs)
		ctx.Export("provider", parts.GetProvider)
		return nil
	})
}
