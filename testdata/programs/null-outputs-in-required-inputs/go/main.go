package main

import (
	"errors"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/autoscaling"
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/s3"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// An optional output whose value is null (a property of an object input the
		// program left out, which the provider echoes) given where a value is
		// required (a map's element, a list's element, a property an object
		// requires) leaves that place unset, as a null config does; the outputs
		// that have values give them there, and in a string template.
		var unsetTarget *float64
		if param, err := cfg.TryFloat64("unsetTarget"); err == nil {
			unsetTarget = &param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		image, err := ec2.NewAmi(ctx, "image", &ec2.AmiArgs{
			Name: pulumi.String("image"),
			EbsBlockDevices: ec2.AmiEbsBlockDeviceArray{&ec2.AmiEbsBlockDeviceArgs{
				DeviceName: pulumi.String("/dev/xvda"),
				Encrypted:  pulumi.Bool(true),
				VolumeSize: pulumi.Int(8),
			}},
		})
		if err != nil {
			return err
		}

		// A resource's required input given an optional output that has a value.
		_, err = random.NewRandomString(ctx, "sized", &random.RandomStringArgs{Length: intElem(image.EbsBlockDevices.ApplyT(func(ebsBlockDevices []ec2.AmiEbsBlockDevice) (*int, error) {
			return ebsBlockDevices[0].VolumeSize, nil
		}).(pulumi.IntPtrOutput))})
		if err != nil {
			return err
		}
		unsetPolicy, err := autoscaling.NewPolicy(ctx, "unsetPolicy", &autoscaling.PolicyArgs{
			AutoscalingGroupName:        pulumi.String("group"),
			TargetTrackingConfiguration: &autoscaling.PolicyTargetTrackingConfigurationArgs{TargetValue: float64Input(unsetTarget)},
		})
		if err != nil {
			return err
		}
		setPolicy, err := autoscaling.NewPolicy(ctx, "setPolicy", &autoscaling.PolicyArgs{
			AutoscalingGroupName: pulumi.String("group"),
			TargetTrackingConfiguration: &autoscaling.PolicyTargetTrackingConfigurationArgs{
				TargetValue:    pulumi.Float64(0.5),
				DisableScaleIn: pulumi.Bool(true),
			},
		})
		if err != nil {
			return err
		}
		_, err = ec2.NewSecurityGroup(ctx, "group", &ec2.SecurityGroupArgs{
			Name: pulumi.Sprintf("encrypted-%v", boolNotNull(image.EbsBlockDevices.ApplyT(func(ebsBlockDevices []ec2.AmiEbsBlockDevice) (*bool, error) {
				return ebsBlockDevices[0].Encrypted, nil
			}).(pulumi.BoolPtrOutput))),
			Tags: pulumi.StringMap{
				"Snapshot": stringElem(image.EbsBlockDevices.ApplyT(func(ebsBlockDevices []ec2.AmiEbsBlockDevice) (*string, error) {
					return ebsBlockDevices[0].SnapshotId, nil
				}).(pulumi.StringPtrOutput)),
				"Device": image.EbsBlockDevices.ApplyT(func(ebsBlockDevices []ec2.AmiEbsBlockDevice) (string, error) {
					return ebsBlockDevices[0].DeviceName, nil
				}).(pulumi.StringOutput),
			},
			Ingress: ec2.SecurityGroupIngressArray{&ec2.SecurityGroupIngressArgs{
				Protocol: stringElem(image.EbsBlockDevices.ApplyT(func(ebsBlockDevices []ec2.AmiEbsBlockDevice) (*string, error) {
					return ebsBlockDevices[0].SnapshotId, nil
				}).(pulumi.StringPtrOutput)),
				FromPort: intElem(image.EbsBlockDevices.ApplyT(func(ebsBlockDevices []ec2.AmiEbsBlockDevice) (*int, error) {
					return ebsBlockDevices[0].VolumeSize, nil
				}).(pulumi.IntPtrOutput)),
				ToPort: intElem(image.EbsBlockDevices.ApplyT(func(ebsBlockDevices []ec2.AmiEbsBlockDevice) (*int, error) {
					return ebsBlockDevices[0].Iops, nil
				}).(pulumi.IntPtrOutput)),
				CidrBlocks: pulumi.StringArray{
					pulumi.String("10.0.0.0/8"),
					stringElem(image.EbsBlockDevices.ApplyT(func(ebsBlockDevices []ec2.AmiEbsBlockDevice) (*string, error) {
						return ebsBlockDevices[0].SnapshotId, nil
					}).(pulumi.StringPtrOutput)),
					image.EbsBlockDevices.ApplyT(func(ebsBlockDevices []ec2.AmiEbsBlockDevice) (string, error) {
						return ebsBlockDevices[0].DeviceName, nil
					}).(pulumi.StringOutput),
				},
			}},
		})
		if err != nil {
			return err
		}
		_, err = s3.NewBucket(ctx, "bucket", &s3.BucketArgs{LifecycleRules: s3.BucketLifecycleRuleArray{
			&s3.BucketLifecycleRuleArgs{Enabled: boolElem(unsetPolicy.TargetTrackingConfiguration.ApplyT(func(targetTrackingConfiguration *autoscaling.PolicyTargetTrackingConfiguration) (*bool, error) {
				return targetTrackingConfiguration.DisableScaleIn, nil
			}).(pulumi.BoolPtrOutput))},
			&s3.BucketLifecycleRuleArgs{Enabled: boolElem(setPolicy.TargetTrackingConfiguration.ApplyT(func(targetTrackingConfiguration *autoscaling.PolicyTargetTrackingConfiguration) (*bool, error) {
				return targetTrackingConfiguration.DisableScaleIn, nil
			}).(pulumi.BoolPtrOutput))},
			&s3.BucketLifecycleRuleArgs{Enabled: boolElem(image.EbsBlockDevices.ApplyT(func(ebsBlockDevices []ec2.AmiEbsBlockDevice) (*bool, error) {
				return ebsBlockDevices[0].Encrypted, nil
			}).(pulumi.BoolPtrOutput))},
		}})
		if err != nil {
			return err
		}
		return nil
	})
}

