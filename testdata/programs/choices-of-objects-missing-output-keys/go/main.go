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

		// A local choosing, through nested conditionals, between objects one of
		// which lacks an attribute that another holds as an output: the attribute
		// may be missing, whichever branch lacks it.
		flag := true
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", nil)
		if err != nil {
			return err
		}
		settings := func() pulumi.Map {
			if flag {
				return pulumi.Map{
					"name":  pulumi.String("x"),
					"items": pulumi.ToSecret(pulumi.Array{}).(pulumi.ArrayOutput),
					"owner": pet.ID().ToStringOutput(),
				}
			}
			return func() pulumi.Map {
				if !flag {
					return pulumi.Map{"name": pulumi.String("y")}
				}
				return pulumi.Map{
					"name":  pulumi.String("z"),
					"items": pulumi.Array{},
					"owner": pulumi.String("nobody"),
				}
			}()
		}()
		ctx.Export("settings", settings)
		ctx.Export("owner", func() pulumi.StringPtrOutput {
			if func() bool {
				_, ok := settings["owner"]
				return ok
			}() {
				return settings["owner"].(pulumi.StringPtrInput).ToStringPtrOutput()
			}
			return pulumi.ToOutput(pulumi.StringRef("none")).(pulumi.StringPtrOutput)
		}())
		return nil
	})
}
