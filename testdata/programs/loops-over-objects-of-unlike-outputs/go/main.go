package main

import (
	"maps"
	"slices"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Loops over objects whose values are outputs of unlike types (an optional
		// int and an int, an optional bool and a bool): each value is an output of
		// their unified type.
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{
			Inputs:      pulumi.StringArray{pulumi.String("a"), pulumi.String("b"), pulumi.String("c")},
			ResultCount: pulumi.Int(2),
		})
		if err != nil {
			return err
		}
		number, err := random.NewRandomInteger(ctx, "number", &random.RandomIntegerArgs{Min: pulumi.Int(1), Max: pulumi.Int(9)})
		if err != nil {
			return err
		}
		image, err := ec2.NewAmi(ctx, "image", &ec2.AmiArgs{Name: pulumi.String("image"), EnaSupport: pulumi.Bool(true)})
		if err != nil {
			return err
		}
		counts := pulumi.Map{"picked": shuffle.ResultCount, "drawn": number.Result}
		ctx.Export("incremented", func() pulumi.Array {
			result := pulumi.Array{}
			collection := counts
			for _, key := range slices.Sorted(maps.Keys(collection)) {
				v := func() pulumi.IntPtrInput {
					if collection[key] == nil {
						return pulumi.Any(nil).ApplyT(func(interface{}) *int {
							return nil
						}).(pulumi.IntPtrOutput)
					}
					return collection[key].(pulumi.IntPtrInput)
				}()
				result = append(result, v.ToIntPtrOutput().ApplyT(func(v2 *int) (int, error) {
					return *v2 + 1, nil
				}).(pulumi.IntOutput))
			}
			return result
		}())
		ctx.Export("named", func() pulumi.Map {
			result := pulumi.Map{}
			collection := pulumi.Map{"a": shuffle.ResultCount, "b": number.Result}
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := func() pulumi.IntPtrInput {
					if collection[k] == nil {
						return pulumi.Any(nil).ApplyT(func(interface{}) *int {
							return nil
						}).(pulumi.IntPtrOutput)
					}
					return collection[k].(pulumi.IntPtrInput)
				}()
				result[k] = v.ToIntPtrOutput().ApplyT(func(v2 *int) (int, error) {
					return *v2 * 2, nil
				}).(pulumi.IntOutput)
			}
			return result
		}())
		ctx.Export("flags", func() pulumi.Array {
			result := pulumi.Array{}
			collection := pulumi.Map{"a": image.EnaSupport, "b": image.ManageEbsSnapshots}
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := func() pulumi.BoolPtrInput {
					if collection[k] == nil {
						return pulumi.Any(nil).ApplyT(func(interface{}) *bool {
							return nil
						}).(pulumi.BoolPtrOutput)
					}
					return collection[k].(pulumi.BoolPtrInput)
				}()
				result = append(result, v.ToBoolPtrOutput().ApplyT(func(v2 *bool) (string, error) {
					return func() string {
						if *v2 {
							return k
						}
						return "off"
					}(), nil
				}).(pulumi.StringOutput))
			}
			return result
		}())
		return nil
	})
}
