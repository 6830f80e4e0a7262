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

		// The elements of a collection that holds outputs (a secret config among
		// plain values) read as conditions: of a conditional, of a loop's filter,
		// negated, in a logical operation. Each is an output where it is read.
		flagPlain := false
		if param, err := cfg.TryBool("flag"); err == nil {
			flagPlain = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		flag := pulumi.ToSecret(pulumi.Bool(flagPlain)).(pulumi.BoolOutput)
		held := pulumi.BoolArray{pulumi.Bool(true), flag}
		chosen := func() pulumi.BoolArray {
			result := pulumi.BoolArray{}
			for _, s := range held {
				result = append(result, pulumi.All(s.ToBoolOutput(), flag).ApplyT(func(resolved []interface{}) (bool, error) {
					s2 := resolved[0].(bool)
					flag2 := resolved[1].(bool)
					return func() bool {
						if s2 {
							return flag2
						}
						return false
					}(), nil
				}).(pulumi.BoolOutput))
			}
			return result
		}()
		str, err := random.NewRandomString(ctx, "str", &random.RandomStringArgs{
			Length: pulumi.Int(4),
			Keepers: pulumi.All(chosen, func() pulumi.BoolArray {
				result := pulumi.BoolArray{}
				for _, v := range chosen {
					result = append(result, v.ToBoolOutput())
				}
				return result
			}()).ApplyT(func(resolved []interface{}) (map[string]string, error) {
				chosen2 := resolved[0].([]bool)
				values := resolved[1].([]bool)
				return func() map[string]string {
					result := map[string]string{}
					for i := range chosen2 {
						if !(values[i]) {
							continue
						}
						result[fmt.Sprintf("k%v", i)] = "x"
					}
					return result
				}(), nil
			}).(pulumi.StringMapOutput),
		})
		if err != nil {
			return err
		}
		ctx.Export("chosen", chosen)
		ctx.Export("negated", func() pulumi.Array {
			result := pulumi.Array{}
			for _, s := range held {
				result = append(result, s.ToBoolOutput().ApplyT(func(s2 bool) (bool, error) {
					return !s2, nil
				}).(pulumi.BoolOutput))
			}
			return result
		}())
		ctx.Export("filtered", pulumi.All(held, func() pulumi.BoolArray {
			result := pulumi.BoolArray{}
			for _, s := range held {
				result = append(result, s.ToBoolOutput())
			}
			return result
		}()).ApplyT(func(resolved []interface{}) ([]int, error) {
			held2 := resolved[0].([]bool)
			values := resolved[1].([]bool)
			return func() []int {
				result := []int{}
				for i := range held2 {
					if !(values[i] && i >= 0) {
						continue
					}
					result = append(result, i)
				}
				return result
			}(), nil
		}).(pulumi.IntArrayOutput))
		ctx.Export("picked", func() pulumi.Array {
			result := pulumi.Array{}
			for _, s := range held {
				result = append(result, s.ToBoolOutput().ApplyT(func(s2 bool) (string, error) {
					return func() string {
						if s2 {
							return "on"
						}
						return "off"
					}(), nil
				}).(pulumi.StringOutput))
			}
			return result
		}())
		ctx.Export("keepers", str.Keepers)
		return nil
	})
}
