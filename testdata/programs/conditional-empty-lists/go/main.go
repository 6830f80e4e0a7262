package main

import (
	"errors"
	"fmt"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Conditionals between an empty list and a local holding one, in secrets,
		// ranges and objects: TypeScript is given the branches' common type, which
		// must take both the literal [] and the local.
		pick := false
		if param, err := cfg.TryBool("pick"); err == nil {
			pick = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		none := []interface{}{}
		shuffled := pulumi.Unsecret(pulumi.ToSecret(pulumi.ToArray(func() []interface{} {
			if false {
				return none
			}
			return func() []interface{} {
				if pick {
					return none
				}
				return []interface{}{}
			}()
		}())).(pulumi.ArrayOutput)).(pulumi.ArrayOutput).ApplyT(func(secret []interface{}) ([]*random.RandomShuffle, error) {
			var resources []*random.RandomShuffle
			for index := range secret {
				res, err := random.NewRandomShuffle(ctx, fmt.Sprintf("shuffled-%v", index), &random.RandomShuffleArgs{Inputs: pulumi.StringArray{pulumi.String("a"), pulumi.String("b")}})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomShuffleArrayOutput)
		ctx.Export("secretEmpty", pulumi.ToSecret(pulumi.ToArray(func() []interface{} {
			if pick {
				return none
			}
			return []interface{}{}
		}())).(pulumi.ArrayOutput))
		ctx.Export("nestedEmpty", pulumi.ToSecret(pulumi.ToMap(func() map[string]interface{} {
			if pick {
				return map[string]interface{}{"items": none}
			}
			return map[string]interface{}{"items": []interface{}{}}
		}())).(pulumi.MapOutput))
		ctx.Export("count", shuffled.ApplyT(func(shuffled2 []*random.RandomShuffle) (int, error) {
			return len(shuffled2), nil
		}).(pulumi.IntOutput))
		return nil
	})
}
