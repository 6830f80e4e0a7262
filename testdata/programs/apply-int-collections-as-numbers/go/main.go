package main

import (
	"fmt"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A list computed on an optional int, which PCL types as a list of numbers
		// and Go computes as a []int, read whole inside the apply of a for
		// expression over a component's output.
		var str []*random.RandomPet
		for index := 0; index < 1; index++ {
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("str-%v", index), &random.RandomPetArgs{Length: pulumi.Int(2)})
			if err != nil {
				return err
			}
			str = append(str, res)
		}
		server, err := ec2.NewInstance(ctx, "server", &ec2.InstanceArgs{
			Ami:             pulumi.String("ami-0"),
			InstanceType:    pulumi.String("t3.micro"),
			RootBlockDevice: &ec2.InstanceRootBlockDeviceArgs{VolumeSize: pulumi.Int(8)},
		})
		if err != nil {
			return err
		}
		abstract := server.RootBlockDevice.ApplyT(func(rootBlockDevice ec2.InstanceRootBlockDevice) (*int, error) {
			return rootBlockDevice.VolumeSize, nil
		}).(pulumi.IntPtrOutput)
		echo, err := NewNames(ctx, "echo", &NamesArgs{})
		if err != nil {
			return err
		}
		ctx.Export("private", pulumi.All(echo.Names, pulumi.All(func() pulumi.IntArray {
			result := pulumi.IntArray{}
			for _, item := range str {
				result = append(result, item.Length)
			}
			return result
		}(), abstract, server.Ami).ApplyT(func(resolved []interface{}) ([]int, error) {
			values := resolved[0].([]int)
			abstract2 := resolved[1].(*int)
			ami := resolved[2].(string)
			return func() []int {
				result := []int{}
				for range values {
					if !(ami != "") {
						continue
					}
					result = append(result, 3-*abstract2)
				}
				return result
			}(), nil
		}).(pulumi.IntArrayOutput)).ApplyT(func(resolved []interface{}) (map[string][]int, error) {
			names := resolved[0].([]string)
			values := resolved[1].([]int)
			return func() map[string][]int {
				result := map[string][]int{}
				for k := range names {
					result[fmt.Sprintf("k%v", k)] = values
				}
				return result
			}(), nil
		}).(pulumi.IntArrayMapOutput))
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), abstract); err != nil {
			return err
		}
		return nil
	})
}
