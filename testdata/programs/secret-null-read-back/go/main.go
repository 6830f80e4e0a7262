package main

import (
	"fmt"
	"math"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// An object input holding a secret null (an optional property made secret),
		// read back from the resource's outputs: the property is null, and the
		// object is secret.
		first, err := ec2.NewInstance(ctx, "first", &ec2.InstanceArgs{RootBlockDevice: &ec2.InstanceRootBlockDeviceArgs{
			VolumeType: pulumi.String("gp3"),
			KmsKeyId: pulumi.ToSecret(pulumi.Array{}).(pulumi.ArrayOutput).ApplyT(func(secret []interface{}) (*string, error) {
				return optionalDynamic(func() interface{} {
					list := secret
					if len(list) == 0 {
						return nil
					}
					if len(list) != 1 {
						panic("singleOrNone: the list has more than one element")
					}
					return list[0]
				}(), dynamicString), nil
			}).(pulumi.StringPtrOutput),
			Throughput: pulumi.Int(125),
		}})
		if err != nil {
			return err
		}
		_, err = ec2.NewInstance(ctx, "second", &ec2.InstanceArgs{RootBlockDevice: first.RootBlockDevice})
		if err != nil {
			return err
		}
		ctx.Export("kmsKeyId", first.RootBlockDevice.ApplyT(func(rootBlockDevice ec2.InstanceRootBlockDevice) (*string, error) {
			return rootBlockDevice.KmsKeyId, nil
		}).(pulumi.StringPtrOutput))
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
