package main

import (
	"errors"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/s3"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A splat over a list that may be null (a list property of a resource, or
		// a config variable) maps its elements, and is empty when the list is null,
		// as a splat over null is: it does not wrap the list in a list of one.
		var names []map[string]string
		if err := cfg.TryObject("names", &names); err != nil && !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var givenNames []map[string]string
		if err := cfg.TryObject("givenNames", &givenNames); errors.Is(err, config.ErrMissingVar) {
			givenNames = []map[string]string{{"name": "a"}, {"name": "b"}}
		} else if err != nil {
			return err
		}
		rules, err := s3.NewBucket(ctx, "rules", &s3.BucketArgs{LifecycleRules: s3.BucketLifecycleRuleArray{
			&s3.BucketLifecycleRuleArgs{Enabled: pulumi.Bool(true)},
			&s3.BucketLifecycleRuleArgs{Enabled: pulumi.Bool(false)},
		}})
		if err != nil {
			return err
		}
		none, err := s3.NewBucket(ctx, "none", nil)
		if err != nil {
			return err
		}
		ctx.Export("enabled", rules.LifecycleRules.ApplyT(func(lifecycleRules []s3.BucketLifecycleRule) ([]bool, error) {
			return func() []bool {
				result := []bool{}
				for _, item := range lifecycleRules {
					result = append(result, item.Enabled)
				}
				return result
			}(), nil
		}).(pulumi.BoolArrayOutput))
		ctx.Export("count", rules.LifecycleRules.ApplyT(func(lifecycleRules []s3.BucketLifecycleRule) (int, error) {
			return len(func() []bool {
				result := []bool{}
				for _, item := range lifecycleRules {
					result = append(result, item.Enabled)
				}
				return result
			}()), nil
		}).(pulumi.IntOutput))
		ctx.Export("noneEnabled", none.LifecycleRules.ApplyT(func(lifecycleRules []s3.BucketLifecycleRule) ([]bool, error) {
			return func() []bool {
				result := []bool{}
				for _, item := range lifecycleRules {
					result = append(result, item.Enabled)
				}
				return result
			}(), nil
		}).(pulumi.BoolArrayOutput))
		ctx.Export("names", func() pulumi.Array {
			result := pulumi.Array{}
			for _, item := range names {
				result = append(result, pulumi.String(item["name"]))
			}
			return result
		}())
		ctx.Export("givenNames", func() pulumi.Array {
			result := pulumi.Array{}
			for _, item := range givenNames {
				result = append(result, pulumi.String(item["name"]))
			}
			return result
		}())
		return nil
	})
}
