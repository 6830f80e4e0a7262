package main

import (
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"strconv"
	"strings"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A component's inputs given values that hold outputs inside them, as a
		// resource's inputs may be: a map of tags one of which is a resource's id
		// (what converters make of a Terraform module's arguments), a list, an
		// object, a list of objects, an object holding an object of a schema's
		// type, and an input with a default. The binder took only an output of the
		// whole value; the component reads each as an output of the plain value.
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		image, err := ec2.NewAmi(ctx, "image", &ec2.AmiArgs{
			Name: pulumi.String("image"),
			EphemeralBlockDevices: ec2.AmiEphemeralBlockDeviceArray{&ec2.AmiEphemeralBlockDeviceArgs{
				DeviceName:  pulumi.String("/dev/sdb"),
				VirtualName: pulumi.String("ephemeral0"),
			}},
		})
		if err != nil {
			return err
		}
		compComponent, err := NewComp(ctx, "comp", &CompArgs{
			Tags:     pulumi.StringMap{"Name": pet.ID(), "Env": pulumi.String("dev")},
			Names:    pulumi.StringArray{pet.ID(), pulumi.String("x"), image.Name},
			Settings: pulumi.Map{"label": pet.ID().ToStringOutput(), "size": pulumi.Int(3)},
			Rules: func() pulumi.MapArray {
				result := pulumi.MapArray{}
				for _, i := range []int{1, 2} {
					result = append(result, pulumi.Map{
						"port": pulumi.Int(i * 80),
						"name": pulumi.Sprintf("%v-%v", pet.ID().ToStringOutput(), i),
					})
				}
				return result
			}(),
			Device: pulumi.ToOutput(pulumi.Map{
				"spec": image.EphemeralBlockDevices.ApplyT(func(ephemeralBlockDevices []ec2.AmiEphemeralBlockDevice) (ec2.AmiEphemeralBlockDevice, error) {
					return ephemeralBlockDevices[0], nil
				}).(ec2.AmiEphemeralBlockDeviceOutput),
				"owner": pet.ID().ToStringOutput(),
			}).ApplyT(func(v interface{}) map[string]interface{} {
				return resolvedAs[map[string]interface{}](pclObject(v))
			}).(pulumi.MapOutput),
			Nested: pulumi.StringArrayMap{"first": pulumi.StringArray{pet.ID()}},
			Prefix: pet.ID(),
		})
		if err != nil {
			return err
		}
		ctx.Export("summary", compComponent.Summary)
		ctx.Export("ruleNames", compComponent.RuleNames)
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

// dynamicFloat converts v, a value of any type, to a number as PCL does: a
// string must hold a decimal number.
func dynamicFloat(v interface{}) float64 {
	switch v := pointee(v).(type) {
	case float64:
		return v
	case int:
		return float64(v)
	case string:
		if n, err := strconv.ParseFloat(v, 64); err == nil {
			return n
		}
	}
	panic(fmt.Sprintf("a number is required, not %v", v))
}

// dynamicInt converts v, a value of any type, to an int as PCL does: only a
// whole number.
func dynamicInt(v interface{}) int {
	if i, ok := pointee(v).(int); ok {
		return i
	}
	n := dynamicFloat(v)
	if n != float64(int(n)) {
		panic(fmt.Sprintf("a whole number is required, not %v", n))
	}
	return int(n)
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

// mustGet returns m[key]; a key the map does not hold is an error, as in
// PCL.
func mustGet[V any](m map[string]V, key string) V {
	v, ok := m[key]
	if !ok {
		panic(fmt.Sprintf("the map has no element for the key %q", key))
	}
	return v
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

// pointee returns v, a value of any type, without the pointer an optional
// value is held by (nil for a nil pointer), and a value of a named string
// type (pulumi.ID, an enum of an SDK) as the string it is.
func pointee(v interface{}) interface{} {
	switch p := v.(type) {
	case *string:
		if p != nil {
			return *p
		}
		return nil
	case *int:
		if p != nil {
			return *p
		}
		return nil
	case *float64:
		if p != nil {
			return *p
		}
		return nil
	case *bool:
		if p != nil {
			return *p
		}
		return nil
	}
	if rv := reflect.ValueOf(v); rv.Kind() == reflect.String {
		return rv.String()
	}
	return v
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

// stringOr returns the value of o, or fallback's where o's is null: a
// component's input given null takes its config's default, as in PCL.
func stringOr(o pulumi.StringPtrOutput, fallback pulumi.StringOutput) pulumi.StringOutput {
	return pulumi.All(o, fallback).ApplyT(func(values []interface{}) string {
		if v := values[0].(*string); v != nil {
			return *v
		}
		return values[1].(string)
	}).(pulumi.StringOutput)
}
