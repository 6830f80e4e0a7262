package main

import (
	"errors"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A conditional of a resource's optional map output (or optional list
		// output) and an object (or tuple) constructor is the one map (or list) its
		// branches convert to, which Go types it as; a branch that is itself a
		// conditional is lowered first, and the conditional rebuilt around it keeps
		// that type, where inferring it again gave the union of the branches (a
		// value of any type, which a choice made under an eventual condition read
		// as no map). The class: map and list branches; the outer choice plain or
		// eventual; given as a resource's input, a local and an output.

		first := true
		if param, err := cfg.TryBool("first"); err == nil {
			first = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		second := false
		if param, err := cfg.TryBool("second"); err == nil {
			second = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var m map[string]string
		if err := cfg.TryObject("m", &m); errors.Is(err, config.ErrMissingVar) {
			m = map[string]string{"a": "b"}
		} else if err != nil {
			return err
		}
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{
			Inputs:  pulumi.StringArray{pulumi.String("a"), pulumi.String("b")},
			Keepers: pulumi.StringMap{"a.b": pulumi.String("with space")},
		})
		if err != nil {
			return err
		}
		plain, err := random.NewRandomString(ctx, "plain", &random.RandomStringArgs{
			Keepers: func() pulumi.StringMapOutput {
				if second {
					return func() pulumi.StringMapOutput {
						if first {
							return shuffle.Keepers
						}
						return shuffle.Keepers
					}()
				}
				return pulumi.ToOutput(map[string]string{"a.b": "x.y"}).(pulumi.StringMapOutput)
			}(),
			Length: pulumi.Int(3),
		})
		if err != nil {
			return err
		}
		eventual, err := random.NewRandomString(ctx, "eventual", &random.RandomStringArgs{
			Keepers: pulumi.All(pulumi.Unsecret(pulumi.ToSecret(pulumi.Bool(first)).(pulumi.BoolOutput)).(pulumi.BoolOutput), pulumi.ToSecret(pulumi.ToStringMap(m)).(pulumi.StringMapOutput), func() pulumi.StringMapOutput {
				if second {
					return func() pulumi.StringMapOutput {
						if first {
							return shuffle.Keepers
						}
						return shuffle.Keepers
					}()
				}
				return pulumi.ToOutput(map[string]string{"a.b": "x.y"}).(pulumi.StringMapOutput)
			}()).ApplyT(func(resolved []interface{}) (map[string]string, error) {
				secret := resolved[0].(bool)
				secret2 := resolved[1].(map[string]string)
				value := resolved[2].(map[string]string)
				return func() map[string]string {
					if secret {
						return secret2
					}
					return value
				}(), nil
			}).(pulumi.StringMapOutput),
			Length: pulumi.Int(3),
		})
		if err != nil {
			return err
		}
		lists := pulumi.All(pulumi.Unsecret(pulumi.ToSecret(pulumi.Bool(second)).(pulumi.BoolOutput)).(pulumi.BoolOutput), func() pulumi.StringArrayOutput {
			if first {
				return func() pulumi.StringArrayOutput {
					if second {
						return shuffle.Results
					}
					return shuffle.Inputs
				}()
			}
			return pulumi.ToOutput([]string{"x", "y"}).(pulumi.StringArrayOutput)
		}()).ApplyT(func(resolved []interface{}) ([]string, error) {
			secret := resolved[0].(bool)
			value := resolved[1].([]string)
			return func() []string {
				if secret {
					return []string{"z"}
				}
				return value
			}(), nil
		}).(pulumi.StringArrayOutput)
		ctx.Export("plainKeepers", plain.Keepers)
		ctx.Export("eventualKeepers", eventual.Keepers)
		ctx.Export("lists", lists)
		return nil
	})
}
