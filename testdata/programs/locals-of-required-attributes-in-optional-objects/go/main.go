package main

import (
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/autoscaling"
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Locals reading a required attribute through an optional object: the
		// binder types them as optional, and Go computes them in applies as the
		// attribute's own type; references read them as Go holds them.
		policy, err := autoscaling.NewPolicy(ctx, "policy", &autoscaling.PolicyArgs{
			AutoscalingGroupName: pulumi.String("group"),
			TargetTrackingConfiguration: &autoscaling.PolicyTargetTrackingConfigurationArgs{
				DisableScaleIn: pulumi.Bool(true),
				TargetValue:    pulumi.Float64(0.25),
			},
		})
		if err != nil {
			return err
		}
		server, err := ec2.NewInstance(ctx, "server", &ec2.InstanceArgs{
			Ami:             pulumi.String("ami-0"),
			InstanceType:    pulumi.String("t3.micro"),
			RootBlockDevice: &ec2.InstanceRootBlockDeviceArgs{VolumeSize: pulumi.Int(8)},
		})
		if err != nil {
			return err
		}
		target := policy.TargetTrackingConfiguration.ApplyT(func(targetTrackingConfiguration *autoscaling.PolicyTargetTrackingConfiguration) (float64, error) {
			return targetTrackingConfiguration.TargetValue, nil
		}).(pulumi.Float64Output)
		again := policy.TargetTrackingConfiguration.ApplyT(func(policy2 *autoscaling.PolicyTargetTrackingConfiguration) (float64, error) {
			return policy2.TargetValue, nil
		}).(pulumi.Float64Output)
		size := server.RootBlockDevice.ApplyT(func(rootBlockDevice ec2.InstanceRootBlockDevice) (*int, error) {
			return rootBlockDevice.VolumeSize, nil
		}).(pulumi.IntPtrOutput)
		ctx.Export("product", pulumi.All(target, again).ApplyT(func(resolved []interface{}) (float64, error) {
			target2 := resolved[0].(float64)
			again2 := resolved[1].(float64)
			return (target2 + again2) / 1.0 * target2, nil
		}).(pulumi.Float64Output))
		ctx.Export("bigger", pulumi.All(size, target).ApplyT(func(resolved []interface{}) (bool, error) {
			size2 := resolved[0].(*int)
			target2 := resolved[1].(float64)
			return float64(*size2) > target2, nil
		}).(pulumi.BoolOutput))
		return nil
	})
}
