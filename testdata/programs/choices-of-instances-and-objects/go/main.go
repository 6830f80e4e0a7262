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

		// Choices between a resource (or a component) and an object constructor:
		// the instance is given as the object of its outputs the choice's type
		// names, and read by key.
		flag := true
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		holder, err := NewCompa(ctx, "holder", &CompaArgs{})
		if err != nil {
			return err
		}
		petOrObject := func() pulumi.Map {
			if flag {
				return pulumi.Map{
					"id":        pet.ID().ToStringOutput(),
					"keepers":   pet.Keepers,
					"length":    pet.Length,
					"prefix":    pet.Prefix,
					"separator": pet.Separator,
					"urn":       pet.URN().ToStringOutput(),
				}
			}
			return pulumi.Map{"id": pulumi.String("x")}
		}()
		holderOrObject := func() pulumi.Map {
			if !flag {
				return pulumi.Map{"named": pulumi.String("y")}
			}
			return pulumi.Map{"named": holder.Named, "urn": holder.URN().ToStringOutput()}
		}()
		objectOrHolder := func() pulumi.Map {
			if flag {
				return pulumi.Map{"named": pulumi.String("z")}
			}
			return pulumi.Map{"named": holder.Named, "urn": holder.URN().ToStringOutput()}
		}()
		ctx.Export("petId", petOrObject["id"].(pulumi.StringInput).ToStringOutput())
		ctx.Export("petLength", func() pulumi.IntPtrOutput {
			if func() bool {
				_, ok := petOrObject["length"]
				return ok
			}() {
				return petOrObject["length"].(pulumi.IntPtrInput).ToIntPtrOutput()
			}
			return pulumi.ToOutput(pulumi.IntRef(0)).(pulumi.IntPtrOutput)
		}())
		ctx.Export("named", holderOrObject["named"].(pulumi.StringInput).ToStringOutput())
		ctx.Export("otherNamed", objectOrHolder["named"].(pulumi.StringInput).ToStringOutput())
		ctx.Export("holderUrn", holder.URN())
		ctx.Export("chosenUrn", objectOrHolder["urn"].(pulumi.StringPtrInput).ToStringPtrOutput())
		return nil
	})
}
