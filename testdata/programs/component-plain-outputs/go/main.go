package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A component's outputs are outputs to the program that uses it, those with
		// plain values too: read directly, through a local, in a comparison, a
		// template and a loop.
		c, err := NewComp(ctx, "c", &CompArgs{N: 2})
		if err != nil {
			return err
		}
		count := c.PlainNumber
		names := c.PlainNames
		ctx.Export("doubled", c.PlainNumber.ApplyT(func(plainNumber int) (int, error) {
			return plainNumber * 2, nil
		}).(pulumi.IntOutput))
		ctx.Export("positive", count.ApplyT(func(count2 int) (bool, error) {
			return count2 >= 1, nil
		}).(pulumi.BoolOutput))
		ctx.Export("text", pulumi.Sprintf("%v!", c.PlainText))
		ctx.Export("upper", names.ApplyT(func(names2 []string) ([]string, error) {
			return func() []string {
				result := []string{}
				for _, s := range names2 {
					result = append(result, s+"-x")
				}
				return result
			}(), nil
		}).(pulumi.StringArrayOutput))
		return nil
	})
}
