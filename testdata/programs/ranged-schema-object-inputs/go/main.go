package main

import (
	"encoding/json"
	"fmt"
	"maps"
	"math"
	"reflect"
	"slices"
	"strconv"
	"unicode"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Inputs of resources ranged over an output that may be secret (the
		// outputs of a resource given a secret) that read range.key or range.value
		// are as secret as the range is: each is computed in an apply on the range
		// and the value, whose result the Go code gives where a schema object, or a
		// list of them, goes. Outputs read the resources' object properties.
		source, err := random.NewRandomPassword(ctx, "source", &random.RandomPasswordArgs{
			Length:   pulumi.Int(8),
			MinUpper: pulumi.ToSecret(pulumi.Int(1)).(pulumi.IntOutput),
			Keepers:  pulumi.StringMap{"alpha": pulumi.String("tcp"), "beta": pulumi.String("udp")},
		})
		if err != nil {
			return err
		}
		group := pulumi.Unsecret(source.Keepers).(pulumi.StringMapOutput).ApplyT(func(keepers map[string]string) (map[string]*ec2.SecurityGroup, error) {
			resources := map[string]*ec2.SecurityGroup{}
			resourcesRange := keepers
			for _, key := range slices.Sorted(maps.Keys(resourcesRange)) {
				value := resourcesRange[key]
				res, err := ec2.NewSecurityGroup(ctx, fmt.Sprintf("group-%v", key), &ec2.SecurityGroupArgs{
					Egress: pulumi.All(source.Keepers, pulumi.ToSecret(pulumi.MapArray{pulumi.Map{
						"fromPort": pulumi.Int(3),
						"protocol": pulumi.String(value),
						"toPort":   pulumi.Int(14),
					}}).(pulumi.MapArrayOutput)).ApplyT(func(resolved []interface{}) ([]map[string]interface{}, error) {
						secret := resolved[1].([]map[string]interface{})
						return secret, nil
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
									if x3, ok := v3["protocol"]; ok && pointee(x3) != nil {
										result2.Protocol = dynamicString(x3)
									}
									if x4, ok := v3["toPort"]; ok && pointee(x4) != nil {
										result2.ToPort = dynamicInt(x4)
									}
									return result2
								}())
							}
							return result
						}()
					}).(ec2.SecurityGroupEgressArrayOutput),
					Ingress: source.Keepers.ApplyT(func(keepers2 map[string]string) ([]interface{}, error) {
						return []interface{}{
							map[string]interface{}{
								"fromPort":    80,
								"protocol":    value,
								"toPort":      80,
								"description": key,
							},
							map[string]interface{}{
								"fromPort":   443,
								"protocol":   "tcp",
								"toPort":     443,
								"cidrBlocks": []string{"10.0.0.0/8"},
							},
						}, nil
					}).(pulumi.ArrayOutput).ApplyT(func(v []interface{}) []ec2.SecurityGroupIngress {
						return fromJSON[[]ec2.SecurityGroupIngress](v)
					}).(ec2.SecurityGroupIngressArrayOutput),
				})
				if err != nil {
					return nil, err
				}
				resources[key] = res
			}
			return resources, nil
		}).(ec2.SecurityGroupMapOutput)
		server := pulumi.Unsecret(source.Keepers.ApplyT(func(keepers map[string]string) ([]string, error) {
			return func() []string {
				result := []string{}
				collection := keepers
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					result = append(result, fmt.Sprintf("gp%v", graphemeCount(k)))
				}
				return result
			}(), nil
		}).(pulumi.StringArrayOutput)).(pulumi.StringArrayOutput).ApplyT(func(v []string) ([]*ec2.Instance, error) {
			var resources []*ec2.Instance
			for index, value := range v {
				res, err := ec2.NewInstance(ctx, fmt.Sprintf("server-%v", index), &ec2.InstanceArgs{
					Ami:          pulumi.String("ami-1"),
					InstanceType: pulumi.String("t2.micro"),
					RootBlockDevice: pulumi.All(source.Keepers, pulumi.ToSecret(pulumi.Map{
						"volumeType": pulumi.String(value),
						"volumeSize": pulumi.Int(8),
					}).(pulumi.MapOutput)).ApplyT(func(resolved []interface{}) (map[string]interface{}, error) {
						secret := resolved[1].(map[string]interface{})
						return secret, nil
					}).(pulumi.MapOutput).ApplyT(func(v2 map[string]interface{}) ec2.InstanceRootBlockDevice {
						return func() ec2.InstanceRootBlockDevice {
							v3 := v2
							result := ec2.InstanceRootBlockDevice{}
							if x, ok := v3["volumeSize"]; ok && pointee(x) != nil {
								result.VolumeSize = pulumi.IntRef(dynamicInt(x))
							}
							if x2, ok := v3["volumeType"]; ok && pointee(x2) != nil {
								result.VolumeType = pulumi.StringRef(dynamicString(x2))
							}
							return result
						}()
					}).(ec2.InstanceRootBlockDeviceOutput),
				})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(ec2.InstanceArrayOutput)
		ctx.Export("protocols", group.ApplyT(func(group2 map[string]*ec2.SecurityGroup) (pulumi.StringArrayOutput, error) {
			return func() pulumi.StringArray {
				result := pulumi.StringArray{}
				collection := group2
				for _, key := range slices.Sorted(maps.Keys(collection)) {
					g := collection[key]
					result = append(result, g.Egress.ApplyT(func(egress []ec2.SecurityGroupEgress) (string, error) {
						return egress[0].Protocol, nil
					}).(pulumi.StringOutput))
				}
				return result
			}().ToStringArrayOutput(), nil
		}).(pulumi.StringArrayOutput))
		ctx.Export("descriptions", group.ApplyT(func(group2 map[string]*ec2.SecurityGroup) (pulumi.ArrayOutput, error) {
			return func() pulumi.Array {
				result := pulumi.Array{}
				collection := group2
				for _, key := range slices.Sorted(maps.Keys(collection)) {
					g := collection[key]
					result = append(result, g.Ingress.ApplyT(func(ingress []ec2.SecurityGroupIngress) (*string, error) {
						return ingress[0].Description, nil
					}).(pulumi.StringPtrOutput))
				}
				return result
			}().ToArrayOutput(), nil
		}).(pulumi.ArrayOutput))
		ctx.Export("volumeTypes", server.ApplyT(func(server2 []*ec2.Instance) (pulumi.ArrayOutput, error) {
			return func() pulumi.Array {
				result := pulumi.Array{}
				for _, item := range server2 {
					result = append(result, item.RootBlockDevice.ApplyT(func(rootBlockDevice ec2.InstanceRootBlockDevice) (*string, error) {
						return rootBlockDevice.VolumeType, nil
					}).(pulumi.StringPtrOutput))
				}
				return result
			}().ToArrayOutput(), nil
		}).(pulumi.ArrayOutput))
		ctx.Export("firstVolumeType", server.ApplyT(func(server2 []*ec2.Instance) (pulumi.StringPtrOutput, error) {
			return server2[0].RootBlockDevice.ApplyT(func(rootBlockDevice ec2.InstanceRootBlockDevice) (*string, error) {
				return rootBlockDevice.VolumeType, nil
			}).(pulumi.StringPtrOutput), nil
		}).(pulumi.StringPtrOutput))
		ctx.Export("alphaIngressPort", group.ApplyT(func(group2 map[string]*ec2.SecurityGroup) (pulumi.IntOutput, error) {
			return mustGet(group2, "alpha").Ingress.ApplyT(func(ingress []ec2.SecurityGroupIngress) (int, error) {
				return ingress[1].FromPort, nil
			}).(pulumi.IntOutput), nil
		}).(pulumi.IntOutput))
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

// interfaces returns the elements of v, a list of optional values or of
// collections, as the []interface{} a pulumi.ArrayOutput holds.
func interfaces[T any](v []T) []interface{} {
	if v == nil {
		return nil
	}
	result := make([]interface{}, len(v))
	for i, x := range v {
		result[i] = x
	}
	return result
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
