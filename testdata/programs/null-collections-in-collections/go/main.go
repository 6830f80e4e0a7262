package main

import (
	"errors"
	"maps"
	"slices"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Lists and maps whose elements are optional lists or maps, plain and
		// secret: a null element stays null, where the SDK makes it an empty one.
		var namesPlain [][]string
		if err := cfg.TryObject("names", &namesPlain); errors.Is(err, config.ErrMissingVar) {
			namesPlain = [][]string{{"a"}, nil, {}}
		} else if err != nil {
			return err
		}
		names := pulumi.ToSecret(func() pulumi.StringArrayArrayInput {
			v := namesPlain
			result := pulumi.StringArrayArray{}
			for _, x := range v {
				if x == nil {
					result = append(result, nil)
					continue
				}
				result = append(result, pulumi.ToStringArray(x))
			}
			return result
		}()).(pulumi.StringArrayArrayOutput)
		var byKey map[string][]string
		if err := cfg.TryObject("byKey", &byKey); errors.Is(err, config.ErrMissingVar) {
			byKey = map[string][]string{"a": {"x"}, "b": nil}
		} else if err != nil {
			return err
		}
		var mapsVar []map[string]string
		if err := cfg.TryObject("maps", &mapsVar); errors.Is(err, config.ErrMissingVar) {
			mapsVar = []map[string]string{{"k": "v"}, nil}
		} else if err != nil {
			return err
		}
		var mapOfMapsPlain map[string]map[string]int
		if err := cfg.TryObject("mapOfMaps", &mapOfMapsPlain); errors.Is(err, config.ErrMissingVar) {
			mapOfMapsPlain = map[string]map[string]int{"a": nil, "b": {"c": 1}}
		} else if err != nil {
			return err
		}
		mapOfMaps := pulumi.ToSecret(func() pulumi.IntMapMapInput {
			v := mapOfMapsPlain
			result := pulumi.IntMapMap{}
			for k, x := range v {
				if x == nil {
					result[k] = nil
					continue
				}
				result[k] = pulumi.ToIntMap(x)
			}
			return result
		}()).(pulumi.IntMapMapOutput)
		ctx.Export("s", names)
		ctx.Export("k", pulumi.ToSecret(func() pulumi.StringArrayMapInput {
			v := byKey
			result := pulumi.StringArrayMap{}
			for k, x := range v {
				if x == nil {
					result[k] = nil
					continue
				}
				result[k] = pulumi.ToStringArray(x)
			}
			return result
		}()).(pulumi.StringArrayMapOutput))
		ctx.Export("m", pulumi.ToSecret(func() pulumi.StringMapArrayInput {
			v := mapsVar
			result := pulumi.StringMapArray{}
			for _, x := range v {
				if x == nil {
					result = append(result, nil)
					continue
				}
				result = append(result, pulumi.ToStringMap(x))
			}
			return result
		}()).(pulumi.StringMapArrayOutput))
		ctx.Export("mm", mapOfMaps)
		ctx.Export("nulls", pulumi.Array{
			names.ApplyT(func(names2 [][]string) ([]bool, error) {
				return func() []bool {
					result := []bool{}
					for _, x := range names2 {
						result = append(result, x == nil)
					}
					return result
				}(), nil
			}).(pulumi.BoolArrayOutput),
			func() pulumi.BoolArray {
				result := pulumi.BoolArray{}
				collection := byKey
				for _, key := range slices.Sorted(maps.Keys(collection)) {
					x := collection[key]
					result = append(result, pulumi.Bool(x == nil))
				}
				return result
			}(),
			func() pulumi.BoolArray {
				result := pulumi.BoolArray{}
				for _, x := range mapsVar {
					result = append(result, pulumi.Bool(x == nil))
				}
				return result
			}(),
			mapOfMaps.ApplyT(func(mapOfMaps2 map[string]map[string]int) ([]bool, error) {
				return func() []bool {
					result := []bool{}
					collection := mapOfMaps2
					for _, key := range slices.Sorted(maps.Keys(collection)) {
						x := collection[key]
						result = append(result, x == nil)
					}
					return result
				}(), nil
			}).(pulumi.BoolArrayOutput),
		})
		ctx.Export("plainNulls", pulumi.Unsecret(names).(pulumi.StringArrayArrayOutput).ApplyT(func(names2 [][]string) ([]bool, error) {
			return func() []bool {
				result := []bool{}
				for _, x := range names2 {
					result = append(result, x == nil)
				}
				return result
			}(), nil
		}).(pulumi.BoolArrayOutput))
		return nil
	})
}
