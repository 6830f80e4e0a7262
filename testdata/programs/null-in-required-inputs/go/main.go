package main

import (
	"errors"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/autoscaling"
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/s3"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A config whose default is null and that is not set is null. Given where a
		// value is required (a map's element, a list's element, a property an
		// object requires), the null leaves that place unset, as it leaves an
		// optional input unset; the configs that are set give their values there.
		var setName *string
		if param, err := cfg.Try("setName"); err == nil {
			setName = &param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var unsetName *string
		if param, err := cfg.Try("unsetName"); err == nil {
			unsetName = &param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var setPort *int
		if param, err := cfg.TryInt("setPort"); err == nil {
			setPort = &param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var unsetPort *int
		if param, err := cfg.TryInt("unsetPort"); err == nil {
			unsetPort = &param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var setTarget *float64
		if param, err := cfg.TryFloat64("setTarget"); err == nil {
			setTarget = &param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var unsetTarget *float64
		if param, err := cfg.TryFloat64("unsetTarget"); err == nil {
			unsetTarget = &param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var setEnabled *bool
		if param, err := cfg.TryBool("setEnabled"); err == nil {
			setEnabled = &param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var unsetEnabled *bool
		if param, err := cfg.TryBool("unsetEnabled"); err == nil {
			unsetEnabled = &param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		_, err := ec2.NewSecurityGroup(ctx, "group", &ec2.SecurityGroupArgs{
			Tags: pulumi.StringMap{"Set": stringInput(setName), "Unset": stringInput(unsetName)},
			Ingress: ec2.SecurityGroupIngressArray{&ec2.SecurityGroupIngressArgs{
				Protocol: stringInput(unsetName),
				FromPort: intInput(unsetPort),
				ToPort:   intInput(setPort),
				CidrBlocks: pulumi.StringArray{
					pulumi.String("10.0.0.0/8"),
					stringInput(unsetName),
					stringInput(setName),
				},
				Description: pulumi.StringPtrFromPtr(unsetName),
			}},
			Egress: ec2.SecurityGroupEgressArray{&ec2.SecurityGroupEgressArgs{
				Protocol: stringInput(setName),
				FromPort: intInput(setPort),
				ToPort:   intInput(unsetPort),
			}},
		})
		if err != nil {
			return err
		}
		_, err = autoscaling.NewPolicy(ctx, "unsetPolicy", &autoscaling.PolicyArgs{
			AutoscalingGroupName: pulumi.String("group"),
			TargetTrackingConfiguration: &autoscaling.PolicyTargetTrackingConfigurationArgs{
				TargetValue:    float64Input(unsetTarget),
				DisableScaleIn: pulumi.BoolPtrFromPtr(unsetEnabled),
			},
		})
		if err != nil {
			return err
		}
		_, err = autoscaling.NewPolicy(ctx, "setPolicy", &autoscaling.PolicyArgs{
			AutoscalingGroupName: pulumi.String("group"),
			TargetTrackingConfiguration: &autoscaling.PolicyTargetTrackingConfigurationArgs{
				TargetValue:    float64Input(setTarget),
				DisableScaleIn: pulumi.BoolPtrFromPtr(setEnabled),
			},
		})
		if err != nil {
			return err
		}
		_, err = s3.NewBucket(ctx, "bucket", &s3.BucketArgs{LifecycleRules: s3.BucketLifecycleRuleArray{
			&s3.BucketLifecycleRuleArgs{Enabled: boolInput(unsetEnabled)},
			&s3.BucketLifecycleRuleArgs{
				Enabled: boolInput(setEnabled),
				Prefix:  pulumi.StringPtrFromPtr(setName),
			},
		}})
		if err != nil {
			return err
		}
		return nil
	})
}

// boolInput returns *v as an input, nil (no value) when v is nil: a null
// given to an input leaves it unset, as in PCL.
func boolInput(v *bool) pulumi.BoolInput {
	if v == nil {
		return nil
	}
	return pulumi.Bool(*v)
}

// float64Input returns *v as an input, nil (no value) when v is nil: a null
// given to an input leaves it unset, as in PCL.
func float64Input(v *float64) pulumi.Float64Input {
	if v == nil {
		return nil
	}
	return pulumi.Float64(*v)
}

// intInput returns *v as an input, nil (no value) when v is nil: a null
// given to an input leaves it unset, as in PCL.
func intInput(v *int) pulumi.IntInput {
	if v == nil {
		return nil
	}
	return pulumi.Int(*v)
}

// stringInput returns *v as an input, nil (no value) when v is nil: a null
// given to an input leaves it unset, as in PCL.
func stringInput(v *string) pulumi.StringInput {
	if v == nil {
		return nil
	}
	return pulumi.String(*v)
}
