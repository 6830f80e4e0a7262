package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Locals holding an int output among numbers, which Go holds as a
		// pulumi.Float64Array or pulumi.Float64Map: an element read as the int its
		// type says (an input, an output, arithmetic, a list of ints).
		seeded, err := random.NewRandomInteger(ctx, "seeded", &random.RandomIntegerArgs{Min: pulumi.Int(1), Max: pulumi.Int(10)})
		if err != nil {
			return err
		}
		mixed := pulumi.Float64Array{
			seeded.Result.ApplyT(func(result int) (int, error) {
				return result + result, nil
			}).(pulumi.IntOutput).ApplyT(func(v int) float64 {
				return float64(v)
			}).(pulumi.Float64Output),
			pulumi.Float64(3.0 / 2.0),
		}
		named := pulumi.Float64Map{
			"whole": seeded.Result.ApplyT(func(v int) float64 {
				return float64(v)
			}).(pulumi.Float64Output),
			"half": pulumi.Float64(1.0 / 2.0),
		}
		_, err = random.NewRandomInteger(ctx, "bounded", &random.RandomIntegerArgs{
			Min: mixed[0].(pulumi.Float64Input).ToFloat64Output().ApplyT(func(v float64) int {
				return int(v)
			}).(pulumi.IntOutput),
			Max: named["whole"].(pulumi.Float64Input).ToFloat64Output().ApplyT(func(v float64) int {
				return int(v)
			}).(pulumi.IntOutput).ApplyT(func(whole int) (int, error) {
				return whole + 10, nil
			}).(pulumi.IntOutput),
		})
		if err != nil {
			return err
		}
		ctx.Export("first", mixed[0].(pulumi.Float64Input).ToFloat64Output().ApplyT(func(v float64) int {
			return int(v)
		}).(pulumi.IntOutput))
		ctx.Export("firstPlus", mixed[0].(pulumi.Float64Input).ToFloat64Output().ApplyT(func(v float64) int {
			return int(v)
		}).(pulumi.IntOutput).ApplyT(func(mixed2 int) (int, error) {
			return mixed2 + 1, nil
		}).(pulumi.IntOutput))
		ctx.Export("second", mixed[1].(pulumi.Float64Input).ToFloat64Output())
		ctx.Export("whole", named["whole"].(pulumi.Float64Input).ToFloat64Output().ApplyT(func(v float64) int {
			return int(v)
		}).(pulumi.IntOutput))
		ctx.Export("count", pulumi.Int(len(pulumi.IntArray{
			mixed[0].(pulumi.Float64Input).ToFloat64Output().ApplyT(func(v float64) int {
				return int(v)
			}).(pulumi.IntOutput),
			named["whole"].(pulumi.Float64Input).ToFloat64Output().ApplyT(func(v float64) int {
				return int(v)
			}).(pulumi.IntOutput),
		})))
		return nil
	})
}
