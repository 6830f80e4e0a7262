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

		// A choice between objects one of whose attributes is a map computed from
		// outputs in one branch and an object constructor in the other (of
		// literals, or holding outputs itself): the constructor is taken as that
		// map, whatever its keys.
		flag := false
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{Inputs: pulumi.StringArray{pulumi.String("a"), pulumi.String("b")}})
		if err != nil {
			return err
		}
		settings := func() pulumi.Map {
			if flag {
				return pulumi.Map{
					"name": shuffle.Seed,
					"marks": shuffle.Results.ApplyT(func(results []string) (map[string]bool, error) {
						return func() map[string]bool {
							result := map[string]bool{}
							for k := range results {
								result[fmt.Sprintf("k%v", k)] = false
							}
							return result
						}(), nil
					}).(pulumi.BoolMapOutput),
					"details": pulumi.IntMap{"size": pulumi.Int(2)},
				}
			}
			return pulumi.Map{
				"name":  pulumi.String("fixed"),
				"marks": pulumi.BoolMap{"x-y": pulumi.Bool(true), "k1": pulumi.Bool(false)},
			}
		}()
		ctx.Export("marks", settings["marks"].(pulumi.BoolMapInput).ToBoolMapOutput())
		ctx.Export("name", settings["name"].(pulumi.StringPtrInput).ToStringPtrOutput())
		sizes := func() pulumi.Map {
			if flag {
				return pulumi.Map{"counted": shuffle.Results.ApplyT(func(results []string) (map[string]float64, error) {
					return func() map[string]float64 {
						result := map[string]float64{}
						for k := range results {
							result[fmt.Sprintf("k%v", k)] = 1.5
						}
						return result
					}(), nil
				}).(pulumi.Float64MapOutput).ApplyT(interfaceMap[float64]).(pulumi.MapOutput)}
			}
			return pulumi.Map{"counted": pulumi.Map{
				"fixed": pulumi.Float64(2.0),
				"fromOutput": shuffle.ResultCount.ApplyT(func(resultCount *int) (*float64, error) {
					return optionalFloat(resultCount), nil
				}).(pulumi.Float64PtrOutput),
			}}
		}()
		ctx.Export("sizes", sizes["counted"].(pulumi.MapInput).ToMapOutput())
		return nil
	})
}

// interfaceMap returns the elements of v, a map of optional values or of
// collections, as the map[string]interface{} a pulumi.MapOutput holds.
func interfaceMap[T any](v map[string]T) map[string]interface{} {
	if v == nil {
		return nil
	}
	result := make(map[string]interface{}, len(v))
	for k, x := range v {
		result[k] = x
	}
	return result
}

// optionalFloat returns *v as a number, nil when v is nil: an optional int
// where an optional number is taken.
func optionalFloat(v *int) *float64 {
	if v == nil {
		return nil
	}
	f := float64(*v)
	return &f
}
