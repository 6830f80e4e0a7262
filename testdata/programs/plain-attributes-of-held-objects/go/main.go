package main

import (
	"fmt"
	"maps"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Plain attributes of a local object that also holds outputs, read into
		// builtins and loops: Go holds the object as an input collection, whose
		// elements it reads as outputs, so the calls and loops over them are
		// outputs too.
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		settings := pulumi.Map{
			"size":  pulumi.Int(3),
			"label": pulumi.String("web"),
			"flag":  pulumi.Bool(true),
			"id":    pet.ID().ToStringOutput(),
		}
		_, err = ec2.NewSecurityGroup(ctx, "group", &ec2.SecurityGroupArgs{Egress: pulumi.All(settings["size"].(pulumi.IntInput).ToIntOutput()).ApplyT(func(resolved []interface{}) ([]map[string]interface{}, error) {
			size := resolved[0].(int)
			return func() []map[string]interface{} {
				result := []map[string]interface{}{}
				for _, e := range func() []map[string]interface{} {
					result2 := []map[string]interface{}{}
					collection := map[string]int{"low": size, "high": size + 7}
					for _, k := range slices.Sorted(maps.Keys(collection)) {
						v := collection[k]
						result2 = append(result2, map[string]interface{}{"key": k, "value": v})
					}
					return result2
				}() {
					if !(dynamicInt(e["value"]) > 0) {
						continue
					}
					result = append(result, map[string]interface{}{
						"fromPort": dynamicInt(e["value"]),
						"toPort":   max(dynamicInt(e["value"]), size),
						"protocol": "tcp",
					})
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
		}).(ec2.SecurityGroupEgressArrayOutput)})
		if err != nil {
			return err
		}
		ctx.Export("joined", settings["label"].(pulumi.StringInput).ToStringOutput().ApplyT(func(label string) (string, error) {
			return strings.Join([]string{label, "x"}, "-"), nil
		}).(pulumi.StringOutput))
		ctx.Export("doubled", func() pulumi.Array {
			result := pulumi.Array{}
			collection := pulumi.IntArray{
				settings["size"].(pulumi.IntInput).ToIntOutput(),
				pulumi.Int(1),
			}
			for _, n := range collection {
				result = append(result, n.ToIntOutput().ApplyT(func(n2 int) (int, error) {
					return n2 * 2, nil
				}).(pulumi.IntOutput))
			}
			return result
		}())
		ctx.Export("largest", settings["size"].(pulumi.IntInput).ToIntOutput().ApplyT(func(size int) (int, error) {
			return max(size, 2), nil
		}).(pulumi.IntOutput))
		ctx.Export("chosen", pulumi.All(settings["flag"].(pulumi.BoolInput).ToBoolOutput(), settings["label"].(pulumi.StringInput).ToStringOutput()).ApplyT(func(resolved []interface{}) (string, error) {
			flag := resolved[0].(bool)
			label := resolved[1].(string)
			return func() string {
				if flag {
					return label
				}
				return "none"
			}(), nil
		}).(pulumi.StringOutput))
		return nil
	})
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
