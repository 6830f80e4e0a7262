package main

import (
	"fmt"
	"math"
	"reflect"
	"sort"
	"strconv"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// The secret (and unsecret) of a loop over a secret range of values of any
		// type, given to typed inputs: each output element is converted to the
		// input's element type inside the secret, as it would be without it.
		var names interface{} = []interface{}{"one", "two"}
		if err := cfg.TryObject("names", &names); err != nil {
			if param, err := cfg.Try("names"); err == nil {
				names = param
			}
		}
		server := pulumi.Unsecret(pulumi.ToSecret(func() pulumi.Array {
			result := pulumi.Array{}
			for _, n := range dynamicList(names) {
				result = append(result, pulumi.Any(n))
			}
			return result
		}()).(pulumi.ArrayOutput)).(pulumi.ArrayOutput).ApplyT(func(secret []interface{}) ([]*ec2.Instance, error) {
			var resources []*ec2.Instance
			for index, value := range secret {
				res, err := ec2.NewInstance(ctx, fmt.Sprintf("server-%v", index), &ec2.InstanceArgs{
					Ami:          pulumi.String("ami-0"),
					InstanceType: pulumi.String("t2.micro"),
					SecurityGroups: pulumi.ToSecret(func() pulumi.StringArray {
						result := pulumi.StringArray{}
						collection := func() pulumi.Array {
							result2 := pulumi.Array{}
							for range func() []int {
								result3 := []int{}
								start, limit, step := 0, 2, 1
								for i := start; (step > 0 && i < limit) || (step < 0 && i > limit); i += step {
									result3 = append(result3, i)
								}
								return result3
							}() {
								result2 = append(result2, pulumi.ToSecret(pulumi.Any(value)).(pulumi.AnyOutput))
							}
							return result2
						}()
						for _, p := range collection {
							result = append(result, pulumi.Any(pulumi.Any(p)).ApplyT(func(p2 interface{}) (string, error) {
								return dynamicString(p2), nil
							}).(pulumi.StringOutput))
						}
						return result
					}()).(pulumi.StringArrayOutput),
					Tags: pulumi.Unsecret(func() pulumi.StringMap {
						result := pulumi.StringMap{}
						collection := pulumi.Array{pulumi.ToSecret(pulumi.Any(value)).(pulumi.AnyOutput)}
						for i, v := range collection {
							result[fmt.Sprintf("k%v", i)] = pulumi.Any(pulumi.Any(v)).ApplyT(func(v2 interface{}) (string, error) {
								return dynamicString(v2), nil
							}).(pulumi.StringOutput)
						}
						return result
					}().ToStringMapOutput()).(pulumi.StringMapOutput),
				})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(ec2.InstanceArrayOutput)
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), server); err != nil {
			return err
		}
		return nil
	})
}

// dynamicList returns the elements of v, a slice of any element type, or
// the values of a map in the order of their keys, as a loop visits them.
func dynamicList(v interface{}) []interface{} {
	if l, ok := v.([]interface{}); ok {
		return l
	}
	rv := reflect.ValueOf(v)
	if rv.Kind() == reflect.Map {
		keys := rv.MapKeys()
		sort.Slice(keys, func(i, j int) bool {
			return keys[i].String() < keys[j].String()
		})
		l := make([]interface{}, len(keys))
		for i, k := range keys {
			l[i] = rv.MapIndex(k).Interface()
		}
		return l
	}
	l := make([]interface{}, rv.Len())
	for i := range l {
		l[i] = rv.Index(i).Interface()
	}
	return l
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
