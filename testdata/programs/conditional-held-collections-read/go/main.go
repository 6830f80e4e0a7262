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

		// Elements read from conditionals whose branches are both collections of
		// outputs (neither branch plain): by a constant index, by an attribute, by
		// element, lookup and a computed index, with branches of the same and of
		// different shapes, nested and parenthesized.
		on := true
		if param, err := cfg.TryBool("on"); err == nil {
			on = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{Inputs: pulumi.StringArray{pulumi.String("a"), pulumi.String("b")}})
		if err != nil {
			return err
		}
		same := func() pulumi.IntOutput {
			if on {
				return pulumi.IntArray{pulumi.ToSecret(pulumi.Int(1)).(pulumi.IntOutput)}[0].(pulumi.IntInput).ToIntOutput()
			}
			return pulumi.IntArray{pulumi.ToSecret(pulumi.Int(2)).(pulumi.IntOutput)}[0].(pulumi.IntInput).ToIntOutput()
		}()
		differ := func() pulumi.IntOutput {
			if on {
				return pulumi.IntArray{
					pet.Length,
					pulumi.ToSecret(pulumi.Int(3)).(pulumi.IntOutput),
				}[0].(pulumi.IntInput).ToIntOutput()
			}
			return pulumi.IntArray{pulumi.ToSecret(pulumi.Int(4)).(pulumi.IntOutput)}[0].(pulumi.IntInput).ToIntOutput()
		}()
		nested := func() pulumi.StringPtrOutput {
			if on {
				return func() pulumi.StringOutput {
					if !on {
						return pulumi.StringArray{pet.ID()}[0].(pulumi.StringInput).ToStringOutput()
					}
					return pulumi.StringArray{pulumi.ToSecret(pulumi.String("x")).(pulumi.StringOutput)}[0].(pulumi.StringInput).ToStringOutput()
				}().ToStringPtrOutput()
			}
			return pulumi.Array{pet.Prefix}[0].(pulumi.StringPtrInput).ToStringPtrOutput()
		}()
		attribute := func() pulumi.StringOutput {
			if on {
				return mustGet(pulumi.StringMap{"a": pet.ID()}, "a").(pulumi.StringInput).ToStringOutput()
			}
			return mustGet(pulumi.StringMap{"a": pulumi.ToSecret(pulumi.String("y")).(pulumi.StringOutput)}, "a").(pulumi.StringInput).ToStringOutput()
		}()
		elem := func() pulumi.StringOutput {
			if on {
				return element(pulumi.StringArray{pet.ID(), pet.ID()}, 3).ToStringOutput()
			}
			return element(pulumi.StringArray{pulumi.ToSecret(pulumi.String("z")).(pulumi.StringOutput)}, 3).ToStringOutput()
		}()
		looked := func() pulumi.StringOutput {
			if on {
				return func() pulumi.StringInput {
					m := pulumi.StringMap{"k": pet.ID()}
					if v, ok := m["k"]; ok {
						return v
					}
					return pulumi.String("none")
				}().ToStringOutput()
			}
			return func() pulumi.StringInput {
				m := pulumi.StringMap{"k": pulumi.ToSecret(pulumi.String("w")).(pulumi.StringOutput)}
				if v, ok := m["k"]; ok {
					return v
				}
				return pulumi.String("none")
			}().ToStringOutput()
		}()
		computed := pulumi.All(pulumi.ToSecret(pulumi.Int(5)).(pulumi.IntOutput), pet.Length, pulumi.ToSecret(pulumi.Int(6)).(pulumi.IntOutput), shuffle.Inputs).ApplyT(func(resolved []interface{}) (int, error) {
			secret := resolved[0].(int)
			length := resolved[1].(int)
			secret2 := resolved[2].(int)
			inputs := resolved[3].([]string)
			return func() []int {
				if on {
					return []int{secret, length}
				}
				return []int{secret2, length}
			}()[len(inputs)-1], nil
		}).(pulumi.IntOutput)
		counted := func() int {
			if on {
				return len(pulumi.IntArray{pulumi.ToSecret(pulumi.Int(7)).(pulumi.IntOutput)})
			}
			return len(pulumi.IntArray{pet.Length, pet.Length})
		}()
		chosen, err := random.NewRandomPet(ctx, "chosen", &random.RandomPetArgs{
			Length: func() pulumi.IntOutput {
				if on {
					return pulumi.IntArray{pet.Length}[0].(pulumi.IntInput).ToIntOutput()
				}
				return pulumi.IntArray{pulumi.ToSecret(pulumi.Int(2)).(pulumi.IntOutput)}[0].(pulumi.IntInput).ToIntOutput()
			}(),
			Prefix: func() pulumi.StringOutput {
				if on {
					return mustGet(pulumi.StringMap{"p": pet.ID()}, "p").(pulumi.StringInput).ToStringOutput()
				}
				return pulumi.String(map[string]string{"p": "q"}["p"]).ToStringOutput()
			}(),
		})
		if err != nil {
			return err
		}
		ctx.Export("reads", pulumi.Array{
			same,
			differ,
			nested,
			attribute,
			elem,
			looked,
			computed,
			pulumi.Int(counted),
			chosen.Prefix,
		})
		return nil
	})
}

// element returns the element of list at index, which wraps around the
// list's length, as PCL's element does.
func element[T any](list []T, index int) T {
	if len(list) == 0 {
		panic("element: the list is empty")
	}
	if index < 0 {
		panic("element: the index is negative")
	}
	return list[index%len(list)]
}

// mustGet returns m[key]; a key the map does not hold is an error, as in
// PCL.
func mustGet[V any](m map[string]V, key string) V {
	v, ok := m[key]
	if !ok {
		panic(fmt.Sprintf("the map has no element for the key %q", key))
	}
	return v
}
