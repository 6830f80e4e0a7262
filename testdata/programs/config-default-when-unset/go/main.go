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

		// A config variable's default is evaluated only when its key is unset:
		// config.json sets "picked" and "secretPicked", whose defaults would fail
		// (an index out of range), and leaves the others unset, whose defaults are
		// computed by calls.
		var names []string
		if err := cfg.TryObject("names", &names); errors.Is(err, config.ErrMissingVar) {
			names = []string{"p", "q", "r"}
		} else if err != nil {
			return err
		}
		var picked string
		if param, err := cfg.Try("picked"); err == nil {
			picked = param
		} else if errors.Is(err, config.ErrMissingVar) {
			picked = names[7]
		} else {
			return err
		}
		var secretPickedPlain string
		if param, err := cfg.Try("secretPicked"); err == nil {
			secretPickedPlain = param
		} else if errors.Is(err, config.ErrMissingVar) {
			secretPickedPlain = names[9]
		} else {
			return err
		}
		secretPicked := pulumi.ToSecret(pulumi.String(secretPickedPlain)).(pulumi.StringOutput)
		var counted int
		if param, err := cfg.TryInt("counted"); err == nil {
			counted = param
		} else if errors.Is(err, config.ErrMissingVar) {
			counted = len(names) + 1
		} else {
			return err
		}
		var secretCountedPlain int
		if param, err := cfg.TryInt("secretCounted"); err == nil {
			secretCountedPlain = param
		} else if errors.Is(err, config.ErrMissingVar) {
			secretCountedPlain = len(names) * 2
		} else {
			return err
		}
		secretCounted := pulumi.ToSecret(pulumi.Int(secretCountedPlain)).(pulumi.IntOutput)
		var shoutedPlain []string
		if err := cfg.TryObject("shouted", &shoutedPlain); errors.Is(err, config.ErrMissingVar) {
			shoutedPlain = func() []string {
				result := []string{}
				for _, n := range names {
					result = append(result, n+"!")
				}
				return result
			}()
		} else if err != nil {
			return err
		}
		shouted := pulumi.ToSecret(pulumi.ToStringArray(shoutedPlain)).(pulumi.StringArrayOutput)
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(counted)})
		if err != nil {
			return err
		}
		ctx.Export("picked", pulumi.String(picked))
		ctx.Export("secretPicked", secretPicked)
		ctx.Export("counts", func() pulumi.Array {
			result := pulumi.Array{}
			for _, n := range names {
				result = append(result, pulumi.String(fmt.Sprintf("%v%v", n, counted)))
			}
			return result
		}())
		ctx.Export("secretCounted", secretCounted.ApplyT(func(secretCounted2 int) (int, error) {
			return func() int {
				if v, ok := func() (v int, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return secretCounted2 + counted, true
				}(); ok {
					return v
				}
				return 0
			}(), nil
		}).(pulumi.IntOutput))
		ctx.Export("shouted", shouted)
		ctx.Export("petId", pet.ID())
		return nil
	})
}
