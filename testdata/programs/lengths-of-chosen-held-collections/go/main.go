package main

import (
	"errors"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// The length of a choice between collections that hold outputs, under a
		// plain condition: the length of the collection chosen, known before the
		// outputs are.
		pick := true
		if param, err := cfg.TryBool("pick"); err == nil {
			pick = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		password, err := random.NewRandomPassword(ctx, "password", &random.RandomPasswordArgs{Length: pulumi.Int(8)})
		if err != nil {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(func() int {
			if pick {
				return len(pulumi.StringArray{password.Result, pulumi.String("x")})
			}
			return len(pulumi.StringArray{password.Special.ApplyT(func(special bool) (string, error) {
				return strconv.FormatBool(special), nil
			}).(pulumi.StringOutput)})
		}())})
		if err != nil {
			return err
		}
		ctx.Export("secrets", pulumi.Int(func() int {
			if pick {
				return len(func() pulumi.StringArray {
					result := pulumi.StringArray{}
					for _, s := range []string{"a", "b", "c"} {
						result = append(result, pulumi.ToSecret(pulumi.String(s)).(pulumi.StringOutput))
					}
					return result
				}())
			}
			return len([]interface{}{})
		}()))
		ctx.Export("nested", pulumi.Int(func() int {
			if !pick {
				return len(pulumi.StringArray{password.Result})
			}
			return func() int {
				if pick {
					return len(pulumi.StringArray{password.Result, password.Result})
				}
				return len([]interface{}{})
			}()
		}()))
		ctx.Export("petLength", pet.Length)
		return nil
	})
}
