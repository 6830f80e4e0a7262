package main

import (
	"errors"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/autoscaling"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Outputs that may be null, read where PCL requires a value: an optional
		// string output in a string template (concatenated, and formatted beside a
		// number), and an attribute of an optional object output compared inside an
		// apply. A null in either place is an error to PCL, so the generated programs
		// fail on it rather than print "None" or read an attribute of nothing; the
		// values here are present, and printed as they are.
		picker, err := random.NewRandomInteger(ctx, "picker", &random.RandomIntegerArgs{
			Min:  pulumi.Int(1),
			Max:  pulumi.Int(9),
			Seed: pulumi.String("fixed"),
		})
		if err != nil {
			return err
		}
		policy, err := autoscaling.NewPolicy(ctx, "policy", &autoscaling.PolicyArgs{
			AutoscalingGroupName:        pulumi.String("group"),
			TargetTrackingConfiguration: &autoscaling.PolicyTargetTrackingConfigurationArgs{TargetValue: pulumi.Float64(0.5)},
		})
		if err != nil {
			return err
		}
		ctx.Export("seedText", pulumi.Sprintf("seed-%v!", stringNotNull(picker.Seed)))
		ctx.Export("seedAndResult", pulumi.Sprintf("%v/%v", stringNotNull(picker.Seed), picker.Result))
		ctx.Export("lowTarget", policy.TargetTrackingConfiguration.ApplyT(func(targetTrackingConfiguration *autoscaling.PolicyTargetTrackingConfiguration) (bool, error) {
			return targetTrackingConfiguration.TargetValue <= 2.0, nil
		}).(pulumi.BoolOutput))
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
