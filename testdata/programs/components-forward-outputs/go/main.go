package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumix"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Two instances that read each other's outputs, the first before the second
		// is declared: first's size is second's size output, an output it computes
		// with (length = size + 1), and second's name is first's name output.
		deferredSecondSize, resolveSecondSize := pulumi.DeferredOutput[int](ctx.Context())
		secondSize := pulumix.Cast[pulumi.IntOutput, int](deferredSecondSize)
		first, err := NewFirst(ctx, "first", &FirstArgs{Size: secondSize})
		if err != nil {
			return err
		}
		second, err := NewSecond(ctx, "second", &SecondArgs{Name: first.Name})
		if err != nil {
			return err
		}
		resolveSecondSize(second.Size)
		ctx.Export("firstName", first.Name)
		ctx.Export("secondSize", second.Size)
		return nil
	})
}
