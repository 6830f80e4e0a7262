package main

import (
	"fmt"
	"reflect"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/s3"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A splat over resources ranged over an output reads an attribute that is
		// an optional list of objects: a list of optional lists, which the Go SDK
		// has no output type of.
		buckets := pulumi.Unsecret(pulumi.ToSecret(pulumi.IntArray{pulumi.Int(1), pulumi.Int(2)}).(pulumi.IntArrayOutput)).(pulumi.IntArrayOutput).ApplyT(func(secret []int) ([]*s3.Bucket, error) {
			var resources []*s3.Bucket
			for index := range secret {
				res, err := s3.NewBucket(ctx, fmt.Sprintf("buckets-%v", index), &s3.BucketArgs{LifecycleRules: s3.BucketLifecycleRuleArray{&s3.BucketLifecycleRuleArgs{
					Enabled: pulumi.Bool(true),
					Prefix:  pulumi.Sprintf("logs/%v", pulumi.ToSecret(pulumi.Int(index)).(pulumi.IntOutput)),
				}}})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(s3.BucketArrayOutput)
		_, err := ec2.NewInstance(ctx, "instance", &ec2.InstanceArgs{
			Ami:          pulumi.String("ami-0"),
			InstanceType: pulumi.String("t3.micro"),
			VpcSecurityGroupIds: buckets.ApplyT(func(buckets2 []*s3.Bucket) (pulumi.ArrayOutput, error) {
				return func() pulumi.Array {
					result := pulumi.Array{}
					for _, item := range buckets2 {
						result = append(result, item.LifecycleRules)
					}
					return result
				}().ToArrayOutput(), nil
			}).(pulumi.ArrayOutput).ApplyT(func(v2 []interface{}) ([]string, error) {
				v := resolvedAs[[][]s3.BucketLifecycleRule](v2)
				return func() []string {
					result := []string{}
					for _, rules := range v {
						result = append(result, fmt.Sprintf("sg-%v", len(notNullList(rules))))
					}
					return result
				}(), nil
			}).(pulumi.StringArrayOutput),
		})
		if err != nil {
			return err
		}
		ctx.Export("ruleCounts", buckets.ApplyT(func(buckets2 []*s3.Bucket) (pulumi.ArrayOutput, error) {
			return func() pulumi.Array {
				result := pulumi.Array{}
				for _, item := range buckets2 {
					result = append(result, item.LifecycleRules)
				}
				return result
			}().ToArrayOutput(), nil
		}).(pulumi.ArrayOutput).ApplyT(func(v2 []interface{}) ([]int, error) {
			v := resolvedAs[[][]s3.BucketLifecycleRule](v2)
			return func() []int {
				result := []int{}
				for _, rules := range v {
					result = append(result, func() int {
						if rules == nil {
							return 0
						}
						return len(notNullList(rules))
					}())
				}
				return result
			}(), nil
		}).(pulumi.IntArrayOutput))
		ctx.Export("prefixes", buckets.ApplyT(func(buckets2 []*s3.Bucket) (pulumi.ArrayOutput, error) {
			return func() pulumi.Array {
				result := pulumi.Array{}
				for _, item := range buckets2 {
					result = append(result, item.LifecycleRules)
				}
				return result
			}().ToArrayOutput(), nil
		}).(pulumi.ArrayOutput).ApplyT(func(v2 []interface{}) ([]interface{}, error) {
			v := resolvedAs[[][]s3.BucketLifecycleRule](v2)
			return interfaces(func() []*string {
				result := []*string{}
				for _, rules := range v {
					result = append(result, rules[0].Prefix)
				}
				return result
			}()), nil
		}).(pulumi.ArrayOutput))
		return nil
	})
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

// notNullList returns v, failing where it is null (nil), as PCL fails to
// loop over, measure or read from a null list.
func notNullList[T any](v []T) []T {
	if v == nil {
		panic("a null value is given where a list is required")
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
