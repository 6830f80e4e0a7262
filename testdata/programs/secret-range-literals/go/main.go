package main

import (
	"errors"
	"fmt"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/s3"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Instances created in an apply on a range that may be secret read
		// range.value through an apply on the range, to keep its secrecy; the
		// apply's value is an object or tuple constructor, or a conditional of them,
		// which TypeScript types as PCL does only when told (fuzz seed 9520).

		flag := false
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		names, err := random.NewRandomShuffle(ctx, "names", &random.RandomShuffleArgs{Inputs: pulumi.ToSecret(pulumi.StringArray{pulumi.String("a"), pulumi.String("b")}).(pulumi.StringArrayOutput)})
		if err != nil {
			return err
		}

		// A conditional of object constructors.
		tagged := pulumi.Unsecret(names.Results).(pulumi.StringArrayOutput).ApplyT(func(results []string) ([]*s3.Bucket, error) {
			var resources []*s3.Bucket
			for index, value := range results {
				res, err := s3.NewBucket(ctx, fmt.Sprintf("tagged-%v", index), &s3.BucketArgs{Tags: names.Results.ApplyT(func(results2 []string) (map[string]interface{}, error) {
					return func() map[string]interface{} {
						if flag {
							return map[string]interface{}{}
						}
						return map[string]interface{}{"Key": pulumi.StringRef(value), "for": pulumi.StringRef("x")}
					}(), nil
				}).(pulumi.MapOutput).ApplyT(presentValueMap[string]).(pulumi.StringMapOutput)})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(s3.BucketArrayOutput)

		// An object constructor alone.
		labelled := pulumi.Unsecret(names.Results).(pulumi.StringArrayOutput).ApplyT(func(results []string) ([]*s3.Bucket, error) {
			var resources []*s3.Bucket
			for index, value := range results {
				res, err := s3.NewBucket(ctx, fmt.Sprintf("labelled-%v", index), &s3.BucketArgs{Tags: names.Results.ApplyT(func(results2 []string) (map[string]string, error) {
					return map[string]string{"Name": value, "Index": strconv.Itoa(index)}, nil
				}).(pulumi.StringMapOutput)})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(s3.BucketArrayOutput)

		// A conditional of tuple constructors.
		grouped := pulumi.Unsecret(names.Results).(pulumi.StringArrayOutput).ApplyT(func(results []string) ([]*ec2.Instance, error) {
			var resources []*ec2.Instance
			for index, value := range results {
				res, err := ec2.NewInstance(ctx, fmt.Sprintf("grouped-%v", index), &ec2.InstanceArgs{
					Ami:          pulumi.String("ami-123"),
					InstanceType: pulumi.String("t3.micro"),
					SecurityGroups: names.Results.ApplyT(func(results2 []string) ([]string, error) {
						return func() []string {
							if flag {
								return []string{}
							}
							return []string{value, "default"}
						}(), nil
					}).(pulumi.StringArrayOutput),
				})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(ec2.InstanceArrayOutput)
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), tagged); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), labelled); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), grouped); err != nil {
			return err
		}
		return nil
	})
}

// optionalValue returns v, an optional value held as an interface{} (its
// value or a pointer to it), as a pointer to its value of type T: nil when
// v is null.
func optionalValue[T any](v interface{}) *T {
	switch x := v.(type) {
	case nil:
		return nil
	case *T:
		return x
	case T:
		return &x
	}
	// An int where a number is wanted: PCL converts it.
	var x T
	if f, isFloat := any(&x).(*float64); isFloat {
		switch n := v.(type) {
		case int:
			*f = float64(n)
			return &x
		case *int:
			if n == nil {
				return nil
			}
			*f = float64(*n)
			return &x
		}
	}
	// A whole number where an int is wanted (config read from JSON
	// holds its numbers as float64s).
	if i, isInt := any(&x).(*int); isInt {
		if n, isFloat := v.(float64); isFloat && n == float64(int(n)) {
			*i = int(n)
			return &x
		}
	}
	// A value of a named string type (pulumi.ID, pulumi.URN, an SDK's
	// enum) where a string is wanted.
	if s, isString := any(&x).(*string); isString {
		if rv := reflect.ValueOf(v); rv.Kind() == reflect.String {
			*s = rv.String()
			return &x
		}
	}
	x = v.(T)
	return &x
}

// presentValueMap returns the elements of v, a resolved pulumi.Map of
// optional values, as values of type T: a null element is an error, as
// PCL's conversion to a map of values makes it.
func presentValueMap[T any](v map[string]interface{}) map[string]T {
	result := make(map[string]T, len(v))
	for k, x := range v {
		p := optionalValue[T](x)
		if p == nil {
			panic("a null element cannot be converted to a value of a map that holds no nulls")
		}
		result[k] = *p
	}
	return result
}
