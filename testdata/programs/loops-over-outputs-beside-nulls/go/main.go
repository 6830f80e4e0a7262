package main

import (
	"fmt"
	"maps"
	"slices"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Loops over collections holding outputs beside nulls: the variable is
		// null for the null element, which reads as null and compares equal to it.
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{Inputs: pulumi.StringArray{pulumi.String("a"), pulumi.String("b")}})
		if err != nil {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		lists := func() pulumi.StringArrayArray {
			result := pulumi.StringArrayArray{}
			collection := pulumi.StringArrayArray{shuffle.Results, nil}
			for _, x2 := range collection {
				x := func() pulumi.StringArrayInput {
					if x2 == nil {
						return pulumi.Any(nil).ApplyT(func(interface{}) []string {
							return nil
						}).(pulumi.StringArrayOutput)
					}
					return x2.(pulumi.StringArrayInput)
				}()
				result = append(result, x.ToStringArrayOutput())
			}
			return result
		}()
		lengths := func() pulumi.IntArray {
			result := pulumi.IntArray{}
			collection := pulumi.StringArrayArray{shuffle.Results, nil}
			for _, x2 := range collection {
				x := func() pulumi.StringArrayInput {
					if x2 == nil {
						return pulumi.Any(nil).ApplyT(func(interface{}) []string {
							return nil
						}).(pulumi.StringArrayOutput)
					}
					return x2.(pulumi.StringArrayInput)
				}()
				result = append(result, x.ToStringArrayOutput().ApplyT(func(x3 []string) (int, error) {
					return func() int {
						if x3 == nil {
							return 0
						}
						return len(x3)
					}(), nil
				}).(pulumi.IntOutput))
			}
			return result
		}()
		scalars := func() pulumi.Array {
			result := pulumi.Array{}
			collection := pulumi.Array{pet.ID().ToStringOutput(), nil, pulumi.String("plain")}
			for i, x2 := range collection {
				x := func() pulumi.StringPtrInput {
					if x2 == nil {
						return pulumi.Any(nil).ApplyT(func(interface{}) *string {
							return nil
						}).(pulumi.StringPtrOutput)
					}
					return x2.(pulumi.StringPtrInput)
				}()
				result = append(result, x.ToStringPtrOutput().ApplyT(func(x3 *string) (*string, error) {
					return func() *string {
						if x3 == nil {
							return pulumi.StringRef(fmt.Sprintf("none-%v", i))
						}
						return x3
					}(), nil
				}).(pulumi.StringPtrOutput))
			}
			return result
		}()
		entries := func() pulumi.Map {
			result := pulumi.Map{}
			collection := pulumi.Map{"a": pet.ID().ToStringOutput(), "b": nil}
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := func() pulumi.StringPtrInput {
					if collection[k] == nil {
						return pulumi.Any(nil).ApplyT(func(interface{}) *string {
							return nil
						}).(pulumi.StringPtrOutput)
					}
					return collection[k].(pulumi.StringPtrInput)
				}()
				result[k] = v.ToStringPtrOutput().ApplyT(func(v2 *string) (*string, error) {
					return func() *string {
						if v2 == nil {
							return pulumi.StringRef("unset")
						}
						return v2
					}(), nil
				}).(pulumi.StringPtrOutput)
			}
			return result
		}()
		ctx.Export("results", pulumi.Array{lists, lengths, scalars, entries})
		return nil
	})
}
