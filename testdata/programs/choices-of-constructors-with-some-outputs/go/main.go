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

		// Conditionals choose between tuples or objects where one branch has an
		// output at a position the other has a plain value: the element read
		// from the choice is an output whichever branch is taken.

		useConstants := true
		if param, err := cfg.TryBool("useConstants"); err == nil {
			useConstants = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", nil)
		if err != nil {
			return err
		}
		flags := func() pulumi.BoolArray {
			if useConstants {
				return pulumi.BoolArray{pulumi.Bool(false), pulumi.Bool(true)}
			}
			return pulumi.BoolArray{
				pet.ID().ToStringOutput().ApplyT(func(id string) (bool, error) {
					return id == "x", nil
				}).(pulumi.BoolOutput),
				pulumi.Bool(false),
			}
		}()
		names := func() pulumi.StringMap {
			if !useConstants {
				return pulumi.StringMap{"first": pet.ID(), "second": pulumi.String("b")}
			}
			return pulumi.StringMap{"first": pulumi.String("a"), "second": pulumi.String("c")}
		}()
		_, err = random.NewRandomString(ctx, "suffix", &random.RandomStringArgs{
			Length: pulumi.Int(4),
			Keepers: pulumi.StringMap{
				"both": pulumi.Sprintf("v %v", pulumi.All(flags[0].(pulumi.BoolInput).ToBoolOutput(), flags[1].(pulumi.BoolInput).ToBoolOutput()).ApplyT(func(resolved []interface{}) (bool, error) {
					flags2 := resolved[0].(bool)
					flags3 := resolved[1].(bool)
					return flags2 && flags3, nil
				}).(pulumi.BoolOutput)),
				"first": names["first"].(pulumi.StringInput).ToStringOutput(),
				"inline": func() pulumi.StringOutput {
					if useConstants {
						return pulumi.String("x").ToStringOutput()
					}
					return pulumi.StringArray{pet.ID(), pulumi.String("y")}[0].(pulumi.StringInput).ToStringOutput()
				}(),
			},
		})
		if err != nil {
			return err
		}
		ctx.Export("first", flags[0].(pulumi.BoolInput).ToBoolOutput())
		ctx.Export("names", pulumi.Sprintf("%v-%v", names["first"].(pulumi.StringInput).ToStringOutput(), names["second"].(pulumi.StringInput).ToStringOutput()))
		return nil
	})
}
