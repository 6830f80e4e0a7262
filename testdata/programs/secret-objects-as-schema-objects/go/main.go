package main

import (
	"errors"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A secret object whose attributes are all strings is a map of strings to
		// the Go code (a pulumi.StringMapOutput); given where a schema object goes,
		// it sets only the properties the object has, whatever their types.
		kms := "key-1"
		if param, err := cfg.Try("kms"); err == nil {
			kms = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		server, err := ec2.NewInstance(ctx, "server", &ec2.InstanceArgs{
			Ami:          pulumi.String("ami-1"),
			InstanceType: pulumi.String("t2.micro"),
			RootBlockDevice: pulumi.ToSecret(pulumi.StringMap{
				"kmsKeyId":   pulumi.String(kms),
				"volumeType": pulumi.String("gp3"),
			}).(pulumi.StringMapOutput).ApplyT(func(v map[string]string) ec2.InstanceRootBlockDevice {
				return func() ec2.InstanceRootBlockDevice {
					v2 := v
					result := ec2.InstanceRootBlockDevice{}
					if x, ok := v2["kmsKeyId"]; ok {
						result.KmsKeyId = pulumi.StringRef(x)
					}
					if x2, ok := v2["volumeType"]; ok {
						result.VolumeType = pulumi.StringRef(x2)
					}
					return result
				}()
			}).(ec2.InstanceRootBlockDeviceOutput),
		})
		if err != nil {
			return err
		}
		devices := []map[string]string{{"deviceName": "/dev/sdb", "snapshotId": "snap-1"}}
		image, err := ec2.NewAmi(ctx, "image", &ec2.AmiArgs{
			Name: pulumi.String("image"),
			EbsBlockDevices: pulumi.ToSecret(func() ec2.AmiEbsBlockDeviceArrayInput {
				v := devices
				if v == nil {
					return nil
				}
				result := ec2.AmiEbsBlockDeviceArray{}
				for _, x := range v {
					result = append(result, func() *ec2.AmiEbsBlockDeviceArgs {
						v2 := x
						if v2 == nil {
							return nil
						}
						result2 := &ec2.AmiEbsBlockDeviceArgs{}
						if x2, ok := v2["deviceName"]; ok {
							result2.DeviceName = pulumi.String(x2)
						}
						if x3, ok := v2["snapshotId"]; ok {
							result2.SnapshotId = pulumi.String(x3)
						}
						return result2
					}())
				}
				return result
			}()).(ec2.AmiEbsBlockDeviceArrayOutput),
		})
		if err != nil {
			return err
		}
		ctx.Export("volumeType", server.RootBlockDevice.ApplyT(func(rootBlockDevice ec2.InstanceRootBlockDevice) (*string, error) {
			return rootBlockDevice.VolumeType, nil
		}).(pulumi.StringPtrOutput))
		ctx.Export("devices", image.EbsBlockDevices.ApplyT(func(ebsBlockDevices []ec2.AmiEbsBlockDevice) ([]interface{}, error) {
			return interfaces(func() []*string {
				result := []*string{}
				for _, item := range ebsBlockDevices {
					result = append(result, item.SnapshotId)
				}
				return result
			}()), nil
		}).(pulumi.ArrayOutput))
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
