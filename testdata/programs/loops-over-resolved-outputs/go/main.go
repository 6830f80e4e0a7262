package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Loops that are an apply's whole body, over collections whose elements are
		// outputs (a splat of a ranged resource's list output) and which the apply
		// resolves: the loop variable is the resolved element in the callback, so
		// reads of it (a splat, an index, an attribute, length) are plain there.
		flag := true
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var amis []*ec2.Ami
		for index := 0; index < 2; index++ {
			res, err := ec2.NewAmi(ctx, fmt.Sprintf("amis-%v", index), &ec2.AmiArgs{Name: pulumi.String(fmt.Sprintf("a%v", index))})
			if err != nil {
				return err
			}
			amis = append(amis, res)
		}

		// A splat of the variable inside a conditional that a filter guards.
		sg, err := ec2.NewSecurityGroup(ctx, "sg", &ec2.SecurityGroupArgs{Egress: pulumi.All(func() pulumi.Array {
			result := pulumi.Array{}
			for _, item := range amis {
				result = append(result, item.EphemeralBlockDevices)
			}
			return result
		}(), pulumi.ToSecret(pulumi.Bool(flag)).(pulumi.BoolOutput), func() pulumi.Array {
			result := pulumi.Array{}
			collection := func() pulumi.Array {
				result2 := pulumi.Array{}
				for _, item := range amis {
					result2 = append(result2, item.EphemeralBlockDevices)
				}
				return result2
			}()
			for _, d2 := range collection {
				d := d2.(ec2.AmiEphemeralBlockDeviceArrayInput)
				result = append(result, d.ToAmiEphemeralBlockDeviceArrayOutput())
			}
			return result
		}()).ApplyT(func(resolved []interface{}) ([]map[string]interface{}, error) {
			values := resolvedAs[[][]ec2.AmiEphemeralBlockDevice](resolved[0])
			secret := resolved[1].(bool)
			values2 := resolvedAs[[][]ec2.AmiEphemeralBlockDevice](resolved[2])
			return func() []map[string]interface{} {
				result := []map[string]interface{}{}
				for key := range values {
					if !(secret) {
						continue
					}
					result = append(result, func() map[string]interface{} {
						if secret {
							return map[string]interface{}{
								"fromPort": 1,
								"toPort":   2,
								"protocol": "tcp",
								"ipv6CidrBlocks": func() []string {
									result2 := []string{}
									for _, item := range values2[key] {
										result2 = append(result2, item.VirtualName)
									}
									return result2
								}(),
							}
						}
						return map[string]interface{}{"fromPort": 3, "toPort": 4, "protocol": "udp"}
					}())
				}
				return result
			}(), nil
		}).(pulumi.MapArrayOutput).ApplyT(func(v []map[string]interface{}) []ec2.SecurityGroupEgress {
			return func() []ec2.SecurityGroupEgress {
				v2 := v
				if v2 == nil {
					return nil
				}
				result := []ec2.SecurityGroupEgress{}
				for _, x := range v2 {
					result = append(result, func() ec2.SecurityGroupEgress {
						v3 := x
						result2 := ec2.SecurityGroupEgress{}
						if x2, ok := v3["fromPort"]; ok && pointee(x2) != nil {
							result2.FromPort = dynamicInt(x2)
						}
						if x3, ok := v3["ipv6CidrBlocks"]; ok && pointee(x3) != nil {
							result2.Ipv6CidrBlocks = fromJSON[[]string](x3)
						}
						if x4, ok := v3["protocol"]; ok && pointee(x4) != nil {
							result2.Protocol = dynamicString(x4)
						}
						if x5, ok := v3["toPort"]; ok && pointee(x5) != nil {
							result2.ToPort = dynamicInt(x5)
						}
						return result2
					}())
				}
				return result
			}()
		}).(ec2.SecurityGroupEgressArrayOutput)})
		if err != nil {
			return err
		}

		// The key and the value, with an index, an attribute and length read of it.
		names := pulumi.All(func() pulumi.Array {
			result := pulumi.Array{}
			for _, item := range amis {
				result = append(result, item.EphemeralBlockDevices)
			}
			return result
		}(), func() pulumi.Array {
			result := pulumi.Array{}
			collection := func() pulumi.Array {
				result2 := pulumi.Array{}
				for _, item := range amis {
					result2 = append(result2, item.EphemeralBlockDevices)
				}
				return result2
			}()
			for _, d2 := range collection {
				d := d2.(ec2.AmiEphemeralBlockDeviceArrayInput)
				result = append(result, d.ToAmiEphemeralBlockDeviceArrayOutput())
			}
			return result
		}(), pulumi.ToSecret(pulumi.Bool(flag)).(pulumi.BoolOutput)).ApplyT(func(resolved []interface{}) ([]string, error) {
			values := resolvedAs[[][]ec2.AmiEphemeralBlockDevice](resolved[0])
			values2 := resolvedAs[[][]ec2.AmiEphemeralBlockDevice](resolved[1])
			secret := resolved[2].(bool)
			return func() []string {
				result := []string{}
				for i := range values {
					if !(secret) {
						continue
					}
					result = append(result, fmt.Sprintf("%v:%v:%v", i, len(values2[i]), func() string {
						if len(values2[i]) > 0 {
							return values2[i][0].DeviceName
						}
						return "none"
					}()))
				}
				return result
			}(), nil
		}).(pulumi.StringArrayOutput)

		// A map loop over the same.
		byName := pulumi.All(func() pulumi.Array {
			result := pulumi.Array{}
			for _, item := range amis {
				result = append(result, item.EphemeralBlockDevices)
			}
			return result
		}(), func() pulumi.Array {
			result := pulumi.Array{}
			collection := func() pulumi.Array {
				result2 := pulumi.Array{}
				for _, item := range amis {
					result2 = append(result2, item.EphemeralBlockDevices)
				}
				return result2
			}()
			for _, d2 := range collection {
				d := d2.(ec2.AmiEphemeralBlockDeviceArrayInput)
				result = append(result, d.ToAmiEphemeralBlockDeviceArrayOutput())
			}
			return result
		}(), pulumi.ToSecret(pulumi.Bool(!flag)).(pulumi.BoolOutput)).ApplyT(func(resolved []interface{}) (map[string][]string, error) {
			values := resolvedAs[[][]ec2.AmiEphemeralBlockDevice](resolved[0])
			values2 := resolvedAs[[][]ec2.AmiEphemeralBlockDevice](resolved[1])
			secret := resolved[2].(bool)
			return func() map[string][]string {
				result := map[string][]string{}
				for i := range values {
					if !(!secret) {
						continue
					}
					result[fmt.Sprintf("k%v", i)] = func() []string {
						result2 := []string{}
						for _, e := range values2[i] {
							result2 = append(result2, e.VirtualName)
						}
						return result2
					}()
				}
				return result
			}(), nil
		}).(pulumi.StringArrayMapOutput)

		// A loop hoisted from inside the body over the same collection, which binds
		// the variable again.
		counts := pulumi.All(func() pulumi.Array {
			result := pulumi.Array{}
			for _, item := range amis {
				result = append(result, item.EbsBlockDevices)
			}
			return result
		}(), func() pulumi.Array {
			result := pulumi.Array{}
			collection := func() pulumi.Array {
				result2 := pulumi.Array{}
				for _, item := range amis {
					result2 = append(result2, item.EbsBlockDevices)
				}
				return result2
			}()
			for _, x2 := range collection {
				x := x2.(ec2.AmiEbsBlockDeviceArrayInput)
				result = append(result, x.ToAmiEbsBlockDeviceArrayOutput())
			}
			return result
		}(), pulumi.ToSecret(pulumi.Bool(flag)).(pulumi.BoolOutput)).ApplyT(func(resolved []interface{}) ([]int, error) {
			values := resolvedAs[[][]ec2.AmiEbsBlockDevice](resolved[0])
			values2 := resolvedAs[[][]ec2.AmiEbsBlockDevice](resolved[1])
			secret := resolved[2].(bool)
			return func() []int {
				result := []int{}
				for i := range values {
					if !(secret) {
						continue
					}
					result = append(result, len(values2)+i)
				}
				return result
			}(), nil
		}).(pulumi.IntArrayOutput)
		ctx.Export("egressCount", sg.Egress.ApplyT(func(egress []ec2.SecurityGroupEgress) (int, error) {
			return len(egress), nil
		}).(pulumi.IntOutput))
		ctx.Export("names", names)
		ctx.Export("byName", byName)
		ctx.Export("counts", counts)
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
