package main

import (
	"fmt"
	"math"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/s3"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A for expression over no element whose filter reads a secret: PCL's
		// value is not secret, since the filter is never evaluated, but a program
		// that resolves the secret in one apply around the loop marks it secret,
		// and what reads it, a null property among others, may be secret too.
		thresholdPlain := cfg.RequireFloat64("threshold")
		threshold := pulumi.ToSecret(pulumi.Float64(thresholdPlain)).(pulumi.Float64Output)
		group, err := ec2.NewSecurityGroup(ctx, "group", &ec2.SecurityGroupArgs{Ingress: threshold.ApplyT(func(threshold2 float64) ([]map[string]interface{}, error) {
			return func() []map[string]interface{} {
				result := []map[string]interface{}{}
				for range map[string]interface{}{} {
					if !(threshold2 > 1.0) {
						continue
					}
					result = append(result, map[string]interface{}{"fromPort": 11, "protocol": "tcp", "toPort": 2})
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
		}).(ec2.SecurityGroupIngressArrayOutput)})
		if err != nil {
			return err
		}
		_, err = s3.NewBucket(ctx, "bucket", &s3.BucketArgs{LifecycleRules: s3.BucketLifecycleRuleArray{&s3.BucketLifecycleRuleArgs{
			Enabled: pulumi.Bool(true),
			Id: group.Ingress.ApplyT(func(ingress []ec2.SecurityGroupIngress) (*string, error) {
				return func() *string {
					list := func() []string {
						result := []string{}
						for _, item := range ingress {
							result = append(result, item.Protocol)
						}
						return result
					}()
					if len(list) == 0 {
						return nil
					}
					if len(list) != 1 {
						panic("singleOrNone: the list has more than one element")
					}
					return &list[0]
				}(), nil
			}).(pulumi.StringPtrOutput),
		}}})
		if err != nil {
			return err
		}
		ctx.Export("protocols", group.Ingress.ApplyT(func(ingress []ec2.SecurityGroupIngress) ([]string, error) {
			return func() []string {
				result := []string{}
				for _, item := range ingress {
					result = append(result, item.Protocol)
				}
				return result
			}(), nil
		}).(pulumi.StringArrayOutput))
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