// boolElem returns the value of o as an input whose value is null (no
// value) where o's is nil: a null given to an input leaves it unset, as in
// PCL.
func boolElem(o pulumi.BoolPtrOutput) pulumi.BoolOutput {
	// The output's value is the bool itself, which applies and
	// pulumi.ToSecret read, or nil, which the SDK sends as no value.
	return pulumi.BoolOutput{OutputState: o.ApplyT(func(v *bool) interface{} {
		if v == nil {
			return nil
		}
		return *v
	}).(pulumi.AnyOutput).OutputState}
}

// boolNotNull returns the value of o; a null is an error, as PCL's string
// templates make it.
func boolNotNull(o pulumi.BoolPtrOutput) pulumi.BoolOutput {
	return o.ApplyT(func(v *bool) (bool, error) {
		if v == nil {
			var none bool
			return none, errors.New("a null value cannot be included in a string template")
		}
		return *v, nil
	}).(pulumi.BoolOutput)
}

// float64Input returns *v as an input, nil (no value) when v is nil: a null
// given to an input leaves it unset, as in PCL.
func float64Input(v *float64) pulumi.Float64Input {
	if v == nil {
		return nil
	}
	return pulumi.Float64(*v)
}

// intElem returns the value of o as an input whose value is null (no
// value) where o's is nil: a null given to an input leaves it unset, as in
// PCL.
func intElem(o pulumi.IntPtrOutput) pulumi.IntOutput {
	// The output's value is the int itself, which applies and
	// pulumi.ToSecret read, or nil, which the SDK sends as no value.
	return pulumi.IntOutput{OutputState: o.ApplyT(func(v *int) interface{} {
		if v == nil {
			return nil
		}
		return *v
	}).(pulumi.AnyOutput).OutputState}
}

// stringElem returns the value of o as an input whose value is null (no
// value) where o's is nil: a null given to an input leaves it unset, as in
// PCL.
func stringElem(o pulumi.StringPtrOutput) pulumi.StringOutput {
	// The output's value is the string itself, which applies and
	// pulumi.ToSecret read, or nil, which the SDK sends as no value.
	return pulumi.StringOutput{OutputState: o.ApplyT(func(v *string) interface{} {
		if v == nil {
			return nil
		}
		return *v
	}).(pulumi.AnyOutput).OutputState}
}
