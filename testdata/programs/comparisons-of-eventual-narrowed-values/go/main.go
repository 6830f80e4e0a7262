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

		// An output computed from a value a test around it narrows (in the false
		// branch of `ok ? ...`, ok is false) compared in an apply with a literal
		// the narrowed type excludes: the comparison is PCL's. A conditional whose
		// branches are the narrowed value and its secret is an output of its type.
		ok := false
		if param, err := cfg.TryBool("ok"); err == nil {
			ok = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		nameVar := "x"
		if param, err := cfg.Try("name"); err == nil {
			nameVar = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		ctx.Export("viaSecret", func() pulumi.BoolOutput {
			if ok {
				return pulumi.Bool(false).ToBoolOutput()
			}
			return pulumi.ToSecret(pulumi.Bool(ok)).(pulumi.BoolOutput).ApplyT(func(secret bool) (bool, error) {
				return secret == true, nil
			}).(pulumi.BoolOutput)
		}())
		ctx.Export("viaOutput", func() pulumi.StringOutput {
			if nameVar == "x" {
				return pulumi.Sprintf("%v%v", pet.ID().ToStringOutput(), nameVar == "y")
			}
			return pulumi.String("other").ToStringOutput()
		}())
		ctx.Export("both", func() pulumi.StringOutput {
			if ok {
				return pulumi.String("t").ToStringOutput()
			}
			return pulumi.Sprintf("%v-%v", pet.ID().ToStringOutput(), ok == true)
		}())
		ctx.Export("chosenSecretly", func() pulumi.BoolOutput {
			if ok {
				return pulumi.ToSecret(pulumi.Bool(ok)).(pulumi.BoolOutput)
			}
			return pulumi.Bool(ok).ToBoolOutput()
		}())
		ctx.Export("chosenNames", func() pulumi.StringOutput {
			if nameVar == "x" {
				return pulumi.ToSecret(pulumi.String(nameVar)).(pulumi.StringOutput)
			}
			return pulumi.String(nameVar).ToStringOutput()
		}())
		ctx.Export("mapped", func() pulumi.Map {
			result := pulumi.Map{}
			for i := range []string{"a"} {
				result[fmt.Sprintf("k%v", i)] = func() pulumi.BoolOutput {
					if ok {
						return pulumi.ToSecret(pulumi.Bool(ok)).(pulumi.BoolOutput)
					}
					return pulumi.Bool(ok).ToBoolOutput()
				}()
			}
			return result
		}())
		return nil
	})
}
