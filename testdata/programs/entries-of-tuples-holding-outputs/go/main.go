package main

import (
	"errors"
	"fmt"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")
		countPlain := 7
		if param, err := cfg.TryInt("count"); err == nil {
			countPlain = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		count := pulumi.ToSecret(pulumi.Int(countPlain)).(pulumi.IntOutput)
		largest := count.ApplyT(func(count2 int) (int, error) {
			return count2, nil
		}).(pulumi.IntOutput)
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{Inputs: largest.ApplyT(func(largest2 int) ([]string, error) {
			return func() []string {
				result := []string{}
				for _, entry := range func() []map[string]int {
					result2 := []map[string]int{}
					for k, v := range []int{largest2 % 5, 14, 6} {
						result2 = append(result2, map[string]int{"key": k, "value": v})
					}
					return result2
				}() {
					result = append(result, fmt.Sprintf("%v: %v", entry["key"], entry["value"]))
				}
				return result
			}(), nil
		}).(pulumi.StringArrayOutput)})
		if err != nil {
			return err
		}
		ctx.Export("results", shuffle.Results)
		return nil
	})
}
