package main

import (
	"errors"
	"math"
	"strconv"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/autoscaling"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")
		flag := true
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		policy, err := autoscaling.NewPolicy(ctx, "policy", &autoscaling.PolicyArgs{
			AutoscalingGroupName:        pulumi.String("group"),
			TargetTrackingConfiguration: &autoscaling.PolicyTargetTrackingConfigurationArgs{TargetValue: pulumi.Float64(50.0)},
		})
		if err != nil {
			return err
		}
		number, err := random.NewRandomInteger(ctx, "number", &random.RandomIntegerArgs{Min: pulumi.Int(1), Max: pulumi.Int(5)})
		if err != nil {
			return err
		}
		target := func() pulumi.Float64PtrOutput {
			if flag {
				return policy.TargetTrackingConfiguration.ApplyT(func(targetTrackingConfiguration *autoscaling.PolicyTargetTrackingConfiguration) (float64, error) {
					return targetTrackingConfiguration.TargetValue, nil
				}).(pulumi.Float64Output).ToFloat64PtrOutput()
			}
			return pulumi.ToSecret(pulumi.Float64(0.1)).(pulumi.Float64Output).ToFloat64PtrOutput()
		}()
		sum := func() pulumi.Float64Output {
			if flag {
				return number.Result.ApplyT(func(result int) (float64, error) {
					return float64(result + result), nil
				}).(pulumi.Float64Output)
			}
			return pulumi.Float64(2.5).ToFloat64Output()
		}()
		ctx.Export("target", target.ApplyT(func(target2 *float64) (float64, error) {
			return *target2 * 2.0, nil
		}).(pulumi.Float64Output))
		ctx.Export("sum", pulumi.Sprintf("%v", sum.ApplyT(numberText).(pulumi.StringOutput)))
		return nil
	})
}

// numberText prints v as PCL prints a number: in plain digits, a whole
// number in its exact digits (the shortest would print 2^62 as
// 4611686018427388000), and 0 for zero, which arithmetic on float64s may
// make negative (-0).
func numberText(v float64) string {
	if v == 0 {
		return "0"
	}
	if v == math.Trunc(v) {
		return strconv.FormatFloat(v, 'f', 0, 64)
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}
