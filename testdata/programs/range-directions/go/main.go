package main

import (
	"errors"
	"fmt"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// range counts up by 1 unless given a step, and a step that leads away
		// from the limit makes an empty list: range(-1) and range(5, 1) are empty.
		limit := -2
		if param, err := cfg.TryInt("limit"); err == nil {
			limit = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		ctx.Export("belowZero", pulumi.ToIntArray(func() []int {
			result := []int{}
			start, limit2, step := 0, -1, 1
			for i := start; (step > 0 && i < limit2) || (step < 0 && i > limit2); i += step {
				result = append(result, i)
			}
			return result
		}()))
		ctx.Export("fromConfig", pulumi.ToIntArray(func() []int {
			result := []int{}
			start, limit2, step := 0, limit, 1
			for i := start; (step > 0 && i < limit2) || (step < 0 && i > limit2); i += step {
				result = append(result, i)
			}
			return result
		}()))
		ctx.Export("startPastLimit", pulumi.ToIntArray(func() []int {
			result := []int{}
			start, limit2, step := 5, 1, 1
			for i := start; (step > 0 && i < limit2) || (step < 0 && i > limit2); i += step {
				result = append(result, i)
			}
			return result
		}()))
		ctx.Export("awayFromLimit", pulumi.ToIntArray(func() []int {
			result := []int{}
			start, limit2, step := 0, 10, -1
			for i := start; (step > 0 && i < limit2) || (step < 0 && i > limit2); i += step {
				result = append(result, i)
			}
			return result
		}()))
		ctx.Export("down", pulumi.ToIntArray(func() []int {
			result := []int{}
			start, limit2, step := 3, limit, -2
			for i := start; (step > 0 && i < limit2) || (step < 0 && i > limit2); i += step {
				result = append(result, i)
			}
			return result
		}()))
		ctx.Export("names", func() pulumi.Array {
			result := pulumi.Array{}
			for _, i := range func() []int {
				result2 := []int{}
				start, limit2, step := limit, 2, 1
				for i2 := start; (step > 0 && i2 < limit2) || (step < 0 && i2 > limit2); i2 += step {
					result2 = append(result2, i2)
				}
				return result2
			}() {
				result = append(result, pulumi.String(fmt.Sprintf("n%v", i)))
			}
			return result
		}())
		return nil
	})
}
