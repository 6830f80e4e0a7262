package main

import (
	"fmt"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Fuzz seed 113336: int arithmetic on optional ints, which the binder types a
		// number, computed in an apply as a list or map of ints and collected where
		// lists or maps of numbers are held.
		var shuffles []*random.RandomShuffle
		for index := 0; index < 2; index++ {
			res, err := random.NewRandomShuffle(ctx, fmt.Sprintf("shuffles-%v", index), &random.RandomShuffleArgs{
				Inputs:      pulumi.StringArray{pulumi.String("a"), pulumi.String("b")},
				ResultCount: pulumi.Int(2),
			})
			if err != nil {
				return err
			}
			shuffles = append(shuffles, res)
		}
		differences := func() pulumi.IntArrayMap {
			result := pulumi.IntArrayMap{}
			collection := func() pulumi.StringArray {
				result2 := pulumi.StringArray{}
				for _, item := range shuffles {
					result2 = append(result2, item.ID())
				}
				return result2
			}()
			for i := range collection {
				result[fmt.Sprintf("k%v", i)] = pulumi.All(pulumi.ToSecret(pulumi.StringArray{pulumi.String("y")}).(pulumi.StringArrayOutput), shuffles[0].ResultCount).ApplyT(func(resolved []interface{}) ([]int, error) {
					secret := resolved[0].([]string)
					resultCount := resolved[1].(*int)
					return func() []int {
						result2 := []int{}
						for range secret {
							result2 = append(result2, *resultCount-*resultCount)
						}
						return result2
					}(), nil
				}).(pulumi.IntArrayOutput)
			}
			return result
		}()
		sums := func() pulumi.IntMapArray {
			result := pulumi.IntMapArray{}
			collection := func() pulumi.StringArray {
				result2 := pulumi.StringArray{}
				for _, item := range shuffles {
					result2 = append(result2, item.ID())
				}
				return result2
			}()
			for range collection {
				result = append(result, pulumi.All(pulumi.ToSecret(pulumi.StringArray{pulumi.String("y")}).(pulumi.StringArrayOutput), shuffles[0].ResultCount).ApplyT(func(resolved []interface{}) (map[string]int, error) {
					secret := resolved[0].([]string)
					resultCount := resolved[1].(*int)
					return func() map[string]int {
						result2 := map[string]int{}
						for _, x := range secret {
							key := x
							if _, dup := result2[key]; dup {
								panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
							}
							result2[key] = *resultCount + 2
						}
						return result2
					}(), nil
				}).(pulumi.IntMapOutput))
			}
			return result
		}()
		ctx.Export("differences", differences)
		ctx.Export("sums", sums)
		return nil
	})
}
