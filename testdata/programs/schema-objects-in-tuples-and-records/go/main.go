package main

import (
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"strconv"
	"strings"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/autoscaling"
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Objects of a schema's types inside tuples whose elements differ (beside
		// values that hold none, or of two schema types) and inside objects of no
		// schema's type, where values leave the SDK's typed positions: stack
		// outputs, toJSON's argument and a component's input. Each is given as PCL
		// holds it: keyed by the schema's names, every property there (found
		// writing the test of fuzz seed 9896: the shape of a tuple's first object
		// was given to a map beside it).
		image, err := ec2.NewAmi(ctx, "image", &ec2.AmiArgs{
			Name: pulumi.String("image"),
			EbsBlockDevices: ec2.AmiEbsBlockDeviceArray{&ec2.AmiEbsBlockDeviceArgs{
				DeviceName: pulumi.String("/dev/sda"),
				VolumeSize: pulumi.Int(8),
			}},
			EphemeralBlockDevices: ec2.AmiEphemeralBlockDeviceArray{&ec2.AmiEphemeralBlockDeviceArgs{
				DeviceName:  pulumi.String("/dev/sdb"),
				VirtualName: pulumi.String("ephemeral0"),
			}},
			Tags: pulumi.StringMap{"team": pulumi.String("core")},
		})
		if err != nil {
			return err
		}
		policy, err := autoscaling.NewPolicy(ctx, "policy", &autoscaling.PolicyArgs{
			AutoscalingGroupName: pulumi.String("group"),
			TargetTrackingConfiguration: &autoscaling.PolicyTargetTrackingConfigurationArgs{
				TargetValue:    pulumi.Float64(50.0),
				DisableScaleIn: pulumi.Bool(true),
			},
		})
		if err != nil {
			return err
		}
		ctx.Export("withMap", pulumi.Array{image.EbsBlockDevices, image.Tags, pulumi.String("text")})
		ctx.Export("twoTypes", pulumi.Array{
			image.EbsBlockDevices.ApplyT(func(ebsBlockDevices []ec2.AmiEbsBlockDevice) (ec2.AmiEbsBlockDevice, error) {
				return ebsBlockDevices[0], nil
			}).(ec2.AmiEbsBlockDeviceOutput),
			image.EphemeralBlockDevices.ApplyT(func(ephemeralBlockDevices []ec2.AmiEphemeralBlockDevice) (ec2.AmiEphemeralBlockDevice, error) {
				return ephemeralBlockDevices[0], nil
			}).(ec2.AmiEphemeralBlockDeviceOutput),
			policy.TargetTrackingConfiguration,
		})
		ctx.Export("record", pulumi.Map{
			"devices": image.EbsBlockDevices,
			"name":    image.Name,
			"nested":  pulumi.Map{"target": policy.TargetTrackingConfiguration},
		})
		ctx.Export("json", pulumi.ToOutput(pulumi.Map{
			"devices": image.EbsBlockDevices,
			"pair": pulumi.Array{
				image.EphemeralBlockDevices.ApplyT(func(ephemeralBlockDevices []ec2.AmiEphemeralBlockDevice) (ec2.AmiEphemeralBlockDevice, error) {
					return ephemeralBlockDevices[0], nil
				}).(ec2.AmiEphemeralBlockDeviceOutput),
				pulumi.String("x"),
			},
		}).ApplyT(func(v interface{}) (string, error) {
			data, err := json.Marshal(pclObject(v))
			return string(data), err
		}).(pulumi.StringOutput))
		plain := pulumi.Map{
			"first": image.EbsBlockDevices.ApplyT(func(ebsBlockDevices []ec2.AmiEbsBlockDevice) (ec2.AmiEbsBlockDevice, error) {
				return ebsBlockDevices[0], nil
			}).(ec2.AmiEbsBlockDeviceOutput),
			"label": pulumi.String("plain"),
		}
		ctx.Export("plain", plain)
		compComponent, err := NewComp(ctx, "comp", &CompArgs{Settings: pulumi.ToSecret(pulumi.Map{
			"device": image.EphemeralBlockDevices.ApplyT(func(ephemeralBlockDevices []ec2.AmiEphemeralBlockDevice) (ec2.AmiEphemeralBlockDevice, error) {
				return ephemeralBlockDevices[0], nil
			}).(ec2.AmiEphemeralBlockDeviceOutput),
			"label": pulumi.String("given"),
		}).(pulumi.MapOutput).ApplyT(func(v2 interface{}) map[string]interface{} {
			return resolvedAs[map[string]interface{}](pclObject(v2))
		}).(pulumi.MapOutput)})
		if err != nil {
			return err
		}
		ctx.Export("fromComponent", compComponent.Summary)
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

// resolvedAs returns v, the value a pulumi.Array or pulumi.Map of inputs
// resolved to ([]interface{} and map[string]interface{} at any depth), as
// the plain Go value of type T it holds.
func resolvedAs[T any](v interface{}) T {
	if x, ok := v.(T); ok {
		return x
	}
	var x T
	to := reflect.TypeOf(&x).Elem()
	return resolvedValue(reflect.ValueOf(v), to).Interface().(T)
}

// resolvedValue converts v to a value of type to: collections element by
// element.
func resolvedValue(v reflect.Value, to reflect.Type) reflect.Value {
	if v.IsValid() && v.Kind() == reflect.Interface {
		v = v.Elem()
	}
	if !v.IsValid() {
		return reflect.Zero(to)
	}
	if v.Type().AssignableTo(to) {
		return v
	}
	switch {
	case to.Kind() == reflect.Slice && v.Kind() == reflect.Slice:
		if v.IsNil() {
			return reflect.Zero(to)
		}
		result := reflect.MakeSlice(to, v.Len(), v.Len())
		for i := 0; i < v.Len(); i++ {
			result.Index(i).Set(resolvedValue(v.Index(i), to.Elem()))
		}
		return result
	case to.Kind() == reflect.Map && v.Kind() == reflect.Map:
		if v.IsNil() {
			return reflect.Zero(to)
		}
		result := reflect.MakeMapWithSize(to, v.Len())
		for _, k := range v.MapKeys() {
			result.SetMapIndex(k.Convert(to.Key()), resolvedValue(v.MapIndex(k), to.Elem()))
		}
		return result
	case to.Kind() == reflect.Pointer && v.Kind() == reflect.Pointer && v.IsNil():
		return reflect.Zero(to)
	case to.Kind() == reflect.Pointer:
		result := reflect.New(to.Elem())
		result.Elem().Set(resolvedValue(v, to.Elem()))
		return result
	case v.Kind() == reflect.Pointer:
		if v.IsNil() {
			panic("a null value is given where a value is required")
		}
		return resolvedValue(v.Elem(), to)
	}
	return v.Convert(to)
}
