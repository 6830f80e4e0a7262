package main

import (
	"fmt"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/autoscaling"
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Collections of optional numbers, ints and strings, computed in applies (whose
		// results Go types as []float64, []int and map[string]string), held in an object
		// beside other attributes and read back out of it.
		policy, err := autoscaling.NewPolicy(ctx, "policy", &autoscaling.PolicyArgs{
			AutoscalingGroupName:        pulumi.String("group"),
			TargetTrackingConfiguration: &autoscaling.PolicyTargetTrackingConfigurationArgs{TargetValue: pulumi.Float64(3.0)},
		})
		if err != nil {
			return err
		}
		server, err := ec2.NewInstance(ctx, "server", &ec2.InstanceArgs{
			Ami:             pulumi.String("ami-0"),
			InstanceType:    pulumi.String("t3.micro"),
			RootBlockDevice: &ec2.InstanceRootBlockDeviceArgs{VolumeSize: pulumi.Int(8), VolumeType: pulumi.String("gp3")},
		})
		if err != nil {
			return err
		}
		holder := pulumi.Map{
			"numbers": pulumi.All(policy.TargetTrackingConfiguration, policy.Name).ApplyT(func(resolved []interface{}) ([]float64, error) {
				targetTrackingConfiguration := resolved[0].(*autoscaling.PolicyTargetTrackingConfiguration)
				name2 := resolved[1].(string)
				return func() []float64 {
					result := []float64{}
					for range func() []int {
						result2 := []int{}
						start, limit, step := 0, 2, 1
						for i := start; (step > 0 && i < limit) || (step < 0 && i > limit); i += step {
							result2 = append(result2, i)
						}
						return result2
					}() {
						if !(name2 != "other") {
							continue
						}
						result = append(result, targetTrackingConfiguration.TargetValue)
					}
					return result
				}(), nil
			}).(pulumi.Float64ArrayOutput).ApplyT(interfaces[float64]).(pulumi.ArrayOutput),
			"byName": pulumi.All(policy.TargetTrackingConfiguration, policy.Name).ApplyT(func(resolved []interface{}) (map[string]interface{}, error) {
				targetTrackingConfiguration := resolved[0].(*autoscaling.PolicyTargetTrackingConfiguration)
				name2 := resolved[1].(string)
				return interfaceMap(func() map[string]*float64 {
					result := map[string]*float64{}
					for _, i := range func() []int {
						result2 := []int{}
						start, limit, step := 0, 2, 1
						for i2 := start; (step > 0 && i2 < limit) || (step < 0 && i2 > limit); i2 += step {
							result2 = append(result2, i2)
						}
						return result2
					}() {
						if !(name2 != "other") {
							continue
						}
						result[fmt.Sprintf("k%v", i)] = pulumi.Float64Ref(targetTrackingConfiguration.TargetValue)
					}
					return result
				}()), nil
			}).(pulumi.MapOutput),
			"sizes": pulumi.All(server.RootBlockDevice, server.Ami).ApplyT(func(resolved []interface{}) ([]interface{}, error) {
				rootBlockDevice := resolved[0].(ec2.InstanceRootBlockDevice)
				ami := resolved[1].(string)
				return interfaces(func() []*int {
					result := []*int{}
					for range func() []int {
						result2 := []int{}
						start, limit, step := 0, 3, 1
						for i := start; (step > 0 && i < limit) || (step < 0 && i > limit); i += step {
							result2 = append(result2, i)
						}
						return result2
					}() {
						if !(ami != "other") {
							continue
						}
						result = append(result, rootBlockDevice.VolumeSize)
					}
					return result
				}()), nil
			}).(pulumi.ArrayOutput),
			"volumeTypes": pulumi.All(server.RootBlockDevice, server.Ami).ApplyT(func(resolved []interface{}) (map[string]interface{}, error) {
				rootBlockDevice := resolved[0].(ec2.InstanceRootBlockDevice)
				ami := resolved[1].(string)
				return interfaceMap(func() map[string]*string {
					result := map[string]*string{}
					for _, i := range func() []int {
						result2 := []int{}
						start, limit, step := 0, 3, 1
						for i2 := start; (step > 0 && i2 < limit) || (step < 0 && i2 > limit); i2 += step {
							result2 = append(result2, i2)
						}
						return result2
					}() {
						if !(ami != "other") {
							continue
						}
						result[fmt.Sprintf("v%v", i)] = rootBlockDevice.VolumeType
					}
					return result
				}()), nil
			}).(pulumi.MapOutput),
			"label": pulumi.String("fixed"),
		}
		ctx.Export("numbers", holder["numbers"].(pulumi.ArrayInput).ToArrayOutput())
		ctx.Export("byName", holder["byName"].(pulumi.MapInput).ToMapOutput())
		ctx.Export("sizes", holder["sizes"].(pulumi.ArrayInput).ToArrayOutput())
		ctx.Export("volumeTypes", holder["volumeTypes"].(pulumi.MapInput).ToMapOutput())
		return nil
	})
}

// interfaceMap returns the elements of v, a map of optional values or of
// collections, as the map[string]interface{} a pulumi.MapOutput holds.
func interfaceMap[T any](v map[string]T) map[string]interface{} {
	if v == nil {
		return nil
	}
	result := make(map[string]interface{}, len(v))
	for k, x := range v {
		result[k] = x
	}
	return result
}

// interfaces returns the elements of v, a list of optional values or of
// collections, as the []interface{} a pulumi.ArrayOutput holds.
func interfaces[T any](v []T) []interface{} {
	if v == nil {
		return nil
	}
	result := make([]interface{}, len(v))
	for i, x := range v {
		result[i] = x
	}
	return result
}
