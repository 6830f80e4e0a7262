package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"
	"strings"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A choice of an output and a choice of objects holding outputs, given to
		// an input of a schema's object type: each object is given as the input,
		// its optional properties null or missing.
		flag := true
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", nil)
		if err != nil {
			return err
		}
		source, err := ec2.NewInstance(ctx, "source", &ec2.InstanceArgs{
			Ami:             pulumi.String("ami-1"),
			InstanceType:    pulumi.String("t3.micro"),
			RootBlockDevice: &ec2.InstanceRootBlockDeviceArgs{VolumeType: pulumi.String("gp3")},
		})
		if err != nil {
			return err
		}
		server, err := ec2.NewInstance(ctx, "server", &ec2.InstanceArgs{
			Ami:          pulumi.String("ami-2"),
			InstanceType: pulumi.String("t3.micro"),
			RootBlockDevice: func() ec2.InstanceRootBlockDevicePtrInput {
				if !flag {
					return source.RootBlockDevice
				}
				return func() *ec2.InstanceRootBlockDeviceArgs {
					if flag {
						return &ec2.InstanceRootBlockDeviceArgs{DeviceName: pet.ID(), KmsKeyId: pet.Prefix, VolumeType: nil}
					}
					return &ec2.InstanceRootBlockDeviceArgs{VolumeType: pulumi.String("gp2")}
				}()
			}(),
		})
		if err != nil {
			return err
		}
		base, err := ec2.NewSecurityGroup(ctx, "base", &ec2.SecurityGroupArgs{Ingress: ec2.SecurityGroupIngressArray{&ec2.SecurityGroupIngressArgs{
			FromPort: pulumi.Int(22),
			ToPort:   pulumi.Int(22),
			Protocol: pulumi.String("tcp"),
		}}})
		if err != nil {
			return err
		}
		_, err = ec2.NewSecurityGroup(ctx, "group", &ec2.SecurityGroupArgs{Ingress: ec2.SecurityGroupIngressArray{func() ec2.SecurityGroupIngressInput {
			if flag {
				return &ec2.SecurityGroupIngressArgs{
					FromPort:    pulumi.Int(80),
					ToPort:      pulumi.Int(80),
					Protocol:    pulumi.String("tcp"),
					Description: pet.Prefix,
				}
			}
			return func() ec2.SecurityGroupIngressInput {
				if flag {
					return &ec2.SecurityGroupIngressArgs{
						FromPort:    pulumi.Int(0),
						ToPort:      pulumi.Int(0),
						Protocol:    pet.ID(),
						Description: nil,
					}
				}
				return base.Ingress.ApplyT(func(ingress []ec2.SecurityGroupIngress) (ec2.SecurityGroupIngress, error) {
					return ingress[0], nil
				}).(ec2.SecurityGroupIngressOutput)
			}()
		}()}})
		if err != nil {
			return err
		}
		ctx.Export("device", server.RootBlockDevice.ApplyT(pclObject))
		_, err = ec2.NewSecurityGroup(ctx, "chosen", &ec2.SecurityGroupArgs{Ingress: ec2.SecurityGroupIngressArray{pulumi.All(pet.Length, pet.Prefix, pulumi.Unsecret(pulumi.ToSecret(pulumi.ToMap(func() map[string]interface{} {
			if flag {
				return map[string]interface{}{"fromPort": 1, "toPort": 2, "protocol": "udp"}
			}
			return map[string]interface{}{
				"fromPort":    3,
				"toPort":      4,
				"protocol":    "icmp",
				"description": pulumi.StringRef("x"),
			}
		}())).(pulumi.MapOutput)).(pulumi.MapOutput)).ApplyT(func(resolved []interface{}) (map[string]interface{}, error) {
			length := resolved[0].(int)
			prefix := resolved[1].(*string)
			secret := resolved[2].(map[string]interface{})
			return func() map[string]interface{} {
				if func() (ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					_ = length
					return true
				}() {
					return func() map[string]interface{} {
						if flag {
							return map[string]interface{}{
								"fromPort":    length,
								"toPort":      80,
								"protocol":    prefix,
								"description": prefix,
								"cidrBlocks":  nil,
							}
						}
						return map[string]interface{}{
							"fromPort": 1,
							"toPort":   1,
							"protocol": pulumi.StringRef("tcp"),
						}
					}()
				}
				return secret
			}(), nil
		}).(pulumi.MapOutput).ApplyT(func(v map[string]interface{}) ec2.SecurityGroupIngress {
			return func() ec2.SecurityGroupIngress {
				v2 := v
				result := ec2.SecurityGroupIngress{}
				if x, ok := v2["cidrBlocks"]; ok && pointee(x) != nil {
					result.CidrBlocks = fromJSON[[]string](x)
				}
				if x2, ok := v2["description"]; ok && pointee(x2) != nil {
					result.Description = pulumi.StringRef(dynamicString(x2))
				}
				if x3, ok := v2["fromPort"]; ok && pointee(x3) != nil {
					result.FromPort = dynamicInt(x3)
				}
				if x4, ok := v2["protocol"]; ok && pointee(x4) != nil {
					result.Protocol = dynamicString(x4)
				}
				if x5, ok := v2["toPort"]; ok && pointee(x5) != nil {
					result.ToPort = dynamicInt(x5)
				}
				return result
			}()
		}).(ec2.SecurityGroupIngressOutput)}})
		if err != nil {
			return err
		}
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

// dynamicString converts v, a value of any type, to a string as PCL does:
// a bool as true or false, a number in plain digits.
func dynamicString(v interface{}) string {
	switch v := pointee(v).(type) {
	case string:
		return v
	case bool:
		return strconv.FormatBool(v)
	case int:
		return strconv.Itoa(v)
	case float64:
		return numberText(v)
	}
	panic(fmt.Sprintf("a string is required, not %v", v))
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
