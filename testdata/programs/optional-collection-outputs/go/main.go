package main

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/s3"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Lists and maps whose elements are optional collections, gathered from
		// outputs: a splat of an optional map attribute over resources ranged over
		// a secret (so the list of them is an output), and loops over them. Go
		// holds none as a nil map or slice.
		countPlain := 3
		if param, err := cfg.TryInt("count"); err == nil {
			countPlain = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		count := pulumi.ToSecret(pulumi.Int(countPlain)).(pulumi.IntOutput)
		bucket := pulumi.Unsecret(count).(pulumi.IntOutput).ApplyT(func(count2 int) ([]*s3.Bucket, error) {
			var resources []*s3.Bucket
			for index := 0; index < count2; index++ {
				res, err := s3.NewBucket(ctx, fmt.Sprintf("bucket-%v", index), &s3.BucketArgs{Tags: pulumi.ToSecret(pulumi.Int(index)).(pulumi.IntOutput).ApplyT(func(secret int) (map[string]string, error) {
					return func() map[string]string {
						if secret == 0 {
							return nil
						}
						return map[string]string{"index": strconv.Itoa(secret)}
					}(), nil
				}).(pulumi.StringMapOutput)})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(s3.BucketArrayOutput)
		allTags := bucket.ApplyT(func(bucket2 []*s3.Bucket) (pulumi.StringMapArrayOutput, error) {
			return func() pulumi.StringMapArray {
				result := pulumi.StringMapArray{}
				for _, item := range bucket2 {
					result = append(result, item.Tags)
				}
				return result
			}().ToStringMapArrayOutput(), nil
		}).(pulumi.StringMapArrayOutput)
		tagged := bucket.ApplyT(func(bucket2 []*s3.Bucket) (pulumi.StringMapArrayOutput, error) {
			return func() pulumi.StringMapArray {
				result := pulumi.StringMapArray{}
				for _, item := range bucket2 {
					result = append(result, item.Tags)
				}
				return result
			}().ToStringMapArrayOutput(), nil
		}).(pulumi.StringMapArrayOutput).ApplyT(func(v []map[string]string) ([]bool, error) {
			return func() []bool {
				result := []bool{}
				for _, tags := range v {
					result = append(result, tags != nil)
				}
				return result
			}(), nil
		}).(pulumi.BoolArrayOutput)
		tagCounts := bucket.ApplyT(func(bucket2 []*s3.Bucket) (pulumi.StringMapArrayOutput, error) {
			return func() pulumi.StringMapArray {
				result := pulumi.StringMapArray{}
				for _, item := range bucket2 {
					result = append(result, item.Tags)
				}
				return result
			}().ToStringMapArrayOutput(), nil
		}).(pulumi.StringMapArrayOutput).ApplyT(func(v []map[string]string) (map[string]int, error) {
			return func() map[string]int {
				result := map[string]int{}
				for i, tags := range v {
					result[fmt.Sprintf("b%v", i)] = func() int {
						if tags == nil {
							return 0
						}
						return len(tags)
					}()
				}
				return result
			}(), nil
		}).(pulumi.IntMapOutput)
		byIndex := bucket.ApplyT(func(bucket2 []*s3.Bucket) (pulumi.StringMapArrayOutput, error) {
			return func() pulumi.StringMapArray {
				result := pulumi.StringMapArray{}
				for _, item := range bucket2 {
					result = append(result, item.Tags)
				}
				return result
			}().ToStringMapArrayOutput(), nil
		}).(pulumi.StringMapArrayOutput).ApplyT(func(v []map[string]string) (map[string]map[string]string, error) {
			return func() map[string]map[string]string {
				result := map[string]map[string]string{}
				for i, tags := range v {
					result[fmt.Sprintf("b%v", i)] = tags
				}
				return result
			}(), nil
		}).(pulumi.StringMapMapOutput)
		present := bucket.ApplyT(func(bucket2 []*s3.Bucket) (pulumi.StringMapArrayOutput, error) {
			return func() pulumi.StringMapArray {
				result := pulumi.StringMapArray{}
				for _, item := range bucket2 {
					result = append(result, item.Tags)
				}
				return result
			}().ToStringMapArrayOutput(), nil
		}).(pulumi.StringMapArrayOutput).ApplyT(func(v []map[string]string) ([]map[string]string, error) {
			return func() []map[string]string {
				result := []map[string]string{}
				for _, tags := range v {
					if !(tags != nil) {
						continue
					}
					result = append(result, tags)
				}
				return result
			}(), nil
		}).(pulumi.StringMapArrayOutput)
		ctx.Export("allTags", allTags)
		ctx.Export("tagged", tagged)
		ctx.Export("tagCounts", tagCounts)
		ctx.Export("byIndex", byIndex)
		ctx.Export("present", present)
		return nil
	})
}
