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

		// A choice between objects one of whose attributes is a map computed from
		// outputs in one branch and an object constructor of literals in the
		// other: the constructor is taken as that map, whatever its keys.
		flag := false
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{Inputs: pulumi.StringArray{pulumi.String("a"), pulumi.String("b")}})
		if err != nil {
			return err
		}
		settings := func() pulumi.Map {
			if flag {
				return pulumi.Map{
					"name": shuffle.Seed,
					"marks": shuffle.Results.ApplyT(func(results []string) (map[string]bool, error) {
						return func() map[string]bool {
							result := map[string]bool{}
							for k := range results {
								result[fmt.Sprintf("k%v", k)] = false
							}
							return result
						}(), nil
					}).(pulumi.BoolMapOutput),
					"details": pulumi.IntMap{"size": pulumi.Int(2)},
				}
			}
			return pulumi.Map{
				"name":  pulumi.String("fixed"),
				"marks": pulumi.BoolMap{"x-y": pulumi.Bool(true), "k1": pulumi.Bool(false)},
			}
		}()
		ctx.Export("marks", settings["marks"].(pulumi.BoolMapInput).ToBoolMapOutput())
		ctx.Export("name", settings["name"].(pulumi.StringPtrInput).ToStringPtrOutput())
		return nil
	})
}
