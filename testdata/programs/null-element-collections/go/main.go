package main

import (
	"fmt"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{
			Inputs:  pulumi.StringArray{pulumi.String("a"), pulumi.String("b")},
			Keepers: pulumi.StringMap{"k": pulumi.String("v")},
		})
		if err != nil {
			return err
		}
		nulls := shuffle.Keepers.ApplyT(func(keepers map[string]string) ([]interface{}, error) {
			return func() []interface{} {
				result := []interface{}{}
				for range keepers {
					result = append(result, nil)
				}
				return result
			}(), nil
		}).(pulumi.ArrayOutput)
		nullMap := shuffle.Results.ApplyT(func(results []string) (map[string]interface{}, error) {
			return func() map[string]interface{} {
				result := map[string]interface{}{}
				for i := range results {
					result[fmt.Sprintf("k%v", i)] = nil
				}
				return result
			}(), nil
		}).(pulumi.MapOutput)
		maybeMap := shuffle.Results.ApplyT(func(results []string) (map[string]interface{}, error) {
			return func() map[string]interface{} {
				result := map[string]interface{}{}
				for i, r := range results {
					if !(r != "") {
						continue
					}
					result[fmt.Sprintf("k%v", i)] = func() interface{} {
						list := []interface{}{}
						if len(list) == 0 {
							return nil
						}
						if len(list) != 1 {
							panic("singleOrNone: the list has more than one element")
						}
						return list[0]
					}()
				}
				return result
			}(), nil
		}).(pulumi.MapOutput)
		secretNones := pulumi.Unsecret(pulumi.ToSecret(pulumi.Array{pulumi.Any(func() interface{} {
			list := []interface{}{}
			if len(list) == 0 {
				return nil
			}
			if len(list) != 1 {
				panic("singleOrNone: the list has more than one element")
			}
			return list[0]
		}())}).(pulumi.ArrayOutput)).(pulumi.ArrayOutput)
		maybeList := pulumi.ToSecret(func() pulumi.Array {
			result := pulumi.Array{}
			for range func() []interface{} {
				if true {
					return []interface{}{}
				}
				return []interface{}{}
			}() {
				if !(false) {
					continue
				}
				result = append(result, pulumi.Any(func() interface{} {
					list := []interface{}{}
					if len(list) == 0 {
						return nil
					}
					if len(list) != 1 {
						panic("singleOrNone: the list has more than one element")
					}
					return list[0]
				}()))
			}
			return result
		}()).(pulumi.ArrayOutput)
		compComponent, err := NewComp(ctx, "comp", &CompArgs{})
		if err != nil {
			return err
		}
		ctx.Export("nulls", nulls)
		ctx.Export("nullMap", nullMap)
		ctx.Export("maybeMap", maybeMap)
		ctx.Export("secretNones", secretNones)
		ctx.Export("maybeList", maybeList)
		ctx.Export("fromComponent", compComponent.Nothing)
		return nil
	})
}
