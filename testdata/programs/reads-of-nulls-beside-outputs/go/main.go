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

		// A null the program writes beside an output (a property of one branch of
		// a choice of objects whose other branch holds an output, an element of a
		// tuple of outputs) is read as null; so is a choice of an output of a
		// collection and null, which is no empty collection.
		on := false
		if param, err := cfg.TryBool("on"); err == nil {
			on = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", nil)
		if err != nil {
			return err
		}
		chosen := func() pulumi.Map {
			if on {
				return pulumi.Map{
					"id":    pet.ID().ToStringOutput(),
					"names": pulumi.ToSecret(pulumi.StringArray{pulumi.String("a")}).(pulumi.StringArrayOutput),
					"tags":  pulumi.ToSecret(pulumi.StringMap{"a": pulumi.String("b")}).(pulumi.StringMapOutput),
					"n":     pulumi.Int(1),
				}
			}
			return pulumi.Map{"id": nil, "names": nil, "tags": nil, "n": pulumi.Int(2)}
		}()
		again := chosen
		pair := pulumi.Array{pet.ID().ToStringOutput(), nil}
		ctx.Export("id", func() pulumi.StringPtrOutput {
			if v, ok := chosen["id"].(pulumi.StringPtrInput); ok {
				return v.ToStringPtrOutput()
			}
			return pulumi.ToOutput((*string)(nil)).(pulumi.StringPtrOutput)
		}())
		ctx.Export("names", func() pulumi.StringArrayOutput {
			if v, ok := chosen["names"].(pulumi.StringArrayInput); ok {
				return v.ToStringArrayOutput()
			}
			return pulumi.Any(nil).ApplyT(func(interface{}) []string {
				return nil
			}).(pulumi.StringArrayOutput)
		}())
		ctx.Export("tags", func() pulumi.StringMapOutput {
			if v, ok := chosen["tags"].(pulumi.StringMapInput); ok {
				return v.ToStringMapOutput()
			}
			return pulumi.Any(nil).ApplyT(func(interface{}) map[string]string {
				return nil
			}).(pulumi.StringMapOutput)
		}())
		ctx.Export("againId", func() pulumi.StringPtrOutput {
			if v, ok := again["id"].(pulumi.StringPtrInput); ok {
				return v.ToStringPtrOutput()
			}
			return pulumi.ToOutput((*string)(nil)).(pulumi.StringPtrOutput)
		}())
		ctx.Export("second", pulumi.Any(pair[1]))
		ctx.Export("list", func() pulumi.IntArrayOutput {
			if on {
				return pulumi.ToSecret(pulumi.IntArray{pulumi.Int(1)}).(pulumi.IntArrayOutput)
			}
			return pulumi.Any(nil).ApplyT(func(interface{}) []int {
				return nil
			}).(pulumi.IntArrayOutput)
		}())
		ctx.Export("map", func() pulumi.IntMapOutput {
			if on {
				return pulumi.ToSecret(pulumi.IntMap{"a": pulumi.Int(1)}).(pulumi.IntMapOutput)
			}
			return pulumi.Any(nil).ApplyT(func(interface{}) map[string]int {
				return nil
			}).(pulumi.IntMapOutput)
		}())
		return nil
	})
}
