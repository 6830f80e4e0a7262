package main

import (
	"errors"
	"maps"
	"slices"
	"strconv"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Secrets of conditionals whose branches are collections of unlike
		// shapes, one a for expression: lists of objects with other properties,
		// objects of other value types, maps of lists.
		flip := true
		if param, err := cfg.TryBool("flip"); err == nil {
			flip = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		listsOfObjects := pulumi.Unsecret(pulumi.ToSecret(func() pulumi.MapArray {
			if flip {
				return func() pulumi.MapArray {
					result := pulumi.MapArray{}
					for _, s := range []string{"a"} {
						result = append(result, pulumi.Map{"name": pulumi.String(s)})
					}
					return result
				}()
			}
			return pulumi.MapArray{
				pulumi.Map{"name": pulumi.String("b")},
				pulumi.Map{"name": pulumi.String("c"), "size": pulumi.Float64(2.5)},
			}
		}()).(pulumi.MapArrayOutput)).(pulumi.MapArrayOutput)
		listsOfLists := pulumi.Unsecret(pulumi.ToSecret(func() pulumi.StringArrayArray {
			if !flip {
				return func() pulumi.StringArrayArray {
					result := pulumi.StringArrayArray{}
					for _, n := range []int{1, 2} {
						result = append(result, pulumi.StringArray{pulumi.String(strconv.Itoa(n))})
					}
					return result
				}()
			}
			return pulumi.StringArrayArray{
				pulumi.StringArray{pulumi.String("a")},
				pulumi.StringArray{pulumi.String("3")},
			}
		}()).(pulumi.StringArrayArrayOutput)).(pulumi.StringArrayArrayOutput)
		mapsOfObjects := pulumi.Unsecret(pulumi.ToSecret(func() pulumi.MapMap {
			if flip {
				return func() pulumi.MapMap {
					result := pulumi.MapMap{}
					collection := map[string]int{"a": 1}
					for _, k := range slices.Sorted(maps.Keys(collection)) {
						v := collection[k]
						result[k] = pulumi.Map{"v": pulumi.String(strconv.Itoa(v))}
					}
					return result
				}()
			}
			return pulumi.MapMap{"b": pulumi.Map{"v": pulumi.String("x"), "w": pulumi.Bool(true)}}
		}()).(pulumi.MapMapOutput)).(pulumi.MapMapOutput)
		keptInside := pulumi.Array{pulumi.Unsecret(pulumi.ToSecret(func() pulumi.MapArray {
			if flip {
				return func() pulumi.MapArray {
					result := pulumi.MapArray{}
					for _, n := range []int{1} {
						result = append(result, pulumi.Map{"n": pulumi.Int(n)})
					}
					return result
				}()
			}
			return pulumi.MapArray{pulumi.Map{"n": pulumi.Int(2), "m": pulumi.String("x")}}
		}()).(pulumi.MapArrayOutput)).(pulumi.MapArrayOutput)}
		ctx.Export("listsOfObjects", listsOfObjects)
		ctx.Export("listsOfLists", listsOfLists)
		ctx.Export("mapsOfObjects", mapsOfObjects)
		ctx.Export("keptInside", keptInside)

		// Lists of lists of maps, which Go's SDK has no named type for.
		listsOfListsOfMaps := []interface{}{
			[]map[string]string{{"a": "x"}},
			[]interface{}{
				map[string]interface{}{"b": "y"},
				map[string]interface{}{"c": func() string {
					if flip {
						return "z"
					}
					return "w"
				}()},
			},
		}
		heldListsOfListsOfMaps := pulumi.Array{pulumi.StringMapArray{pulumi.StringMap{"a": pulumi.ToSecret(pulumi.String("x")).(pulumi.StringOutput)}}}
		ctx.Export("listsOfListsOfMaps", pulumi.ToArray(listsOfListsOfMaps))
		ctx.Export("heldListsOfListsOfMaps", heldListsOfListsOfMaps)
		return nil
	})
}
