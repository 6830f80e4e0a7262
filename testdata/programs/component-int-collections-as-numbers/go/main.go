package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A component's outputs computed as collections of ints where PCL types
		// them as collections of numbers: the component's fields hold numbers.
		numbers, err := NewNumbers(ctx, "numbers", &NumbersArgs{})
		if err != nil {
			return err
		}
		ctx.Export("listed", numbers.Listed)
		ctx.Export("filtered", numbers.Filtered)
		ctx.Export("mapped", numbers.Mapped)
		ctx.Export("nested", numbers.Nested)
		ctx.Export("total", numbers.Single.ApplyT(func(single int) (float64, error) {
			return float64(single) + 0.5, nil
		}).(pulumi.Float64Output))
		ctx.Export("throughLocals", pulumi.Array{
			numbers.Local.ApplyT(func(local int) (float64, error) {
				return float64(local) + 0.5, nil
			}).(pulumi.Float64Output),
			numbers.LocalListed,
			numbers.LocalNested,
		})
		return nil
	})
}
