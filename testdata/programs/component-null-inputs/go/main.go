package main

import (
	"errors"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/autoscaling"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A component's input given an output whose value is null takes the config
		// variable's default, as an input left out does: the policies echo the
		// target tracking configuration the program gives, so an attribute left out
		// of it (disableScaleIn of "unset") is null, one given ("set") is not. So
		// does an input given a plain null, from a config variable or a literal.
		// An input without a default ("./checker") given an output that may be null
		// takes its value, and would fail on null.
		unset, err := autoscaling.NewPolicy(ctx, "unset", &autoscaling.PolicyArgs{
			AutoscalingGroupName:        pulumi.String("group"),
			TargetTrackingConfiguration: &autoscaling.PolicyTargetTrackingConfigurationArgs{TargetValue: pulumi.Float64(0.5)},
		})
		if err != nil {
			return err
		}
		set, err := autoscaling.NewPolicy(ctx, "set", &autoscaling.PolicyArgs{
			AutoscalingGroupName: pulumi.String("group"),
			TargetTrackingConfiguration: &autoscaling.PolicyTargetTrackingConfigurationArgs{
				TargetValue:    pulumi.Float64(2.0),
				DisableScaleIn: pulumi.Bool(false),
			},
		})
		if err != nil {
			return err
		}
		fromNull, err := NewScaler(ctx, "fromNull", &ScalerArgs{
			Disabled: unset.TargetTrackingConfiguration.ApplyT(func(targetTrackingConfiguration *autoscaling.PolicyTargetTrackingConfiguration) (*bool, error) {
				return targetTrackingConfiguration.DisableScaleIn, nil
			}).(pulumi.BoolPtrOutput),
			Target: unset.TargetTrackingConfiguration.ApplyT(func(targetTrackingConfiguration *autoscaling.PolicyTargetTrackingConfiguration) (float64, error) {
				return targetTrackingConfiguration.TargetValue, nil
			}).(pulumi.Float64Output),
		})
		if err != nil {
			return err
		}
		fromValue, err := NewScaler(ctx, "fromValue", &ScalerArgs{
			Label: pulumi.StringRef("given"),
			Disabled: set.TargetTrackingConfiguration.ApplyT(func(targetTrackingConfiguration *autoscaling.PolicyTargetTrackingConfiguration) (*bool, error) {
				return targetTrackingConfiguration.DisableScaleIn, nil
			}).(pulumi.BoolPtrOutput),
			Target: set.TargetTrackingConfiguration.ApplyT(func(targetTrackingConfiguration *autoscaling.PolicyTargetTrackingConfiguration) (float64, error) {
				return targetTrackingConfiguration.TargetValue, nil
			}).(pulumi.Float64Output),
		})
		if err != nil {
			return err
		}
		leftOut, err := NewScaler(ctx, "leftOut", &ScalerArgs{})
		if err != nil {
			return err
		}
		var nothing *bool
		if param, err := cfg.TryBool("nothing"); err == nil {
			nothing = &param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var noLabel *string
		if param, err := cfg.Try("noLabel"); err == nil {
			noLabel = &param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		fromNullConfig, err := NewScaler(ctx, "fromNullConfig", &ScalerArgs{
			Disabled: pulumi.BoolPtrFromPtr(nothing),
			Target:   nil,
			Label:    noLabel,
		})
		if err != nil {
			return err
		}
		check, err := NewChecker(ctx, "check", &CheckerArgs{Enabled: boolRequired(set.TargetTrackingConfiguration.ApplyT(func(targetTrackingConfiguration *autoscaling.PolicyTargetTrackingConfiguration) (*bool, error) {
			return targetTrackingConfiguration.DisableScaleIn, nil
		}).(pulumi.BoolPtrOutput))})
		if err != nil {
			return err
		}
		ctx.Export("checked", check.Enabled)
		ctx.Export("nullDisabled", fromNull.Disabled)
		ctx.Export("valueDisabled", fromValue.Disabled)
		ctx.Export("leftOutTarget", leftOut.Target)
		ctx.Export("nullConfigDisabled", fromNullConfig.Disabled)
		ctx.Export("nullTarget", fromNullConfig.Target)
		ctx.Export("labels", pulumi.Array{fromNullConfig.Label, fromValue.Label, leftOut.Label})
		ctx.Export("valueTarget", fromValue.Target)
		return nil
	})
}

// boolOr returns the value of o, or fallback's where o's is null: a
// component's input given null takes its config's default, as in PCL.
func boolOr(o pulumi.BoolPtrOutput, fallback pulumi.BoolOutput) pulumi.BoolOutput {
	return pulumi.All(o, fallback).ApplyT(func(values []interface{}) bool {
		if v := values[0].(*bool); v != nil {
			return *v
		}
		return values[1].(bool)
	}).(pulumi.BoolOutput)
}

// boolRequired returns the value of o; a null is an error, as PCL makes
// a null given to a component's input that has no default.
func boolRequired(o pulumi.BoolPtrOutput) pulumi.BoolOutput {
	return o.ApplyT(func(v *bool) (bool, error) {
		if v == nil {
			var none bool
			return none, errors.New("a component's input without a default cannot be null")
		}
		return *v, nil
	}).(pulumi.BoolOutput)
}

// float64Or returns the value of o, or fallback's where o's is null: a
// component's input given null takes its config's default, as in PCL.
func float64Or(o pulumi.Float64PtrOutput, fallback pulumi.Float64Output) pulumi.Float64Output {
	return pulumi.All(o, fallback).ApplyT(func(values []interface{}) float64 {
		if v := values[0].(*float64); v != nil {
			return *v
		}
		return values[1].(float64)
	}).(pulumi.Float64Output)
}
