package main

import (
	"fmt"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Resources ranged over values read from a local object that holds an
		// output (Go holds such a local as a pulumi.Map, so the values read from it
		// are outputs, and so are the resources ranged over them), with no secret
		// config in the program: every read of the resources is an apply.
		settings := pulumi.Map{
			"enabled": pulumi.Bool(true),
			"count":   pulumi.Int(2),
			"secret":  pulumi.ToSecret(pulumi.Int(3)).(pulumi.IntOutput),
		}
		listed := pulumi.Unsecret(pulumi.BoolArray{
			pulumi.Bool(true),
			settings["enabled"].(pulumi.BoolInput).ToBoolOutput(),
		}.ToBoolArrayOutput()).(pulumi.BoolArrayOutput).ApplyT(func(v []bool) ([]*random.RandomId, error) {
			var resources []*random.RandomId
			for index := range v {
				res, err := random.NewRandomId(ctx, fmt.Sprintf("listed-%v", index), &random.RandomIdArgs{ByteLength: pulumi.Int(4)})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomIdArrayOutput)
		counted := pulumi.Unsecret(settings["count"].(pulumi.IntInput).ToIntOutput()).(pulumi.IntOutput).ApplyT(func(count int) ([]*random.RandomId, error) {
			var resources []*random.RandomId
			for index := 0; index < count; index++ {
				res, err := random.NewRandomId(ctx, fmt.Sprintf("counted-%v", index), &random.RandomIdArgs{ByteLength: pulumi.ToSecret(pulumi.Int(index)).(pulumi.IntOutput).ApplyT(func(secret int) (int, error) {
					return 4 + secret, nil
				}).(pulumi.IntOutput)})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomIdArrayOutput)
		maybe := pulumi.Unsecret(settings["enabled"].(pulumi.BoolInput).ToBoolOutput()).(pulumi.BoolOutput).ApplyT(func(enabled bool) (*random.RandomId, error) {
			var resources *random.RandomId
			if enabled {
				res, err := random.NewRandomId(ctx, "maybe", &random.RandomIdArgs{ByteLength: pulumi.Int(8)})
				if err != nil {
					return nil, err
				}
				resources = res
			}
			return resources, nil
		}).(random.RandomIdOutput)
		sized, err := random.NewRandomId(ctx, "sized", &random.RandomIdArgs{ByteLength: pulumi.All(listed.ApplyT(func(listed2 []*random.RandomId) (pulumi.IntArrayOutput, error) {
			return func() pulumi.IntArray {
				result := pulumi.IntArray{}
				for _, item := range listed2 {
					result = append(result, item.ByteLength)
				}
				return result
			}().ToIntArrayOutput(), nil
		}).(pulumi.IntArrayOutput), counted).ApplyT(func(resolved []interface{}) (int, error) {
			v := resolved[0].([]int)
			counted2 := resolved[1].([]*random.RandomId)
			return len(v) + len(counted2), nil
		}).(pulumi.IntOutput)})
		if err != nil {
			return err
		}
		ctx.Export("listedCount", listed.ApplyT(func(listed2 []*random.RandomId) (pulumi.IntArrayOutput, error) {
			return func() pulumi.IntArray {
				result := pulumi.IntArray{}
				for _, item := range listed2 {
					result = append(result, item.ByteLength)
				}
				return result
			}().ToIntArrayOutput(), nil
		}).(pulumi.IntArrayOutput).ApplyT(func(v []int) (int, error) {
			return len(v), nil
		}).(pulumi.IntOutput))
		ctx.Export("listedHex", listed.ApplyT(func(listed2 []*random.RandomId) (pulumi.StringArrayOutput, error) {
			return func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, s := range listed2 {
					result = append(result, s.Hex)
				}
				return result
			}().ToStringArrayOutput(), nil
		}).(pulumi.StringArrayOutput))
		ctx.Export("countedSizes", counted.ApplyT(func(counted2 []*random.RandomId) (pulumi.IntArrayOutput, error) {
			return func() pulumi.IntArray {
				result := pulumi.IntArray{}
				for _, item := range counted2 {
					result = append(result, item.ByteLength)
				}
				return result
			}().ToIntArrayOutput(), nil
		}).(pulumi.IntArrayOutput))
		ctx.Export("maybeSize", maybe.ApplyT(func(maybe2 *random.RandomId) (pulumi.IntArrayOutput, error) {
			return func() pulumi.IntArray {
				result := pulumi.IntArray{}
				if item := maybe2; item != nil {
					result = append(result, item.ByteLength)
				}
				return result
			}().ToIntArrayOutput(), nil
		}).(pulumi.IntArrayOutput))
		ctx.Export("sized", sized.ByteLength)
		return nil
	})
}
