package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/autoscaling"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")
		flag := false
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pol, err := autoscaling.NewPolicy(ctx, "pol", &autoscaling.PolicyArgs{
			AutoscalingGroupName:        pulumi.String("g"),
			TargetTrackingConfiguration: &autoscaling.PolicyTargetTrackingConfigurationArgs{TargetValue: pulumi.Float64(0.1)},
		})
		if err != nil {
			return err
		}
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{
			Inputs:      pulumi.StringArray{pulumi.String("a"), pulumi.String("b"), pulumi.String("c")},
			ResultCount: pulumi.Int(2),
		})
		if err != nil {
			return err
		}
		plainInner := map[string]float64{"tango": 1.5}
		nestedChoice := func() pulumi.Map {
			if flag {
				return pulumi.Map{
					"foxtrot": pulumi.ToMap(func() map[string]interface{} {
						if flag {
							return map[string]interface{}{"tango": pulumi.Float64Ref(-2.75)}
						}
						return map[string]interface{}{"tango": pulumi.Float64Ref(1000.0)}
					}()),
					"quebec": pulumi.Map{"yankee": shuffle.ResultCount},
					"sierra": pol.PolicyType,
				}
			}
			return pulumi.Map{
				"foxtrot": pulumi.Map{"tango": pol.TargetTrackingConfiguration.ApplyT(func(targetTrackingConfiguration *autoscaling.PolicyTargetTrackingConfiguration) (float64, error) {
					return targetTrackingConfiguration.TargetValue, nil
				}).(pulumi.Float64Output)},
				"quebec": pulumi.Map{"kilo": pol.PolicyType, "yankee": nil},
				"sierra": pulumi.String("s"),
			}
		}()
		nestedObject := func() pulumi.Map {
			if !flag {
				return pulumi.Map{
					"inner": pulumi.Map{"tango": pulumi.Int(2)},
					"deep":  pulumi.Map{"more": pulumi.Map{"n": pulumi.Int(3)}},
					"label": pol.PolicyType,
				}
			}
			return pulumi.Map{
				"inner": pulumi.Map{"tango": shuffle.ResultCount},
				"deep":  pulumi.Map{"more": pulumi.Map{"n": shuffle.ResultCount}},
			}
		}()
		nestedReference := func() pulumi.Map {
			if flag {
				return pulumi.Map{
					"inner": pulumi.ToMap(fromJSON[map[string]interface{}](plainInner)),
					"label": pol.PolicyType,
				}
			}
			return pulumi.Map{"inner": pulumi.Map{"tango": pol.TargetTrackingConfiguration.ApplyT(func(targetTrackingConfiguration *autoscaling.PolicyTargetTrackingConfiguration) (float64, error) {
				return targetTrackingConfiguration.TargetValue, nil
			}).(pulumi.Float64Output)}}
		}()
		ctx.Export("nestedChoice", nestedChoice)
		ctx.Export("nestedObject", nestedObject)
		ctx.Export("nestedReference", nestedReference)
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
