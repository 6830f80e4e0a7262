package main

import (
	"errors"
	"maps"
	"slices"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Choices of lists (and maps) of secrets of other types in each branch,
		// read by index, by length and by a for expression.
		flag := false
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		chosen := func() pulumi.MapArray {
			if func() (ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				_ = flag
				return true
			}() {
				return pulumi.MapArray{
					pulumi.ToSecret(pulumi.Map{}).(pulumi.MapOutput),
					pulumi.Map{"a": nil, "b": pulumi.Float64(-2.75)},
				}
			}
			return pulumi.MapArray{pulumi.Map{"c": pulumi.Float64(1.5), "d": pulumi.Int(3)}}
		}()
		byName := func() pulumi.Map {
			if flag {
				return pulumi.Map{"x": pulumi.ToSecret(pulumi.Int(1)).(pulumi.IntOutput)}
			}
			return pulumi.Map{
				"y": pulumi.ToSecret(pulumi.Float64(2.5)).(pulumi.Float64Output),
				"z": pulumi.ToSecret(pulumi.Int(3)).(pulumi.IntOutput),
			}
		}()
		nested := func() pulumi.IntArrayArray {
			if flag {
				return pulumi.IntArrayArray{pulumi.ToSecret(pulumi.IntArray{pulumi.Int(1)}).(pulumi.IntArrayOutput)}
			}
			return pulumi.IntArrayArray{
				pulumi.ToSecret(pulumi.IntArray{}).(pulumi.IntArrayOutput),
				pulumi.ToSecret(pulumi.IntArray{pulumi.Int(2), pulumi.Int(3)}).(pulumi.IntArrayOutput),
			}
		}()
		ctx.Export("first", chosen[0].(pulumi.MapInput).ToMapOutput())
		ctx.Export("count", pulumi.Int(len(chosen)))
		ctx.Export("keys", func() pulumi.Array {
			result := pulumi.Array{}
			collection := byName
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				result = append(result, pulumi.String(k))
			}
			return result
		}())
		ctx.Export("sum", byName["y"].(pulumi.Float64PtrInput).ToFloat64PtrOutput().ApplyT(func(byName2 *float64) (float64, error) {
			return *byName2 + 1.0, nil
		}).(pulumi.Float64Output))
		ctx.Export("nestedFirst", nested[1].(pulumi.IntArrayInput).ToIntArrayOutput())
		return nil
	})
}
