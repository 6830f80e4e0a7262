package main

import (
	"fmt"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/autoscaling"
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Objects of a schema's types that reach the program as plain dicts, not
		// the SDK's output types: what pulumi.Output.all (an apply of several
		// outputs) and pulumi.Output.secret give, and what is computed from it (a
		// local, a list a for expression builds, a conditional's value). Their
		// properties are read as keys; reads of a resource's outputs stay
		// attributes.
		image, err := ec2.NewAmi(ctx, "image", &ec2.AmiArgs{
			Name: pulumi.String("image"),
			EbsBlockDevices: ec2.AmiEbsBlockDeviceArray{&ec2.AmiEbsBlockDeviceArgs{
				DeviceName: pulumi.String("/dev/sda"),
				VolumeSize: pulumi.Int(8),
			}},
			EphemeralBlockDevices: ec2.AmiEphemeralBlockDeviceArray{&ec2.AmiEphemeralBlockDeviceArgs{
				DeviceName:  pulumi.String("/dev/sdb"),
				VirtualName: pulumi.String("ephemeral0"),
			}},
		})
		if err != nil {
			return err
		}
		policy, err := autoscaling.NewPolicy(ctx, "policy", &autoscaling.PolicyArgs{
			AutoscalingGroupName:        pulumi.String("group"),
			TargetTrackingConfiguration: &autoscaling.PolicyTargetTrackingConfigurationArgs{TargetValue: pulumi.Float64(50.0)},
		})
		if err != nil {
			return err
		}
		count, err := random.NewRandomInteger(ctx, "count", &random.RandomIntegerArgs{Min: pulumi.Int(1), Max: pulumi.Int(3)})
		if err != nil {
			return err
		}

		// Applies of several outputs.
		ctx.Export("deviceLabels", pulumi.All(image.EphemeralBlockDevices, count.Result).ApplyT(func(resolved []interface{}) ([]string, error) {
			ephemeralBlockDevices := resolved[0].([]ec2.AmiEphemeralBlockDevice)
			result := resolved[1].(int)
			return func() []string {
				result2 := []string{}
				for _, d := range ephemeralBlockDevices {
					result2 = append(result2, fmt.Sprintf("%v-%v", d.DeviceName, result))
				}
				return result2
			}(), nil
		}).(pulumi.StringArrayOutput))
		ctx.Export("scaledTarget", pulumi.All(policy.TargetTrackingConfiguration, count.Result).ApplyT(func(resolved []interface{}) (float64, error) {
			targetTrackingConfiguration := resolved[0].(*autoscaling.PolicyTargetTrackingConfiguration)
			result := resolved[1].(int)
			return targetTrackingConfiguration.TargetValue * float64(result), nil
		}).(pulumi.Float64Output))

		// secret's value, read on the output and in a loop (a property that may
		// be unset with .get).
		secretDevices := pulumi.ToSecret(image.EbsBlockDevices).(ec2.AmiEbsBlockDeviceArrayOutput)
		ctx.Export("firstDevice", secretDevices.ApplyT(func(secretDevices2 []ec2.AmiEbsBlockDevice) (string, error) {
			return secretDevices2[0].DeviceName, nil
		}).(pulumi.StringOutput))
		ctx.Export("snapshots", secretDevices.ApplyT(func(secretDevices2 []ec2.AmiEbsBlockDevice) ([]interface{}, error) {
			return interfaces(func() []*string {
				result := []*string{}
				for _, d := range secretDevices2 {
					result = append(result, func() *string {
						if d.SnapshotId == nil {
							return pulumi.StringRef("none")
						}
						return d.SnapshotId
					}())
				}
				return result
			}()), nil
		}).(pulumi.ArrayOutput))
		ctx.Export("firstSize", secretDevices.ApplyT(func(secretDevices2 []ec2.AmiEbsBlockDevice) (*int, error) {
			return secretDevices2[0].VolumeSize, nil
		}).(pulumi.IntPtrOutput))

		// A list a for expression builds, and a conditional's value, in applies of
		// several outputs.
		bigDevices := pulumi.All(image.EbsBlockDevices, count.Result).ApplyT(func(resolved []interface{}) ([]ec2.AmiEbsBlockDevice, error) {
			ebsBlockDevices := resolved[0].([]ec2.AmiEbsBlockDevice)
			result := resolved[1].(int)
			return func() []ec2.AmiEbsBlockDevice {
				result2 := []ec2.AmiEbsBlockDevice{}
				for _, d := range ebsBlockDevices {
					if !(*d.VolumeSize > result) {
						continue
					}
					result2 = append(result2, d)
				}
				return result2
			}(), nil
		}).(ec2.AmiEbsBlockDeviceArrayOutput)
		ctx.Export("bigNames", bigDevices.ApplyT(func(bigDevices2 []ec2.AmiEbsBlockDevice) ([]string, error) {
			return func() []string {
				result := []string{}
				for _, item := range bigDevices2 {
					result = append(result, item.DeviceName)
				}
				return result
			}(), nil
		}).(pulumi.StringArrayOutput))
		chosen := pulumi.All(count.Result, image.EphemeralBlockDevices).ApplyT(func(resolved []interface{}) ([]ec2.AmiEphemeralBlockDevice, error) {
			result := resolved[0].(int)
			ephemeralBlockDevices := resolved[1].([]ec2.AmiEphemeralBlockDevice)
			return func() []ec2.AmiEphemeralBlockDevice {
				if result > 0 {
					return ephemeralBlockDevices
				}
				return []ec2.AmiEphemeralBlockDevice{}
			}(), nil
		}).(ec2.AmiEphemeralBlockDeviceArrayOutput)
		ctx.Export("chosenNames", chosen.ApplyT(func(chosen2 []ec2.AmiEphemeralBlockDevice) ([]string, error) {
			return func() []string {
				result := []string{}
				for _, item := range chosen2 {
					result = append(result, item.VirtualName)
				}
				return result
			}(), nil
		}).(pulumi.StringArrayOutput))

		// Where an object of a schema's type and an object literal unify to a
		// plain object, read by PCL's names, the SDK's objects become PCL's: a
		// conditional's branch, try's alternative.
		devices := pulumi.All(count.Result, image.EphemeralBlockDevices).ApplyT(func(resolved []interface{}) ([]map[string]string, error) {
			result := resolved[0].(int)
			ephemeralBlockDevices := resolved[1].([]ec2.AmiEphemeralBlockDevice)
			return func() []map[string]string {
				if result > 0 {
					return func() []map[string]string {
						result2 := []map[string]string{}
						for _, x := range ephemeralBlockDevices {
							result2 = append(result2, func() map[string]string {
								result3 := map[string]string{}
								result3["deviceName"] = x.DeviceName
								result3["virtualName"] = x.VirtualName
								return result3
							}())
						}
						return result2
					}()
				}
				return []map[string]string{{"deviceName": "none", "virtualName": "none"}}
			}(), nil
		}).(pulumi.StringMapArrayOutput)
		ctx.Export("devices", devices.ApplyT(func(devices2 []map[string]string) ([]string, error) {
			return func() []string {
				result := []string{}
				for _, item := range devices2 {
					result = append(result, item["deviceName"])
				}
				return result
			}(), nil
		}).(pulumi.StringArrayOutput))
		triedDevice := image.EphemeralBlockDevices.ApplyT(func(ephemeralBlockDevices []ec2.AmiEphemeralBlockDevice) (map[string]string, error) {
			return func() map[string]string {
				if v, ok := func() (v map[string]string, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return func() map[string]string {
						v2 := ephemeralBlockDevices[0]
						return func() map[string]string {
							result := map[string]string{}
							result["deviceName"] = v2.DeviceName
							result["virtualName"] = v2.VirtualName
							return result
						}()
					}(), true
				}(); ok {
					return v
				}
				return map[string]string{"deviceName": "none", "virtualName": "none"}
			}(), nil
		}).(pulumi.StringMapOutput)
		ctx.Export("triedDevice", triedDevice.ApplyT(func(triedDevice2 map[string]string) (string, error) {
			return triedDevice2["deviceName"], nil
		}).(pulumi.StringOutput))

		// Reads of a resource's outputs.
		ctx.Export("plainNames", image.EphemeralBlockDevices.ApplyT(func(ephemeralBlockDevices []ec2.AmiEphemeralBlockDevice) ([]string, error) {
			return func() []string {
				result := []string{}
				for _, item := range ephemeralBlockDevices {
					result = append(result, item.DeviceName)
				}
				return result
			}(), nil
		}).(pulumi.StringArrayOutput))
		return nil
	})
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
