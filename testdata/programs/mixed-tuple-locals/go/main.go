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

		// A local tuple of values of different types, one an empty list (any[]),
		// read at constant indices: each element is of its own type, not the union
		// TypeScript infers for an array literal.
		nameVar := "x"
		if param, err := cfg.Try("name"); err == nil {
			nameVar = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		mixed := pulumi.Array{
			pulumi.ToSecret(pulumi.Array{}).(pulumi.ArrayOutput),
			pulumi.Array{pulumi.String(nameVar), pulumi.String("")},
		}
		pair := pulumi.Array{
			pulumi.ToSecret(pulumi.String(nameVar)).(pulumi.StringOutput),
			pulumi.Int(2),
		}
		_, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{
			Prefix: pair[0].(pulumi.StringInput).ToStringOutput(),
			Length: pair[1].(pulumi.IntInput).ToIntOutput(),
		})
		if err != nil {
			return err
		}
		ctx.Export("first", mixed[0].(pulumi.ArrayInput).ToArrayOutput().ApplyT(func(mixed2 []interface{}) (map[string]interface{}, error) {
			return func() map[string]interface{} {
				result := map[string]interface{}{}
				for i, v := range mixed2 {
					result[fmt.Sprintf("k%v", i)] = v
				}
				return result
			}(), nil
		}).(pulumi.MapOutput))
		return nil
	})
}
