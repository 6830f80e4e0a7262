package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"
	"unicode"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/autoscaling"
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Schema object outputs (one that may be unset), chosen against an object
		// literal with attributes that are always null, given to an optional input
		// of that object's type.
		flag := true
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		source, err := ec2.NewInstance(ctx, "source", &ec2.InstanceArgs{
			Ami:          pulumi.String("ami-0"),
			InstanceType: pulumi.String("t3.micro"),
		})
		if err != nil {
			return err
		}
		chosenByOutput, err := ec2.NewInstance(ctx, "chosenByOutput", &ec2.InstanceArgs{
			Ami:          pulumi.String("ami-1"),
			InstanceType: pulumi.String("t3.micro"),
			RootBlockDevice: pulumi.All(source.Ami, source.RootBlockDevice).ApplyT(func(resolved []interface{}) (ec2.InstanceRootBlockDevice, error) {
				ami := resolved[0].(string)
				rootBlockDevice := resolved[1].(ec2.InstanceRootBlockDevice)
				return func() ec2.InstanceRootBlockDevice {
					if ami != "" {
						return ec2.InstanceRootBlockDevice{VolumeSize: pulumi.IntRef(8), KmsKeyId: nil, Tags: nil}
					}
					return rootBlockDevice
				}(), nil
			}).(ec2.InstanceRootBlockDeviceOutput),
		})
		if err != nil {
			return err
		}
		chosenByConfig, err := ec2.NewInstance(ctx, "chosenByConfig", &ec2.InstanceArgs{
			Ami:          pulumi.String("ami-2"),
			InstanceType: pulumi.String("t3.micro"),
			RootBlockDevice: func() ec2.InstanceRootBlockDevicePtrInput {
				if flag {
					return source.RootBlockDevice
				}
				return &ec2.InstanceRootBlockDeviceArgs{
					VolumeType: nil,
					VolumeSize: source.Ami.ApplyT(func(ami string) (int, error) {
						return graphemeCount(ami), nil
					}).(pulumi.IntOutput),
				}
			}(),
		})
		if err != nil {
			return err
		}

		// An optional schema object output chosen against an object literal with
		// an attribute that is always null.
		policySource, err := autoscaling.NewPolicy(ctx, "policySource", &autoscaling.PolicyArgs{AutoscalingGroupName: pulumi.String("g")})
		if err != nil {
			return err
		}
		policy, err := autoscaling.NewPolicy(ctx, "policy", &autoscaling.PolicyArgs{
			AutoscalingGroupName: pulumi.String("g"),
			TargetTrackingConfiguration: pulumi.All(policySource.Name, policySource.TargetTrackingConfiguration).ApplyT(func(resolved []interface{}) (interface{}, error) {
				name2 := resolved[0].(string)
				targetTrackingConfiguration := resolved[1].(*autoscaling.PolicyTargetTrackingConfiguration)
				return func() interface{} {
					if name2 != "" {
						return map[string]interface{}{"targetValue": 1.5, "disableScaleIn": nil}
					}
					return targetTrackingConfiguration
				}(), nil
			}).(pulumi.AnyOutput).ApplyT(func(v interface{}) autoscaling.PolicyTargetTrackingConfiguration {
				return fromJSON[autoscaling.PolicyTargetTrackingConfiguration](v)
			}).(autoscaling.PolicyTargetTrackingConfigurationOutput),
		})
		if err != nil {
			return err
		}
		ctx.Export("sizes", pulumi.Array{
			chosenByOutput.RootBlockDevice.ApplyT(func(rootBlockDevice ec2.InstanceRootBlockDevice) (*int, error) {
				return rootBlockDevice.VolumeSize, nil
			}).(pulumi.IntPtrOutput),
			chosenByConfig.RootBlockDevice.ApplyT(func(rootBlockDevice ec2.InstanceRootBlockDevice) (*int, error) {
				return rootBlockDevice.VolumeSize, nil
			}).(pulumi.IntPtrOutput),
			policy.TargetTrackingConfiguration.ApplyT(func(targetTrackingConfiguration *autoscaling.PolicyTargetTrackingConfiguration) (float64, error) {
				return targetTrackingConfiguration.TargetValue, nil
			}).(pulumi.Float64Output),
		})
		return nil
	})
}

// coerced returns v, a value decoded from JSON, with the primitives that
// PCL converts to the kinds t takes so converted.
func coerced(v interface{}, t reflect.Type) interface{} {
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.String:
		switch x := v.(type) {
		case bool:
			return strconv.FormatBool(x)
		case float64:
			return numberText(x)
		}
	case reflect.Bool:
		if s, ok := v.(string); ok && (s == "true" || s == "false") {
			return s == "true"
		}
	case reflect.Int, reflect.Float64:
		if s, ok := v.(string); ok {
			if n, err := strconv.ParseFloat(s, 64); err == nil {
				return n
			}
		}
	case reflect.Slice:
		if xs, ok := v.([]interface{}); ok {
			out := make([]interface{}, len(xs))
			for i, x := range xs {
				out[i] = coerced(x, t.Elem())
			}
			return out
		}
	case reflect.Map:
		if m, ok := v.(map[string]interface{}); ok {
			out := map[string]interface{}{}
			for k, x := range m {
				out[k] = coerced(x, t.Elem())
			}
			return out
		}
	}
	return v
}

// fromJSON converts a value of any type (read from JSON config) into T as
// PCL converts values: a bool or a number where a string is taken is its
// text, a string where a number or a bool is taken is parsed; a value that
// is not a T then (7.5 for an int) is an error.
func fromJSON[T any](v interface{}) T {
	var t T
	data, err := json.Marshal(v)
	var raw interface{}
	if err == nil {
		err = json.Unmarshal(data, &raw)
	}
	if err == nil {
		data, err = json.Marshal(coerced(raw, reflect.TypeOf(&t).Elem()))
	}
	if err == nil {
		err = json.Unmarshal(data, &t)
	}
	if err != nil {
		panic(fmt.Errorf("reading config: %w", err))
	}
	return t
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
