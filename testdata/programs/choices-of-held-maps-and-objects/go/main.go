package main

import (
	"errors"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A choice of an object constructor and a local Go holds as a typed input map
		// (a pulumi.IntMap of int outputs) is the untyped pulumi.Map both branches are:
		// the typed map is copied into one.
		pick := true
		if param, err := cfg.TryBool("pick"); err == nil {
			pick = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		names := pulumi.StringArray{pet.ID(), pet.ID()}
		tags := pulumi.StringMap{"a": pet.ID()}
		nums := pulumi.IntMap{"n": pet.Length}
		l1 := func() pulumi.StringArray {
			if pick {
				return names
			}
			return pulumi.StringArray{pulumi.String("1"), pulumi.String("x")}
		}()
		m1 := func() pulumi.Map {
			if pick {
				return func() pulumi.Map {
					result := pulumi.Map{}
					for k, v := range tags {
						result[k] = v
					}
					return result
				}()
			}
			return pulumi.Map{"b": pulumi.Int(1), "c": pulumi.String("x")}
		}()
		m2 := func() pulumi.Map {
			if pick {
				return pulumi.Map{"with space": pulumi.Int(5)}
			}
			return func() pulumi.Map {
				result := pulumi.Map{}
				for k, v := range nums {
					result[k] = v
				}
				return result
			}()
		}()
		m3 := func() pulumi.Map {
			if pick {
				return pulumi.Map{"a": pulumi.Int(1)}
			}
			return func() pulumi.Map {
				if !pick {
					return func() pulumi.Map {
						result := pulumi.Map{}
						for k, v := range nums {
							result[k] = v
						}
						return result
					}()
				}
				return func() pulumi.Map {
					result := pulumi.Map{}
					for k, v := range tags {
						result[k] = v
					}
					return result
				}()
			}()
		}()
		ctx.Export("l1", l1)
		ctx.Export("m1", m1)
		ctx.Export("m2", m2)
		ctx.Export("m3", m3)
		ctx.Export("len", pulumi.Int(len(m2)+len(l1)))
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), pulumi.ToOutput(names)); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), pulumi.ToOutput(tags)); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), pulumi.ToOutput(nums)); err != nil {
			return err
		}
		return nil
	})
}
