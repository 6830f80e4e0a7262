package main

import (
	"fmt"
	"strings"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Resources ranged over a value computed from a secret output property
		// (RandomPassword's result): the backends create them in an apply on the
		// range, where the elements are plain, and every input that reads
		// range.key or range.value is as secret as the range is when the program
		// runs. An input that reads what the range reads (minLower) as well.
		private, err := random.NewRandomPassword(ctx, "private", &random.RandomPasswordArgs{Length: pulumi.Int(8)})
		if err != nil {
			return err
		}
		require := pulumi.Unsecret(pulumi.All(private.MinLower, private.Result).ApplyT(func(resolved []interface{}) ([]string, error) {
			private2 := resolved[0].(int)
			result := resolved[1].(string)
			return strings.Split(fmt.Sprintf("a,%v,%v", private2, result), ","), nil
		}).(pulumi.StringArrayOutput)).(pulumi.StringArrayOutput).ApplyT(func(split []string) ([]*random.RandomString, error) {
			var resources []*random.RandomString
			for index, value := range split {
				res, err := random.NewRandomString(ctx, fmt.Sprintf("require-%v", index), &random.RandomStringArgs{
					Length: pulumi.Int(4),
					MinUpper: pulumi.All(private.MinLower, private.Result).ApplyT(func(resolved []interface{}) (int, error) {
						private2 := resolved[0].(int)
						return func() int {
							if true {
								return 1
							}
							return index
						}() * private2, nil
					}).(pulumi.IntOutput),
					Special: pulumi.All(private.MinLower, private.Result).ApplyT(func(resolved []interface{}) (bool, error) {
						return value == "x", nil
					}).(pulumi.BoolOutput),
				})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomStringArrayOutput)

		// Ranged over a plain property of the same resource: no secret to keep.
		plainly := pulumi.Unsecret(pulumi.IntArray{private.Length}.ToIntArrayOutput()).(pulumi.IntArrayOutput).ApplyT(func(v []int) ([]*random.RandomString, error) {
			var resources []*random.RandomString
			for index, value := range v {
				res, err := random.NewRandomString(ctx, fmt.Sprintf("plainly-%v", index), &random.RandomStringArgs{Length: pulumi.Int(value + 1)})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomStringArrayOutput)
		ctx.Export("specials", require.ApplyT(func(require2 []*random.RandomString) (pulumi.BoolArrayOutput, error) {
			return func() pulumi.BoolArray {
				result := pulumi.BoolArray{}
				for _, item := range require2 {
					result = append(result, item.Special)
				}
				return result
			}().ToBoolArrayOutput(), nil
		}).(pulumi.BoolArrayOutput))
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), plainly); err != nil {
			return err
		}
		return nil
	})
}
