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

		// Nested choices of objects whose properties are collections of outputs in
		// one branch and of plain values in another (a splat of resources' outputs,
		// a tuple of numbers; a map of outputs, an object of strings): the
		// property's type is the union of the collections, held with the elements
		// of each.
		pick := false
		if param, err := cfg.TryBool("pick"); err == nil {
			pick = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		size := 16
		if param, err := cfg.TryInt("size"); err == nil {
			size = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var passwords []*random.RandomPassword
		for index := 0; index < 2; index++ {
			res, err := random.NewRandomPassword(ctx, fmt.Sprintf("passwords-%v", index), &random.RandomPasswordArgs{Length: pulumi.Int(8)})
			if err != nil {
				return err
			}
			passwords = append(passwords, res)
		}
		lists := func() pulumi.Map {
			if pick {
				return func() pulumi.Map {
					if size == 3 {
						return pulumi.Map{"empty": pulumi.Array{}}
					}
					return pulumi.Map{
						"specials": func() pulumi.IntArray {
							result := pulumi.IntArray{}
							for _, item := range passwords {
								result = append(result, item.MinSpecial)
							}
							return result
						}(),
						"numbers": func() pulumi.Float64Array {
							result := pulumi.Float64Array{}
							for _, item := range passwords {
								result = append(result, item.MinSpecial.ApplyT(func(v int) float64 {
									return float64(v)
								}).(pulumi.Float64Output))
							}
							return result
						}(),
					}
				}()
			}
			return pulumi.Map{
				"numbers": pulumi.Float64Array{pulumi.Float64(1.5), pulumi.Float64(0.1)},
				"counts": func() pulumi.IntArray {
					result := pulumi.IntArray{}
					collection := func() pulumi.StringArray {
						result2 := pulumi.StringArray{}
						for _, item := range passwords {
							result2 = append(result2, item.Result)
						}
						return result2
					}()
					for range collection {
						result = append(result, pulumi.Int(size))
					}
					return result
				}(),
			}
		}()
		mapsVar := func() pulumi.Map {
			if !pick {
				return func() pulumi.Map {
					if size == 3 {
						return pulumi.Map{"none": pulumi.Map{}}
					}
					return pulumi.Map{"named": pulumi.StringMap{"first": passwords[0].Result, "second": passwords[1].Result}}
				}()
			}
			return pulumi.Map{"named": pulumi.StringMap{"first": pulumi.String("a"), "second": pulumi.String("b")}}
		}()
		ctx.Export("lists", lists)
		ctx.Export("maps", mapsVar)
		return nil
	})
}
