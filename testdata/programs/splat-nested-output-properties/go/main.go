package main

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A splat over resources that reads into an output property (a schema
		// object, a list of them) reads the rest of the traversal from the
		// output's value.
		var server []*ec2.Instance
		for index := 0; index < 2; index++ {
			res, err := ec2.NewInstance(ctx, fmt.Sprintf("server-%v", index), &ec2.InstanceArgs{
				Ami:          pulumi.String("ami-1"),
				InstanceType: pulumi.String("t2.micro"),
				RootBlockDevice: &ec2.InstanceRootBlockDeviceArgs{
					VolumeType: pulumi.String(fmt.Sprintf("gp%v", index)),
					VolumeSize: pulumi.Int(index * 4),
				},
			})
			if err != nil {
				return err
			}
			server = append(server, res)
		}
		var group []*ec2.SecurityGroup
		for index := 0; index < 2; index++ {
			res, err := ec2.NewSecurityGroup(ctx, fmt.Sprintf("group-%v", index), &ec2.SecurityGroupArgs{Egress: ec2.SecurityGroupEgressArray{&ec2.SecurityGroupEgressArgs{
				FromPort: pulumi.Int(3),
				Protocol: pulumi.String(fmt.Sprintf("proto-%v", index)),
				ToPort:   pulumi.Int(14),
			}}})
			if err != nil {
				return err
			}
			group = append(group, res)
		}
		summary, err := ec2.NewSecurityGroup(ctx, "summary", &ec2.SecurityGroupArgs{
			Description: pulumi.All(func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, item := range group {
					result = append(result, item.Egress.ApplyT(func(egress []ec2.SecurityGroupEgress) (string, error) {
						return egress[0].Protocol, nil
					}).(pulumi.StringOutput))
				}
				return result
			}()).ApplyT(func(resolved []interface{}) (string, error) {
				values := resolved[0].([]string)
				return strings.Join(values, ","), nil
			}).(pulumi.StringOutput),
			Tags: pulumi.StringMap{"sizes": pulumi.ToOutput(func() pulumi.Array {
				result := pulumi.Array{}
				for _, item := range server {
					result = append(result, item.RootBlockDevice.ApplyT(func(rootBlockDevice ec2.InstanceRootBlockDevice) (*int, error) {
						return rootBlockDevice.VolumeSize, nil
					}).(pulumi.IntPtrOutput))
				}
				return result
			}()).ApplyT(func(v interface{}) (string, error) {
				data, err := json.Marshal(v)
				return string(data), err
			}).(pulumi.StringOutput)},
		})
		if err != nil {
			return err
		}
		ctx.Export("volumeTypes", func() pulumi.Array {
			result := pulumi.Array{}
			for _, item := range server {
				result = append(result, item.RootBlockDevice.ApplyT(func(rootBlockDevice ec2.InstanceRootBlockDevice) (*string, error) {
					return rootBlockDevice.VolumeType, nil
				}).(pulumi.StringPtrOutput))
			}
			return result
		}())
		ctx.Export("firstProtocols", func() pulumi.Array {
			result := pulumi.Array{}
			for _, item := range group {
				result = append(result, item.Egress.ApplyT(func(egress []ec2.SecurityGroupEgress) (string, error) {
					return egress[0].Protocol, nil
				}).(pulumi.StringOutput))
			}
			return result
		}())
		ctx.Export("oneSize", func() pulumi.Array {
			result := pulumi.Array{}
			for _, item := range []*ec2.Instance{server[0]} {
				result = append(result, item.RootBlockDevice.ApplyT(func(rootBlockDevice ec2.InstanceRootBlockDevice) (*int, error) {
					return rootBlockDevice.VolumeSize, nil
				}).(pulumi.IntPtrOutput))
			}
			return result
		}())
		ctx.Export("description", summary.Description)
		return nil
	})
}
