package main

import (
	"fmt"
	"maps"
	"slices"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Invokes PCL calls in their plain form whose arguments loop over
		// collections holding an output (entries of a map, a tuple, an object),
		// reading only the plain parts of their elements; Go holds such
		// collections as inputs and reads each element as an output, so it calls
		// them in their output form. Their results are read as values, in a
		// resource's input, ranges, loops, another invoke's arguments and outputs.
		sized, err := random.NewRandomInteger(ctx, "sized", &random.RandomIntegerArgs{Max: pulumi.Int(5), Min: pulumi.Int(1)})
		if err != nil {
			return err
		}
		image := ec2.LookupAmiOutput(ctx, ec2.LookupAmiOutputArgs{
			Filters: func() ec2.GetAmiFilterArray {
				result := ec2.GetAmiFilterArray{}
				collection := func() pulumi.MapArray {
					result2 := pulumi.MapArray{}
					collection := pulumi.IntMap{"name": sized.Result}
					for _, key := range slices.Sorted(maps.Keys(collection)) {
						value := collection[key]
						result2 = append(result2, pulumi.Map{"key": pulumi.String(key), "value": value.ToIntOutput()})
					}
					return result2
				}()
				for i, entry := range collection {
					result = append(result, &ec2.GetAmiFilterArgs{
						Name: pulumi.ToOutput(entry).(pulumi.MapOutput).ApplyT(func(entry2 map[string]interface{}) (string, error) {
							return entry2["key"].(string), nil
						}).(pulumi.StringOutput),
						Values: pulumi.StringArray{pulumi.String(fmt.Sprintf("v%v", i))},
					})
				}
				return result
			}(),
			Owners: pulumi.StringArray{pulumi.String("self")},
		})
		counted, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: func() []string {
			result := []string{}
			collection := pulumi.IntArray{sized.Result, pulumi.Int(2)}
			for range collection {
				result = append(result, "owner")
			}
			return result
		}()})
		if err != nil {
			return err
		}
		_, err = random.NewRandomShuffle(ctx, "shuffled", &random.RandomShuffleArgs{Inputs: pulumi.StringArray{
			image.ApplyT(func(image2 ec2.LookupAmiResult) (string, error) {
				return image2.ImageId, nil
			}).(pulumi.StringOutput),
			pulumi.String(counted.Name),
		}})
		if err != nil {
			return err
		}
		ranged := pulumi.Unsecret(image.ApplyT(func(image2 ec2.LookupAmiResult) (int, error) {
			return len(image2.Owners), nil
		}).(pulumi.IntOutput)).(pulumi.IntOutput).ApplyT(func(length int) ([]*random.RandomShuffle, error) {
			var resources []*random.RandomShuffle
			for index := 0; index < length; index++ {
				res, err := random.NewRandomShuffle(ctx, fmt.Sprintf("ranged-%v", index), &random.RandomShuffleArgs{Inputs: pulumi.StringArray{pulumi.String("x")}})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomShuffleArrayOutput)
		var maybe *random.RandomShuffle
		if len(counted.Owners) > 0 {
			res, err := random.NewRandomShuffle(ctx, "maybe", &random.RandomShuffleArgs{Inputs: pulumi.StringArray{pulumi.String("y")}})
			if err != nil {
				return err
			}
			maybe = res
		}
		_ = maybe
		names := image.ApplyT(func(image2 ec2.LookupAmiResult) ([]string, error) {
			return func() []string {
				result := []string{}
				for _, owner := range image2.Owners {
					result = append(result, "owner-"+owner)
				}
				return result
			}(), nil
		}).(pulumi.StringArrayOutput)
		again := ec2.LookupAmiOutput(ctx, ec2.LookupAmiOutputArgs{Owners: image.ApplyT(func(image2 ec2.LookupAmiResult) ([]string, error) {
			return image2.Owners, nil
		}).(pulumi.StringArrayOutput)})
		ctx.Export("names", names)
		ctx.Export("again", again.ApplyT(func(again2 ec2.LookupAmiResult) (string, error) {
			return again2.Name, nil
		}).(pulumi.StringOutput))
		ctx.Export("image", image.ApplyT(func(image2 ec2.LookupAmiResult) (string, error) {
			return image2.Architecture, nil
		}).(pulumi.StringOutput))
		ctx.Export("owners", func() pulumi.StringArrayInput {
			v := counted.Owners
			if v == nil {
				return nil
			}
			return pulumi.ToStringArray(v)
		}())
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), ranged); err != nil {
			return err
		}
		return nil
	})
}
