package main

import (
	"errors"
	"slices"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// pclfuzz (seed 9116 and others): min and max of one number, of several, of
		// a list's numbers and of numbers followed by a list's, over numbers and
		// ints. Python's min and max take a single argument as an iterable; a list
		// expanded after other numbers joins them.
		var l []float64
		if err := cfg.TryObject("l", &l); errors.Is(err, config.ErrMissingVar) {
			l = []float64{4.0, 9.5, 2.0}
		} else if err != nil {
			return err
		}
		var li []int
		if err := cfg.TryObject("li", &li); errors.Is(err, config.ErrMissingVar) {
			li = []int{3, 1}
		} else if err != nil {
			return err
		}
		ctx.Export("one", pulumi.Int(14))
		ctx.Export("several", pulumi.Float64(max(1.0, 2.5, float64(-3))))
		ctx.Export("list", pulumi.Float64(slices.Min(l)))
		ctx.Export("numbersAndList", pulumi.Float64(slices.Max(append([]float64{3.0}, l...))))
		ctx.Export("numberAndInts", pulumi.Int(slices.Min(append([]int{5}, li...))))
		ctx.Export("ints", pulumi.Int(slices.Max(li)))
		return nil
	})
}
