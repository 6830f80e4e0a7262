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
		var items []interface{}
		if err := cfg.TryObject("items", &items); errors.Is(err, config.ErrMissingVar) {
			items = []interface{}{"web", "db"}
		} else if err != nil {
			return err
		}
		var group []*ec2.SecurityGroup
		for index, value := range items {
			res, err := ec2.NewSecurityGroup(ctx, fmt.Sprintf("group-%v", index), &ec2.SecurityGroupArgs{Ingress: pulumi.Unsecret(pulumi.ToSecret(ec2.SecurityGroupIngressArray{
				&ec2.SecurityGroupIngressArgs{
					CidrBlocks:     pulumi.StringArray{},
					FromPort:       pulumi.Int(16),
					Ipv6CidrBlocks: pulumi.StringArray{},
					Protocol:       pulumi.String("tcp"),
					Self:           pulumi.Bool(false),
					ToPort:         pulumi.Int(4),
				},
				&ec2.SecurityGroupIngressArgs{
					Description:    pulumi.StringPtrFromPtr(optionalDynamic(value, dynamicString)),
					FromPort:       pulumi.Int(9),
					Ipv6CidrBlocks: pulumi.StringArray{},
					Protocol:       pulumi.String(dynamicString(value)),
					Self:           pulumi.Bool(true),
					ToPort:         pulumi.Int(index),
				},
				&ec2.SecurityGroupIngressArgs{
					CidrBlocks:     pulumi.StringArray{},
					FromPort:       pulumi.Int(index),
					PrefixListIds:  pulumi.StringArray{},
					Protocol:       pulumi.String(""),
					SecurityGroups: pulumi.StringArray{},
					ToPort:         pulumi.Int(index),
				},
			}).(ec2.SecurityGroupIngressArrayOutput)).(ec2.SecurityGroupIngressArrayOutput)})
			if err != nil {
				return err
			}
			group = append(group, res)
		}
		_ = group
		return nil
	})
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
