package main

import (
	"errors"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Issue 12 item 17: a list of optional values keeps its parentheses in the
		// TypeScript type, whatever the element type.
		var people []map[string]string
		if err := cfg.TryObject("people", &people); errors.Is(err, config.ErrMissingVar) {
			people = []map[string]string{{"name": "a"}, nil}
		} else if err != nil {
			return err
		}
		var names []*string
		if err := cfg.TryObject("names", &names); errors.Is(err, config.ErrMissingVar) {
			names = []*string{pulumi.StringRef("b"), nil}
		} else if err != nil {
			return err
		}
		var nested [][]*float64
		if err := cfg.TryObject("nested", &nested); errors.Is(err, config.ErrMissingVar) {
			nested = [][]*float64{{pulumi.Float64Ref(1.0), nil}, nil}
		} else if err != nil {
			return err
		}
		ctx.Export("people", pulumi.Int(len(people)))
		ctx.Export("names", func() pulumi.Array {
			result := pulumi.Array{}
			for _, n := range names {
				if !(n != nil) {
					continue
				}
				result = append(result, pulumi.StringPtrFromPtr(n))
			}
			return result
		}())
		ctx.Export("nested", pulumi.Int(len(nested)))
		return nil
	})
}
