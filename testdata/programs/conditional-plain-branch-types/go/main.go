package main

import (
	"errors"
	"fmt"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A conditional over outputs (range.value of a secret range) whose plain
		// branch is of another type than the result: an empty list where the other
		// branch holds strings.
		first := true
		if param, err := cfg.TryBool("first"); err == nil {
			first = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		listed := pulumi.Unsecret(pulumi.ToSecret(pulumi.StringArray{pulumi.String("a"), pulumi.String("b")}).(pulumi.StringArrayOutput)).(pulumi.StringArrayOutput).ApplyT(func(secret []string) ([]*random.RandomShuffle, error) {
			var resources []*random.RandomShuffle
			for index, value := range secret {
				res, err := random.NewRandomShuffle(ctx, fmt.Sprintf("listed-%v", index), &random.RandomShuffleArgs{Inputs: func() pulumi.StringArrayOutput {
					if first {
						return pulumi.ToSecret(pulumi.String(value)).(pulumi.StringOutput).ApplyT(func(secret2 string) ([]string, error) {
							return func() []string {
								result := []string{}
								for _, s := range []string{"x", "y"} {
									if !(s != secret2) {
										continue
									}
									result = append(result, secret2)
								}
								return result
							}(), nil
						}).(pulumi.StringArrayOutput)
					}
					return pulumi.ToOutput([]string{}).(pulumi.StringArrayOutput)
				}()})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomShuffleArrayOutput)
		empties := pulumi.Unsecret(pulumi.ToSecret(pulumi.StringArray{pulumi.String("a")}).(pulumi.StringArrayOutput)).(pulumi.StringArrayOutput).ApplyT(func(secret []string) ([]*random.RandomShuffle, error) {
			var resources []*random.RandomShuffle
			for index, value := range secret {
				res, err := random.NewRandomShuffle(ctx, fmt.Sprintf("empties-%v", index), &random.RandomShuffleArgs{Inputs: func() pulumi.StringArrayOutput {
					if !first {
						return pulumi.ToSecret(pulumi.String(value)).(pulumi.StringOutput).ApplyT(func(secret2 string) ([]string, error) {
							return func() []string {
								result := []string{}
								for _, s := range []string{"x", "y"} {
									if !(s != secret2) {
										continue
									}
									result = append(result, secret2)
								}
								return result
							}(), nil
						}).(pulumi.StringArrayOutput)
					}
					return pulumi.ToOutput([]string{}).(pulumi.StringArrayOutput)
				}()})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomShuffleArrayOutput)
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), listed); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), empties); err != nil {
			return err
		}
		return nil
	})
}
