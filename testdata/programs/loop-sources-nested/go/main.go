package main

import (
	"fmt"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// For expressions whose filter reads outputs through the loop's variable,
		// and whose value reads them inside a loop of its own.
		var names []*random.RandomString
		for index := 0; index < 2; index++ {
			res, err := random.NewRandomString(ctx, fmt.Sprintf("names-%v", index), &random.RandomStringArgs{Length: pulumi.Int(3)})
			if err != nil {
				return err
			}
			names = append(names, res)
		}

		// The outer loop's outputs read in an inner loop.
		repeated := pulumi.All(func() pulumi.StringArray {
			result := pulumi.StringArray{}
			for _, r := range names {
				result = append(result, r.Result)
			}
			return result
		}(), func() pulumi.IntArray {
			result := pulumi.IntArray{}
			for _, r := range names {
				result = append(result, r.Length)
			}
			return result
		}()).ApplyT(func(resolved []interface{}) ([][]string, error) {
			values := resolved[0].([]string)
			values2 := resolved[1].([]int)
			return func() [][]string {
				result := [][]string{}
				for key := range names {
					if !(values2[key] != 1) {
						continue
					}
					result = append(result, func() []string {
						result2 := []string{}
						for _, i := range func() []int {
							result3 := []int{}
							start, limit, step := 0, 2, 1
							for i2 := start; (step > 0 && i2 < limit) || (step < 0 && i2 > limit); i2 += step {
								result3 = append(result3, i2)
							}
							return result3
						}() {
							result2 = append(result2, fmt.Sprintf("%v-%v", values[key], i))
						}
						return result2
					}())
				}
				return result
			}(), nil
		}).(pulumi.StringArrayArrayOutput)

		// An inner loop whose own variable and the outer one's outputs are read.
		pairs := pulumi.All(func() pulumi.IntArray {
			result := pulumi.IntArray{}
			for _, r := range names {
				result = append(result, r.Length)
			}
			return result
		}(), func() pulumi.StringArray {
			result := pulumi.StringArray{}
			for _, r := range names {
				result = append(result, r.Result)
			}
			return result
		}()).ApplyT(func(resolved []interface{}) (map[string][]string, error) {
			values := resolved[0].([]int)
			values2 := resolved[1].([]string)
			return func() map[string][]string {
				result := map[string][]string{}
				for k := range names {
					if !(values2[k] != "") {
						continue
					}
					result[fmt.Sprintf("k%v", k)] = func() []string {
						result2 := []string{}
						for _, s := range []string{"a", "b"} {
							result2 = append(result2, fmt.Sprintf("%v%v", s, values[k]))
						}
						return result2
					}()
				}
				return result
			}(), nil
		}).(pulumi.StringArrayMapOutput)
		ctx.Export("repeated", repeated)
		ctx.Export("pairs", pairs)
		return nil
	})
}
