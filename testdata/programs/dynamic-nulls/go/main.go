package main

import (
	"encoding/base64"
	"errors"
	"fmt"
	"math"
	"os"
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

		// Null values Go holds as interface{}: a list of objects whose attributes
		// are optional (a pointer in Go, nil when null) given as a schema list,
		// singleOrNone of an empty list given to optional inputs, and try of a
		// value that is null (a value, not a failure). A program that reads its
		// own directory, transformed, does so wherever it runs.
		flag := false
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var maybe []string
		if err := cfg.TryObject("maybe", &maybe); errors.Is(err, config.ErrMissingVar) {
			maybe = []string{}
		} else if err != nil {
			return err
		}
		_, err := ec2.NewSecurityGroup(ctx, "group", &ec2.SecurityGroupArgs{
			Description: pulumi.StringPtrFromPtr(func() *string {
				list := maybe
				if len(list) == 0 {
					return nil
				}
				if len(list) != 1 {
					panic("singleOrNone: the list has more than one element")
				}
				return &list[0]
			}()),
			Name: pulumi.StringPtrFromPtr(func() *string {
				if v, ok := func() (v *string, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return func() *string {
						list := maybe
						if len(list) == 0 {
							return nil
						}
						if len(list) != 1 {
							panic("singleOrNone: the list has more than one element")
						}
						return &list[0]
					}(), true
				}(); ok {
					return v
				}
				return pulumi.StringRef("fallback")
			}()),
			Ingress: pulumi.Unsecret(pulumi.ToSecret(pulumi.Bool(flag)).(pulumi.BoolOutput)).(pulumi.BoolOutput).ApplyT(func(secret bool) ([]map[string]interface{}, error) {
				return func() []map[string]interface{} {
					if secret {
						return []map[string]interface{}{}
					}
					return []map[string]interface{}{
						{"fromPort": 5, "protocol": "tcp", "self": nil, "toPort": 8},
						{
							"description": pulumi.StringRef("second"),
							"fromPort":    3,
							"protocol":    "udp",
							"self":        pulumi.BoolRef(false),
							"toPort":      9,
						},
					}
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
		_, err = s3.NewBucket(ctx, "bucket", &s3.BucketArgs{LifecycleRules: s3.BucketLifecycleRuleArray{&s3.BucketLifecycleRuleArgs{
			Enabled: pulumi.Bool(true),
			Id: pulumi.StringPtrFromPtr(optionalDynamic(func() interface{} {
				list := []interface{}{}
				if len(list) == 0 {
					return nil
				}
				if len(list) != 1 {
					panic("singleOrNone: the list has more than one element")
				}
				return list[0]
			}(), dynamicString)),
		}}})
		if err != nil {
			return err
		}
		cwd, err := os.Getwd()
		if err != nil {
			return err
		}
		ctx.Export("directory", pulumi.String(base64.StdEncoding.EncodeToString([]byte(cwd))))
		ctx.Export("none", pulumi.StringPtrFromPtr(func() *string {
			if v, ok := func() (v *string, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return func() *string {
					list := maybe
					if len(list) == 0 {
						return nil
					}
					if len(list) != 1 {
						panic("singleOrNone: the list has more than one element")
					}
					return &list[0]
				}(), true
			}(); ok {
				return v
			}
			return pulumi.StringRef("fallback")
		}()))
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
