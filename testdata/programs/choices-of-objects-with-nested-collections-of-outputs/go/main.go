package main

import (
	"errors"
	"maps"
	"slices"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")
		flag := true
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{
			Inputs:      pulumi.StringArray{pulumi.String("a"), pulumi.String("b"), pulumi.String("c")},
			ResultCount: pulumi.Int(2),
		})
		if err != nil {
			return err
		}
		mapChoice := func() pulumi.Map {
			if flag {
				return pulumi.Map{
					"maybe":  nil,
					"counts": pulumi.Map{"a.b": pulumi.Int(14), "x-y": pulumi.Int(16)},
					"name":   pulumi.String("plain"),
				}
			}
			return pulumi.Map{
				"maybe": shuffle.ResultCount,
				"counts": func() pulumi.Map {
					result := pulumi.Map{}
					collection := map[string]int{"a": 1}
					for _, k := range slices.Sorted(maps.Keys(collection)) {
						result["k"+k] = shuffle.ResultCount
					}
					return result
				}(),
				"name": shuffle.URN().ToStringOutput(),
			}
		}()
		listChoice := func() pulumi.Map {
			if !flag {
				return pulumi.Map{
					"label": shuffle.ID().ToStringOutput(),
					"items": pulumi.Array{pulumi.Int(1), pulumi.Int(2)},
				}
			}
			return pulumi.Map{"items": func() pulumi.Array {
				result := pulumi.Array{}
				for range []int{1} {
					result = append(result, shuffle.ResultCount)
				}
				return result
			}()}
		}()
		ctx.Export("mapChoice", mapChoice)
		ctx.Export("listChoice", listChoice)
		return nil
	})
}
