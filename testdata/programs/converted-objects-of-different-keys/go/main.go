package main

import (
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

		// Lists of objects of different keys, converted element by element to a
		// schema's object type (a number port to an int): the keys some objects
		// lack are null where they are absent.
		open := false
		if param, err := cfg.TryBool("open"); err == nil {
			open = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		port := 443.0
		if param, err := cfg.TryFloat64("port"); err == nil {
			port = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		rules := []interface{}{
			map[string]interface{}{
				"fromPort": port,
				"protocol": "tcp",
				"self":     open,
				"toPort":   port,
			},
			map[string]interface{}{
				"fromPort":    80,
				"protocol":    "udp",
				"toPort":      80,
				"description": "web",
			},
		}
		_, err := ec2.NewSecurityGroup(ctx, "secured", &ec2.SecurityGroupArgs{
			Egress: pulumi.ToSecret(ec2.SecurityGroupEgressArray{
				&ec2.SecurityGroupEgressArgs{
					FromPort: pulumi.Int(toInt(port)),
					Protocol: pulumi.String("tcp"),
					Self:     pulumi.Bool(open),
					ToPort:   pulumi.Int(1),
				},
				&ec2.SecurityGroupEgressArgs{
					FromPort: pulumi.Int(1),
					Protocol: pulumi.String("udp"),
					ToPort:   pulumi.Int(2),
				},
			}).(ec2.SecurityGroupEgressArrayOutput),
			Ingress: pulumi.Unsecret(pulumi.ToSecret(pulumi.ToArray(rules)).(pulumi.ArrayOutput)).(pulumi.ArrayOutput).ApplyT(func(secret []interface{}) ([]map[string]interface{}, error) {
				return func() []map[string]interface{} {
					result := []map[string]interface{}{}
					for _, item2 := range secret {
						item := item2.(map[string]interface{})
						result = append(result, map[string]interface{}{
							"description": optionalDynamic(func() interface{} {
								if v, ok := item["description"]; ok {
									return v
								}
								return nil
							}(), dynamicString),
							"fromPort": toInt(dynamicFloat(item["fromPort"])),
							"protocol": item["protocol"].(string),
							"self": optionalDynamic(func() interface{} {
								if v, ok := item["self"]; ok {
									return v
								}
								return nil
							}(), dynamicBool),
							"toPort": toInt(dynamicFloat(item["toPort"])),
						})
					}
					return result
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
							if x2, ok := v3["description"]; ok && pointee(x2) != nil {
								result2.Description = pulumi.StringRef(dynamicString(x2))
							}
							if x3, ok := v3["fromPort"]; ok && pointee(x3) != nil {
								result2.FromPort = dynamicInt(x3)
							}
							if x4, ok := v3["protocol"]; ok && pointee(x4) != nil {
								result2.Protocol = dynamicString(x4)
							}
							if x5, ok := v3["self"]; ok && pointee(x5) != nil {
								result2.Self = pulumi.BoolRef(dynamicBool(x5))
							}
							if x6, ok := v3["toPort"]; ok && pointee(x6) != nil {
								result2.ToPort = dynamicInt(x6)
							}
							return result2
						}())
					}
					return result
				}()
			}).(ec2.SecurityGroupIngressArrayOutput),
		})
		if err != nil {
			return err
		}
		_, err = ec2.NewSecurityGroup(ctx, "local", &ec2.SecurityGroupArgs{Ingress: ec2.SecurityGroupIngressArray{
			&ec2.SecurityGroupIngressArgs{
				FromPort: pulumi.Int(toInt(dynamicFloat(rules[0].(map[string]interface{})["fromPort"]))),
				Protocol: pulumi.String(rules[0].(map[string]interface{})["protocol"].(string)),
				Self:     pulumi.Bool(rules[0].(map[string]interface{})["self"].(bool)),
				ToPort:   pulumi.Int(toInt(dynamicFloat(rules[0].(map[string]interface{})["toPort"]))),
			},
			func() *ec2.SecurityGroupIngressArgs {
				v := rules[1].(map[string]interface{})
				if v == nil {
					return nil
				}
				result := &ec2.SecurityGroupIngressArgs{}
				if x, ok := v["description"]; ok && pointee(x) != nil {
					result.Description = pulumi.StringPtrFromPtr(optionalDynamic(x, dynamicString))
				}
				if x2, ok := v["fromPort"]; ok && pointee(x2) != nil {
					result.FromPort = pulumi.Int(dynamicInt(x2))
				}
				if x3, ok := v["protocol"]; ok && pointee(x3) != nil {
					result.Protocol = pulumi.String(dynamicString(x3))
				}
				if x4, ok := v["toPort"]; ok && pointee(x4) != nil {
					result.ToPort = pulumi.Int(dynamicInt(x4))
				}
				return result
			}(),
		}})
		if err != nil {
			return err
		}
		return nil
	})
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

// optionalDynamic converts v, a value of any type, with convert, or returns
// nil when v is null.
func optionalDynamic[T any](v interface{}, convert func(interface{}) T) *T {
	if pointee(v) == nil {
		return nil
	}
	x := convert(v)
	return &x
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

// toInt converts a number to an int; a number that is not whole is an
// error, as in PCL.
func toInt(n float64) int {
	if math.Trunc(n) != n || math.IsInf(n, 0) {
		panic(fmt.Sprintf("%v is not a whole number", n))
	}
	return int(n)
}
