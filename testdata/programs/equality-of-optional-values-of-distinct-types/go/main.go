package main

import (
	"errors"
	"reflect"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/s3"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Values of different types are equal only when both are null, however
		// optional either is.

		flag := true
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		bucket, err := s3.NewBucket(ctx, "bucket", nil)
		if err != nil {
			return err
		}
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{Inputs: pulumi.StringArray{pulumi.String("a"), pulumi.String("b")}})
		if err != nil {
			return err
		}
		ctx.Export("stringVsTags", bucket.Tags.ApplyT(func(tags map[string]string) (bool, error) {
			return bothNull(func() string {
				if flag {
					return "x"
				}
				return "y"
			}(), tags), nil
		}).(pulumi.BoolOutput))
		ctx.Export("countVsString", shuffle.ResultCount.ApplyT(func(resultCount *int) (bool, error) {
			return !bothNull(resultCount, "2"), nil
		}).(pulumi.BoolOutput))
		ctx.Export("tagsVsList", pulumi.All(bucket.Tags, func() pulumi.StringArrayOutput {
			if flag {
				return shuffle.Results
			}
			return pulumi.ToOutput([]string{}).(pulumi.StringArrayOutput)
		}()).ApplyT(func(resolved []interface{}) (bool, error) {
			tags := resolved[0].(map[string]string)
			value := resolved[1].([]string)
			return bothNull(tags, value), nil
		}).(pulumi.BoolOutput))
		ctx.Export("bothMissing", pulumi.All(bucket.Tags, shuffle.ResultCount).ApplyT(func(resolved []interface{}) (bool, error) {
			tags := resolved[0].(map[string]string)
			resultCount := resolved[1].(*int)
			return bothNull(tags, resultCount), nil
		}).(pulumi.BoolOutput))
		ctx.Export("chosenInApply", pulumi.All(shuffle.Results, bucket.Tags).ApplyT(func(resolved []interface{}) (bool, error) {
			results := resolved[0].([]string)
			tags := resolved[1].(map[string]string)
			return bothNull(func() string {
				if len(results) > 1 {
					return "x"
				}
				return "y"
			}(), func() map[string]string {
				if len(results) > 1 {
					return tags
				}
				return map[string]string{}
			}()), nil
		}).(pulumi.BoolOutput))
		ctx.Export("stringVsOptionalList", pulumi.All(shuffle.Results, bucket.LifecycleRules).ApplyT(func(resolved []interface{}) (bool, error) {
			results := resolved[0].([]string)
			lifecycleRules := resolved[1].([]s3.BucketLifecycleRule)
			return bothNull(func() string {
				if len(results) > 1 {
					return "x"
				}
				return "y"
			}(), func() []s3.BucketLifecycleRule {
				if len(results) > 1 {
					return lifecycleRules
				}
				return []s3.BucketLifecycleRule{}
			}()), nil
		}).(pulumi.BoolOutput))
		return nil
	})
}

// bothNull reports whether a and b are both null, the only way values of
// different types (a number and a string, a list and a map) are equal in
// PCL, which compares values without converting them.
func bothNull(a, b interface{}) bool {
	for _, v := range []interface{}{a, b} {
		r := reflect.ValueOf(v)
		switch r.Kind() {
		case reflect.Invalid:
		case reflect.Pointer, reflect.Interface, reflect.Map, reflect.Slice:
			if !r.IsNil() {
				return false
			}
		default:
			return false
		}
	}
	return true
}
