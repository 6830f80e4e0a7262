package main

import (
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Choices, on an output, between a schema object read from a resource (or
		// a list of them) and object literals: the choice's value is the objects'
		// common structural type, which Go holds as maps, given to a resource of
		// another schema type, kept in a local and exported.
		var base []*ec2.SecurityGroup
		for index := 0; index < 2; index++ {
			res, err := ec2.NewSecurityGroup(ctx, fmt.Sprintf("base-%v", index), &ec2.SecurityGroupArgs{Egress: ec2.SecurityGroupEgressArray{&ec2.SecurityGroupEgressArgs{
				FromPort:   pulumi.Int(4),
				Protocol:   pulumi.String("tcp"),
				ToPort:     pulumi.Int(6),
				CidrBlocks: pulumi.StringArray{pulumi.String("10.0.0.0/8")},
			}}})
			if err != nil {
				return err
			}
			base = append(base, res)
		}
		server, err := ec2.NewInstance(ctx, "server", &ec2.InstanceArgs{
			InstanceType:    pulumi.String("t2.micro"),
			RootBlockDevice: &ec2.InstanceRootBlockDeviceArgs{VolumeSize: pulumi.Int(8)},
		})
		if err != nil {
			return err
		}
		_, err = ec2.NewSecurityGroup(ctx, "derived", &ec2.SecurityGroupArgs{Ingress: pulumi.All(base[0].Name, base[0].Egress).ApplyT(func(resolved []interface{}) ([]map[string]interface{}, error) {
			name2 := resolved[0].(string)
			base2 := resolved[1].([]ec2.SecurityGroupEgress)
			return func() []map[string]interface{} {
				if name2 != "x" {
					return func() []map[string]interface{} {
						result := []map[string]interface{}{}
						for _, rule := range base2 {
							result = append(result, map[string]interface{}{"fromPort": 1, "protocol": rule.Protocol, "toPort": 2})
						}
						return result
					}()
				}
				return func() []map[string]interface{} {
					result := []map[string]interface{}{}
					for _, x := range base2 {
						result = append(result, func() map[string]interface{} {
							result2 := map[string]interface{}{}
							result2["cidrBlocks"] = x.CidrBlocks
							if x.Description != nil {
								result2["description"] = *x.Description
							}
							result2["fromPort"] = x.FromPort
							result2["ipv6CidrBlocks"] = x.Ipv6CidrBlocks
							result2["prefixListIds"] = x.PrefixListIds
							result2["protocol"] = x.Protocol
							result2["securityGroups"] = x.SecurityGroups
							if x.Self != nil {
								result2["self"] = *x.Self
							}
							result2["toPort"] = x.ToPort
							return result2
						}())
					}
					return result
				}()
			}(), nil
		}).(pulumi.MapArrayOutput).ApplyT(func(v []map[string]interface{}) []ec2.SecurityGroupIngress {
			return func() []ec2.SecurityGroupIngress {
				v2 := v
				if v2 == nil {
					return nil
				}
				result := []ec2.SecurityGroupIngress{}
				for _, x := range v2 {
					result = append(result, func() ec2.SecurityGroupIngress {
						v3 := x
						result2 := ec2.SecurityGroupIngress{}
						if x2, ok := v3["cidrBlocks"]; ok && pointee(x2) != nil {
							result2.CidrBlocks = fromJSON[[]string](x2)
						}
						if x3, ok := v3["description"]; ok && pointee(x3) != nil {
							result2.Description = pulumi.StringRef(dynamicString(x3))
						}
						if x4, ok := v3["fromPort"]; ok && pointee(x4) != nil {
							result2.FromPort = dynamicInt(x4)
						}
						if x5, ok := v3["ipv6CidrBlocks"]; ok && pointee(x5) != nil {
							result2.Ipv6CidrBlocks = fromJSON[[]string](x5)
						}
						if x6, ok := v3["prefixListIds"]; ok && pointee(x6) != nil {
							result2.PrefixListIds = fromJSON[[]string](x6)
						}
						if x7, ok := v3["protocol"]; ok && pointee(x7) != nil {
							result2.Protocol = dynamicString(x7)
						}
						if x8, ok := v3["securityGroups"]; ok && pointee(x8) != nil {
							result2.SecurityGroups = fromJSON[[]string](x8)
						}
						if x9, ok := v3["self"]; ok && pointee(x9) != nil {
							result2.Self = pulumi.BoolRef(dynamicBool(x9))
						}
						if x10, ok := v3["toPort"]; ok && pointee(x10) != nil {
							result2.ToPort = dynamicInt(x10)
						}
						return result2
					}())
				}
				return result
			}()
		}).(ec2.SecurityGroupIngressArrayOutput)})
		if err != nil {
			return err
		}
		_, err = ec2.NewSecurityGroup(ctx, "fallback", &ec2.SecurityGroupArgs{Ingress: pulumi.All(base[1].Name, base[1].Egress).ApplyT(func(resolved []interface{}) ([]map[string]interface{}, error) {
			name2 := resolved[0].(string)
			egress := resolved[1].([]ec2.SecurityGroupEgress)
			return func() []map[string]interface{} {
				if name2 == "x" {
					return []map[string]interface{}{{"fromPort": 1, "protocol": "udp", "toPort": 2}}
				}
				return func() []map[string]interface{} {
					result := []map[string]interface{}{}
					for _, x := range egress {
						result = append(result, func() map[string]interface{} {
							result2 := map[string]interface{}{}
							result2["cidrBlocks"] = x.CidrBlocks
							if x.Description != nil {
								result2["description"] = *x.Description
							}
							result2["fromPort"] = x.FromPort
							result2["ipv6CidrBlocks"] = x.Ipv6CidrBlocks
							result2["prefixListIds"] = x.PrefixListIds
							result2["protocol"] = x.Protocol
							result2["securityGroups"] = x.SecurityGroups
							if x.Self != nil {
								result2["self"] = *x.Self
							}
							result2["toPort"] = x.ToPort
							return result2
						}())
					}
					return result
				}()
			}(), nil
		}).(pulumi.MapArrayOutput).ApplyT(func(v []map[string]interface{}) []ec2.SecurityGroupIngress {
			return func() []ec2.SecurityGroupIngress {
				v2 := v
				if v2 == nil {
					return nil
				}
				result := []ec2.SecurityGroupIngress{}
				for _, x := range v2 {
					result = append(result, func() ec2.SecurityGroupIngress {
						v3 := x
						result2 := ec2.SecurityGroupIngress{}
						if x2, ok := v3["cidrBlocks"]; ok && pointee(x2) != nil {
							result2.CidrBlocks = fromJSON[[]string](x2)
						}
						if x3, ok := v3["description"]; ok && pointee(x3) != nil {
							result2.Description = pulumi.StringRef(dynamicString(x3))
						}
						if x4, ok := v3["fromPort"]; ok && pointee(x4) != nil {
							result2.FromPort = dynamicInt(x4)
						}
						if x5, ok := v3["ipv6CidrBlocks"]; ok && pointee(x5) != nil {
							result2.Ipv6CidrBlocks = fromJSON[[]string](x5)
						}
						if x6, ok := v3["prefixListIds"]; ok && pointee(x6) != nil {
							result2.PrefixListIds = fromJSON[[]string](x6)
						}
						if x7, ok := v3["protocol"]; ok && pointee(x7) != nil {
							result2.Protocol = dynamicString(x7)
						}
						if x8, ok := v3["securityGroups"]; ok && pointee(x8) != nil {
							result2.SecurityGroups = fromJSON[[]string](x8)
						}
						if x9, ok := v3["self"]; ok && pointee(x9) != nil {
							result2.Self = pulumi.BoolRef(dynamicBool(x9))
						}
						if x10, ok := v3["toPort"]; ok && pointee(x10) != nil {
							result2.ToPort = dynamicInt(x10)
						}
						return result2
					}())
				}
				return result
			}()
		}).(ec2.SecurityGroupIngressArrayOutput)})
		if err != nil {
			return err
		}
		rules := pulumi.All(base[0].Name, base[0].Egress).ApplyT(func(resolved []interface{}) ([]map[string]interface{}, error) {
			name2 := resolved[0].(string)
			egress := resolved[1].([]ec2.SecurityGroupEgress)
			return func() []map[string]interface{} {
				if name2 != "x" {
					return []map[string]interface{}{{"fromPort": 9, "protocol": "icmp", "toPort": 9}}
				}
				return func() []map[string]interface{} {
					result := []map[string]interface{}{}
					for _, x := range egress {
						result = append(result, func() map[string]interface{} {
							result2 := map[string]interface{}{}
							result2["cidrBlocks"] = x.CidrBlocks
							if x.Description != nil {
								result2["description"] = *x.Description
							}
							result2["fromPort"] = x.FromPort
							result2["ipv6CidrBlocks"] = x.Ipv6CidrBlocks
							result2["prefixListIds"] = x.PrefixListIds
							result2["protocol"] = x.Protocol
							result2["securityGroups"] = x.SecurityGroups
							if x.Self != nil {
								result2["self"] = *x.Self
							}
							result2["toPort"] = x.ToPort
							return result2
						}())
					}
					return result
				}()
			}(), nil
		}).(pulumi.MapArrayOutput)
		device := pulumi.All(server.InstanceType, server.RootBlockDevice).ApplyT(func(resolved []interface{}) (map[string]interface{}, error) {
			instanceType := resolved[0].(string)
			rootBlockDevice := resolved[1].(ec2.InstanceRootBlockDevice)
			return func() map[string]interface{} {
				if instanceType == "t2.micro" {
					return map[string]interface{}{"volumeSize": pulumi.IntRef(20)}
				}
				return func() map[string]interface{} {
					result := map[string]interface{}{}
					if rootBlockDevice.DeleteOnTermination != nil {
						result["deleteOnTermination"] = *rootBlockDevice.DeleteOnTermination
					}
					if rootBlockDevice.DeviceName != nil {
						result["deviceName"] = *rootBlockDevice.DeviceName
					}
					if rootBlockDevice.Encrypted != nil {
						result["encrypted"] = *rootBlockDevice.Encrypted
					}
					if rootBlockDevice.Iops != nil {
						result["iops"] = *rootBlockDevice.Iops
					}
					if rootBlockDevice.KmsKeyId != nil {
						result["kmsKeyId"] = *rootBlockDevice.KmsKeyId
					}
					result["tags"] = rootBlockDevice.Tags
					if rootBlockDevice.Throughput != nil {
						result["throughput"] = *rootBlockDevice.Throughput
					}
					if rootBlockDevice.VolumeId != nil {
						result["volumeId"] = *rootBlockDevice.VolumeId
					}
					if rootBlockDevice.VolumeSize != nil {
						result["volumeSize"] = *rootBlockDevice.VolumeSize
					}
					if rootBlockDevice.VolumeType != nil {
						result["volumeType"] = *rootBlockDevice.VolumeType
					}
					return result
				}()
			}(), nil
		}).(pulumi.MapOutput)
		_, err = ec2.NewInstance(ctx, "copied", &ec2.InstanceArgs{
			InstanceType: pulumi.String("t2.micro"),
			RootBlockDevice: pulumi.ToOutput(device).(pulumi.MapOutput).ApplyT(func(v map[string]interface{}) ec2.InstanceRootBlockDevice {
				return func() ec2.InstanceRootBlockDevice {
					v2 := v
					result := ec2.InstanceRootBlockDevice{}
					if x, ok := v2["deleteOnTermination"]; ok && pointee(x) != nil {
						result.DeleteOnTermination = pulumi.BoolRef(dynamicBool(x))
					}
					if x2, ok := v2["deviceName"]; ok && pointee(x2) != nil {
						result.DeviceName = pulumi.StringRef(dynamicString(x2))
					}
					if x3, ok := v2["encrypted"]; ok && pointee(x3) != nil {
						result.Encrypted = pulumi.BoolRef(dynamicBool(x3))
					}
					if x4, ok := v2["iops"]; ok && pointee(x4) != nil {
						result.Iops = pulumi.IntRef(dynamicInt(x4))
					}
					if x5, ok := v2["kmsKeyId"]; ok && pointee(x5) != nil {
						result.KmsKeyId = pulumi.StringRef(dynamicString(x5))
					}
					if x6, ok := v2["tags"]; ok && pointee(x6) != nil {
						result.Tags = fromJSON[map[string]string](x6)
					}
					if x7, ok := v2["throughput"]; ok && pointee(x7) != nil {
						result.Throughput = pulumi.IntRef(dynamicInt(x7))
					}
					if x8, ok := v2["volumeId"]; ok && pointee(x8) != nil {
						result.VolumeId = pulumi.StringRef(dynamicString(x8))
					}
					if x9, ok := v2["volumeSize"]; ok && pointee(x9) != nil {
						result.VolumeSize = pulumi.IntRef(dynamicInt(x9))
					}
					if x10, ok := v2["volumeType"]; ok && pointee(x10) != nil {
						result.VolumeType = pulumi.StringRef(dynamicString(x10))
					}
					return result
				}()
			}).(ec2.InstanceRootBlockDeviceOutput),
		})
		if err != nil {
			return err
		}
		ctx.Export("rules", rules)
		ctx.Export("device", device)
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

// dynamicBool converts v, a value of any type, to a bool as PCL does: a
// string must be "true" or "1", "false" or "0".
func dynamicBool(v interface{}) bool {
	switch pointee(v) {
	case true, "true", "1":
		return true
	case false, "false", "0":
		return false
	}
	panic(fmt.Sprintf("a bool is required, not %v", v))
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
