package main

import (
	"errors"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// An optional output whose value is null (a property of an object input the
		// program left out, which the provider echoes) cannot be included in a
		// string template: the run fails there, it does not print an empty string.
		image, err := ec2.NewAmi(ctx, "image", &ec2.AmiArgs{
			Name:            pulumi.String("image"),
			EbsBlockDevices: ec2.AmiEbsBlockDeviceArray{&ec2.AmiEbsBlockDeviceArgs{DeviceName: pulumi.String("/dev/xvda")}},
		})
		if err != nil {
			return err
		}
		_, err = ec2.NewSecurityGroup(ctx, "group", &ec2.SecurityGroupArgs{Name: pulumi.Sprintf("snapshot-%v", stringNotNull(image.EbsBlockDevices.ApplyT(func(ebsBlockDevices []ec2.AmiEbsBlockDevice) (*string, error) {
			return ebsBlockDevices[0].SnapshotId, nil
		}).(pulumi.StringPtrOutput)))})
		if err != nil {
			return err
		}
		return nil
	})
}

// stringNotNull returns the value of o; a null is an error, as PCL's string
// templates make it.
func stringNotNull(o pulumi.StringPtrOutput) pulumi.StringOutput {
	return o.ApplyT(func(v *string) (string, error) {
		if v == nil {
			var none string
			return none, errors.New("a null value cannot be included in a string template")
		}
		return *v, nil
	}).(pulumi.StringOutput)
}
