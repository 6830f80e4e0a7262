package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// singleOrNone of a list whose elements are collections holding outputs
		// (lists of a resource's optional outputs, maps of them), in an object of
		// values of several types: none is a null output of the untyped collection
		// Go holds, one is that collection.
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{
			Inputs: pulumi.StringArray{pulumi.String("a")},
			Seed:   pulumi.String("s"),
		})
		if err != nil {
			return err
		}
		held := pulumi.Map{
			"none": func() pulumi.ArrayInput {
				list := func() pulumi.Array {
					result := pulumi.Array{}
					for range []interface{}{} {
						result = append(result, func() pulumi.Array {
							result2 := pulumi.Array{}
							for _, item := range []*random.RandomShuffle{shuffle} {
								result2 = append(result2, item.Seed)
							}
							return result2
						}())
					}
					return result
				}()
				if len(list) == 0 {
					return pulumi.Any(nil).ApplyT(func(interface{}) []interface{} {
						return nil
					}).(pulumi.ArrayOutput)
				}
				if len(list) != 1 {
					panic("singleOrNone: the list has more than one element")
				}
				return list[0].(pulumi.ArrayInput)
			}().ToArrayOutput(),
			"one": func() pulumi.ArrayInput {
				list := func() pulumi.Array {
					result := pulumi.Array{}
					for range []int{1} {
						result = append(result, func() pulumi.Array {
							result2 := pulumi.Array{}
							for _, item := range []*random.RandomShuffle{shuffle} {
								result2 = append(result2, item.Seed)
							}
							return result2
						}())
					}
					return result
				}()
				if len(list) == 0 {
					return pulumi.Any(nil).ApplyT(func(interface{}) []interface{} {
						return nil
					}).(pulumi.ArrayOutput)
				}
				if len(list) != 1 {
					panic("singleOrNone: the list has more than one element")
				}
				return list[0].(pulumi.ArrayInput)
			}().ToArrayOutput(),
			"keyed": func() pulumi.MapInput {
				list := func() pulumi.MapArray {
					result := pulumi.MapArray{}
					for range []interface{}{} {
						result = append(result, pulumi.Map{"seed": shuffle.Seed})
					}
					return result
				}()
				if len(list) == 0 {
					return pulumi.Any(nil).ApplyT(func(interface{}) map[string]interface{} {
						return nil
					}).(pulumi.MapOutput)
				}
				if len(list) != 1 {
					panic("singleOrNone: the list has more than one element")
				}
				return list[0]
			}().ToMapOutput(),
			"number": pulumi.Float64(1.5),
		}
		ctx.Export("none", held["none"].(pulumi.ArrayInput).ToArrayOutput())
		ctx.Export("one", held["one"].(pulumi.ArrayInput).ToArrayOutput())
		ctx.Export("keyed", held["keyed"].(pulumi.MapInput).ToMapOutput())
		return nil
	})
}
