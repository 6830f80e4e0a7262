package main

import (
	"errors"
	"unicode"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/autoscaling"
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/s3"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Config variables that may be null though they have a default (nullable,
		// or a null default), and nullable ones without, read as they are, made
		// secret, given to inputs and read as outputs.
		var prefix *string
		if param, err := cfg.Try("prefix"); err == nil {
			prefix = &param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var count *int
		if param, err := cfg.TryInt("count"); err == nil {
			count = &param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var flag *bool
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = &param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var nameVar *string
		if param, err := cfg.Try("name"); err == nil {
			nameVar = &param
		} else if errors.Is(err, config.ErrMissingVar) {
			nameVar = pulumi.StringRef("named")
		} else {
			return err
		}
		var nothing *string
		if param, err := cfg.Try("nothing"); err == nil {
			nothing = &param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var size *int
		if param, err := cfg.TryInt("size"); err == nil {
			size = &param
		} else if errors.Is(err, config.ErrMissingVar) {
			size = pulumi.IntRef(3)
		} else {
			return err
		}
		_, err := s3.NewBucketObject(ctx, "object", &s3.BucketObjectArgs{
			Bucket:  stringElem(pulumi.ToSecret(nameVar).(pulumi.StringPtrOutput)),
			Key:     pulumi.StringPtrFromPtr(nameVar),
			Content: pulumi.ToSecret(prefix).(pulumi.StringPtrOutput),
		})
		if err != nil {
			return err
		}
		_, err = random.NewRandomInteger(ctx, "seeded", &random.RandomIntegerArgs{
			Min:  pulumi.Int(1),
			Max:  intInput(size),
			Seed: pulumi.Unsecret(pulumi.ToSecret(prefix).(pulumi.StringPtrOutput)).(pulumi.StringPtrOutput),
		})
		if err != nil {
			return err
		}
		_, err = autoscaling.NewPolicy(ctx, "policy", &autoscaling.PolicyArgs{
			AutoscalingGroupName: stringElem(pulumi.ToSecret(nameVar).(pulumi.StringPtrOutput)),
			TargetTrackingConfiguration: &autoscaling.PolicyTargetTrackingConfigurationArgs{
				TargetValue:    pulumi.Float64(float64(*size)),
				DisableScaleIn: pulumi.ToSecret(flag).(pulumi.BoolPtrOutput),
			},
		})
		if err != nil {
			return err
		}
		ctx.Export("secretCount", pulumi.ToSecret(count).(pulumi.IntPtrOutput))
		ctx.Export("secrets", pulumi.Array{
			pulumi.ToSecret(prefix).(pulumi.StringPtrOutput),
			pulumi.ToSecret(nameVar).(pulumi.StringPtrOutput),
		})
		ctx.Export("nothing", pulumi.StringPtrFromPtr(nothing))
		ctx.Export("size", pulumi.IntPtrFromPtr(size))
		ctx.Export("nameLength", pulumi.Int(graphemeCount(*nameVar)))
		return nil
	})
}

// graphemeCount counts the user-perceived characters of s (its extended
// grapheme clusters), as PCL's length does: combining marks, emoji
// modifiers and variation selectors join the character before them, a
// zero-width joiner joins the pictographs on either side, and regional
// indicators pair into flags.
func graphemeCount(s string) int {
	count := 0
	prev := rune(-1)
	pairing := false
	for _, r := range s {
		regional := r >= '\U0001F1E6' && r <= '\U0001F1FF'
		extend := unicode.In(r, unicode.Mn, unicode.Me, unicode.Mc) || r == '\u200D' || (r >= '\uFE00' && r <= '\uFE0F') || (r >= '\U0001F3FB' && r <= '\U0001F3FF') || (r >= '\U000E0020' && r <= '\U000E007F')
		pictograph := unicode.Is(unicode.So, r) || r >= '\U0001F000'
		if (prev >= 0 && extend) || (prev == '\r' && r == '\n') || (prev == '\u200D' && pictograph) || (pairing && regional) {
			pairing = false
		} else {
			count++
			pairing = regional
		}
		prev = r
	}
	return count
}

// intInput returns *v as an input, nil (no value) when v is nil: a null
// given to an input leaves it unset, as in PCL.
func intInput(v *int) pulumi.IntInput {
	if v == nil {
		return nil
	}
	return pulumi.Int(*v)
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
