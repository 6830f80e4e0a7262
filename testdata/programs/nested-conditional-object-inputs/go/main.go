package main

import (
	"errors"
	"reflect"
	"strings"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/autoscaling"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Conditionals of conditionals of objects holding outputs, given to an
		// optional input of a schema's object type (a Ptr input in Go).
		flag := true
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		id, err := random.NewRandomInteger(ctx, "id", &random.RandomIntegerArgs{Min: pulumi.Int(1), Max: pulumi.Int(9)})
		if err != nil {
			return err
		}
		scaling, err := autoscaling.NewPolicy(ctx, "scaling", &autoscaling.PolicyArgs{
			AutoscalingGroupName: pulumi.String("group"),
			TargetTrackingConfiguration: func() autoscaling.PolicyTargetTrackingConfigurationPtrInput {
				if flag {
					return func() *autoscaling.PolicyTargetTrackingConfigurationArgs {
						if !flag {
							return &autoscaling.PolicyTargetTrackingConfigurationArgs{TargetValue: pulumi.Float64(1.0)}
						}
						return &autoscaling.PolicyTargetTrackingConfigurationArgs{TargetValue: id.Result.ApplyT(func(result int) (float64, error) {
							return float64(result), nil
						}).(pulumi.Float64Output)}
					}()
				}
				return &autoscaling.PolicyTargetTrackingConfigurationArgs{
					DisableScaleIn: pulumi.Bool(true),
					TargetValue: id.Result.ApplyT(func(result int) (float64, error) {
						return float64(result + 1), nil
					}).(pulumi.Float64Output),
				}
			}(),
		})
		if err != nil {
			return err
		}
		chosen, err := autoscaling.NewPolicy(ctx, "chosen", &autoscaling.PolicyArgs{
			AutoscalingGroupName: pulumi.String("other"),
			TargetTrackingConfiguration: func() autoscaling.PolicyTargetTrackingConfigurationPtrInput {
				if !flag {
					return nil
				}
				return func() *autoscaling.PolicyTargetTrackingConfigurationArgs {
					if flag {
						return &autoscaling.PolicyTargetTrackingConfigurationArgs{
							TargetValue: id.Result.ApplyT(func(result int) (float64, error) {
								return float64(result), nil
							}).(pulumi.Float64Output),
							DisableScaleIn: id.Result.ApplyT(func(result int) (bool, error) {
								return result > 4, nil
							}).(pulumi.BoolOutput),
						}
					}
					return &autoscaling.PolicyTargetTrackingConfigurationArgs{TargetValue: pulumi.Float64(2.0)}
				}()
			}(),
		})
		if err != nil {
			return err
		}
		ctx.Export("scaling", scaling.TargetTrackingConfiguration.ApplyT(pclObject))
		ctx.Export("chosen", chosen.TargetTrackingConfiguration.ApplyT(pclObject))
		return nil
	})
}

// pclObject returns v, holding values of a schema's object types (the SDK's
// structs, through pointers, slices and maps), as PCL holds it: each struct a
// map keyed by the schema's names (its fields' pulumi tags), with every
// property, nil where it is not set.
func pclObject(v interface{}) interface{} {
	return pclObjectValue(reflect.ValueOf(v))
}

func pclObjectValue(v reflect.Value) interface{} {
	switch v.Kind() {
	case reflect.Invalid:
		return nil
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			return nil
		}
		return pclObjectValue(v.Elem())
	case reflect.Struct:
		object := map[string]interface{}{}
		for i := 0; i < v.NumField(); i++ {
			if name, _, _ := strings.Cut(v.Type().Field(i).Tag.Get("pulumi"), ","); name != "" {
				object[name] = pclObjectValue(v.Field(i))
			}
		}
		return object
	case reflect.Slice:
		if v.IsNil() {
			return nil
		}
		list := make([]interface{}, v.Len())
		for i := range list {
			list[i] = pclObjectValue(v.Index(i))
		}
		return list
	case reflect.Map:
		if v.IsNil() {
			return nil
		}
		object := map[string]interface{}{}
		for _, key := range v.MapKeys() {
			object[key.String()] = pclObjectValue(v.MapIndex(key))
		}
		return object
	}
	return v.Interface()
}
