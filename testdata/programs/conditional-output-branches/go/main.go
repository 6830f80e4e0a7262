package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A conditional of a plain condition whose branches hold outputs (a secret
		// range's keys, in a list), given to a list input: the branch the condition
		// chooses is the input.
		wide := false
		if param, err := cfg.TryBool("wide"); err == nil {
			wide = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		names := pulumi.Unsecret(pulumi.ToSecret(pulumi.StringArray{pulumi.String("x"), pulumi.String("y")}).(pulumi.StringArrayOutput)).(pulumi.StringArrayOutput).ApplyT(func(secret []string) ([]*random.RandomShuffle, error) {
			var resources []*random.RandomShuffle
			for index := range secret {
				res, err := random.NewRandomShuffle(ctx, fmt.Sprintf("names-%v", index), &random.RandomShuffleArgs{Inputs: func() pulumi.StringArrayInput {
					if wide {
						return pulumi.ToStringArray(strings.Split("a,b", ","))
					}
					return pulumi.StringArray{
						pulumi.Sprintf("key-%v", pulumi.ToSecret(pulumi.Int(index)).(pulumi.IntOutput)),
						pulumi.String("fixed"),
					}
				}()})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomShuffleArrayOutput)
		ctx.Export("inputs", names.ApplyT(func(names2 []*random.RandomShuffle) (pulumi.StringArrayArrayOutput, error) {
			return func() pulumi.StringArrayArray {
				result := pulumi.StringArrayArray{}
				for _, item := range names2 {
					result = append(result, item.Inputs)
				}
				return result
			}().ToStringArrayArrayOutput(), nil
		}).(pulumi.StringArrayArrayOutput))
		return nil
	})
}
