package main

import (
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Tuples and objects holding outputs beside plain values, which Go holds as
		// inputs, converted element by element where a collection of another
		// element type is taken: ints as numbers in a choice with a list of
		// numbers, numbers and bools as strings in a resource's input, directly,
		// in a choice and in a loop's value, and an object's as a map's, held or secret.
		sized, err := random.NewRandomInteger(ctx, "sized", &random.RandomIntegerArgs{Min: pulumi.Int(1), Max: pulumi.Int(9)})
		if err != nil {
			return err
		}
		counts := pulumi.IntArray{
			sized.Result.ApplyT(func(result int) (int, error) {
				return min(result, 10), nil
			}).(pulumi.IntOutput),
			pulumi.Int(3),
		}
		mixed := pulumi.Array{
			sized.ID().ToStringOutput(),
			pulumi.Int(5),
			pulumi.Bool(true),
		}
		labels := pulumi.Map{
			"count": sized.Result,
			"fixed": pulumi.Int(2),
			"flag":  pulumi.Bool(true),
		}
		chosen := pulumi.Map{"delta": func() pulumi.Float64Array {
			if true {
				return pulumi.Float64Array{pulumi.Float64(-2.75)}
			}
			return pulumi.Float64Array{
				counts[0].(pulumi.IntInput).ToIntOutput().ApplyT(func(counts2 int) (float64, error) {
					return float64(counts2), nil
				}).(pulumi.Float64Output),
				counts[1].(pulumi.IntInput).ToIntOutput().ApplyT(func(counts2 int) (float64, error) {
					return float64(counts2), nil
				}).(pulumi.Float64Output),
			}
		}()}
		unchosen := pulumi.Map{"delta": func() pulumi.Float64Array {
			if false {
				return pulumi.Float64Array{pulumi.Float64(-2.75)}
			}
			return pulumi.Float64Array{
				counts[0].(pulumi.IntInput).ToIntOutput().ApplyT(func(counts2 int) (float64, error) {
					return float64(counts2), nil
				}).(pulumi.Float64Output),
				counts[1].(pulumi.IntInput).ToIntOutput().ApplyT(func(counts2 int) (float64, error) {
					return float64(counts2), nil
				}).(pulumi.Float64Output),
			}
		}()}
		_, err = random.NewRandomShuffle(ctx, "shuffled", &random.RandomShuffleArgs{Inputs: pulumi.StringArray{
			mixed[0].(pulumi.StringInput).ToStringOutput(),
			mixed[1].(pulumi.IntInput).ToIntOutput().ApplyT(func(mixed2 int) (string, error) {
				return strconv.Itoa(mixed2), nil
			}).(pulumi.StringOutput),
			mixed[2].(pulumi.BoolInput).ToBoolOutput().ApplyT(func(mixed2 bool) (string, error) {
				return strconv.FormatBool(mixed2), nil
			}).(pulumi.StringOutput),
		}})
		if err != nil {
			return err
		}
		_, err = random.NewRandomShuffle(ctx, "chosenInputs", &random.RandomShuffleArgs{
			Inputs: func() pulumi.StringArray {
				if false {
					return pulumi.StringArray{pulumi.String("a")}
				}
				return pulumi.StringArray{
					mixed[0].(pulumi.StringInput).ToStringOutput(),
					mixed[1].(pulumi.IntInput).ToIntOutput().ApplyT(func(mixed2 int) (string, error) {
						return strconv.Itoa(mixed2), nil
					}).(pulumi.StringOutput),
					mixed[2].(pulumi.BoolInput).ToBoolOutput().ApplyT(func(mixed2 bool) (string, error) {
						return strconv.FormatBool(mixed2), nil
					}).(pulumi.StringOutput),
				}
			}(),
			Keepers: pulumi.StringMap{
				"count": labels["count"].(pulumi.IntInput).ToIntOutput().ApplyT(func(count int) (string, error) {
					return strconv.Itoa(count), nil
				}).(pulumi.StringOutput),
				"fixed": labels["fixed"].(pulumi.IntInput).ToIntOutput().ApplyT(func(fixed int) (string, error) {
					return strconv.Itoa(fixed), nil
				}).(pulumi.StringOutput),
				"flag": labels["flag"].(pulumi.BoolInput).ToBoolOutput().ApplyT(func(flag bool) (string, error) {
					return strconv.FormatBool(flag), nil
				}).(pulumi.StringOutput),
			},
		})
		if err != nil {
			return err
		}
		_, err = random.NewRandomShuffle(ctx, "secretKeepers", &random.RandomShuffleArgs{
			Inputs:  pulumi.StringArray{pulumi.String("b")},
			Keepers: pulumi.ToSecret(pulumi.StringMap{"count": pulumi.String("4"), "flag": pulumi.String("false")}).(pulumi.StringMapOutput),
		})
		if err != nil {
			return err
		}
		_, err = random.NewRandomShuffle(ctx, "looped", &random.RandomShuffleArgs{Inputs: func() pulumi.StringArray {
			result := pulumi.StringArray{}
			for _, n := range counts {
				result = append(result, n.ToIntOutput().ApplyT(func(n2 int) (string, error) {
					return strconv.Itoa(n2), nil
				}).(pulumi.StringOutput))
			}
			return result
		}()})
		if err != nil {
			return err
		}
		ctx.Export("chosen", chosen)
		ctx.Export("unchosen", unchosen)
		return nil
	})
}
