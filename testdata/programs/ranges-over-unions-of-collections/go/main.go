package main

import (
	"errors"
	"fmt"
	"maps"
	"slices"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Ranges over conditionals whose branches are collections of different
		// kinds (a list and a tuple, a map and an object), which PCL types as a
		// union of them: each is ranged over as the one collection both convert to.
		useNames := true
		if param, err := cfg.TryBool("useNames"); err == nil {
			useNames = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var names []string
		if err := cfg.TryObject("names", &names); errors.Is(err, config.ErrMissingVar) {
			names = []string{"x", "y"}
		} else if err != nil {
			return err
		}
		var sizes map[string]int
		if err := cfg.TryObject("sizes", &sizes); errors.Is(err, config.ErrMissingVar) {
			sizes = map[string]int{"a": 1}
		} else if err != nil {
			return err
		}
		var maybeNames []string
		if err := cfg.TryObject("maybeNames", &maybeNames); errors.Is(err, config.ErrMissingVar) {
			maybeNames = []string{"m"}
		} else if err != nil {
			return err
		}
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{Inputs: pulumi.StringArray{pulumi.String("p"), pulumi.String("q")}})
		if err != nil {
			return err
		}

		// A plain condition, a list and a tuple.
		var plainList []*random.RandomPet
		for index, value := range func() []string {
			if useNames {
				return names
			}
			return []string{"a", "b", "c"}
		}() {
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("plainList-%v", index), &random.RandomPetArgs{Prefix: pulumi.String(value)})
			if err != nil {
				return err
			}
			plainList = append(plainList, res)
		}

		// A branch that may be null and a tuple, chosen by an eventual condition.
		eventualList := pulumi.Unsecret(shuffle.Results.ApplyT(func(results []string) ([]string, error) {
			return func() []string {
				if len(results) > 1 {
					return maybeNames
				}
				return []string{"d", "e"}
			}(), nil
		}).(pulumi.StringArrayOutput)).(pulumi.StringArrayOutput).ApplyT(func(v []string) ([]*random.RandomPet, error) {
			var resources []*random.RandomPet
			for index, value := range v {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("eventualList-%v", index), &random.RandomPetArgs{Prefix: pulumi.String(fmt.Sprintf("%v-%v", index, value))})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)

		// A map that may be null and an object.
		mapped := map[string]*random.RandomPet{}
		mappedRange := notNullMap(func() map[string]int {
			if useNames {
				return sizes
			}
			return map[string]int{"b": 2, "c": 3}
		}())
		for _, key := range slices.Sorted(maps.Keys(mappedRange)) {
			value := mappedRange[key]
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("mapped-%v", key), &random.RandomPetArgs{Length: pulumi.Int(value)})
			if err != nil {
				return err
			}
			mapped[key] = res
		}
		ctx.Export("counts", pulumi.Array{
			pulumi.Int(len(plainList)),
			eventualList.ApplyT(func(eventualList2 []*random.RandomPet) (int, error) {
				return len(eventualList2), nil
			}).(pulumi.IntOutput),
			pulumi.Int(len(mapped)),
		})
		return nil
	})
}

// notNullMap returns v, failing where it is null (nil), as PCL fails to
// loop over, measure or read from a null map.
func notNullMap[T any](v map[string]T) map[string]T {
	if v == nil {
		panic("a null value is given where a map is required")
	}
	return v
}
