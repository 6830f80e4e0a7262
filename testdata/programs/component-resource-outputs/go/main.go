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
		// Component outputs that are resources, read by the program that creates
		// the components: in resource inputs, in stack outputs and in dependsOn,
		// through a single component, one ranged over a number and one ranged over
		// a map.
		made, err := NewMade(ctx, "made", &MadeArgs{})
		if err != nil {
			return err
		}
		var many []*Made
		for index := 0; index < 2; index++ {
			res, err := NewMade(ctx, fmt.Sprintf("many-%v", index), &MadeArgs{WithExtra: pulumi.BoolRef(index == 0)})
			if err != nil {
				return err
			}
			many = append(many, res)
		}
		keyedMade := map[string]*Made{}
		keyedMadeRange := map[string]bool{"one": false}
		for _, key := range slices.Sorted(maps.Keys(keyedMadeRange)) {
			value := keyedMadeRange[key]
			res, err := NewMade(ctx, fmt.Sprintf("keyedMade-%v", key), &MadeArgs{WithExtra: pulumi.BoolRef(value)})
			if err != nil {
				return err
			}
			keyedMade[key] = res
		}
		_, err = random.NewRandomPet(ctx, "fromResult", &random.RandomPetArgs{
			Prefix: made.CreatedResource.Result,
			Length: made.CreatedResource.Length,
		})
		if err != nil {
			return err
		}
		_, err = random.NewRandomPet(ctx, "fromList", &random.RandomPetArgs{Prefix: made.List[0].ID()}, pulumi.DependsOn([]pulumi.Resource{made.CreatedResource, made.List[1], mustGet(many[0].ByKey, "b")}))
		if err != nil {
			return err
		}
		_, err = random.NewRandomPet(ctx, "fromAll", &random.RandomPetArgs{Prefix: pulumi.Sprintf("%v-%v-%v", mustGet(made.ByKey, "a").ID().ToStringOutput(), made.Pair[0].ID().ToStringOutput(), made.MaybeExtra.ID().ToStringOutput())}, pulumi.DependsOn(func() []pulumi.Resource {
			var result []pulumi.Resource
			for _, r := range made.List {
				result = append(result, r)
			}
			return result
		}()))
		if err != nil {
			return err
		}
		_, err = random.NewRandomPet(ctx, "fromRanged", &random.RandomPetArgs{
			Prefix: many[1].CreatedResource.Result,
			Length: pulumi.Int(len(mustGet(keyedMade, "one").List)),
		})
		if err != nil {
			return err
		}
		ctx.Export("resource", made.CreatedResource)
		ctx.Export("resources", pulumi.Any(made.List))
		ctx.Export("resourcesByKey", pulumi.Any(made.ByKey))
		ctx.Export("pair", pulumi.Any(made.Pair))
		ctx.Export("extra", made.MaybeExtra)
		ctx.Export("missingExtra", many[1].MaybeExtra)
		ctx.Export("ids", func() pulumi.Array {
			result := pulumi.Array{}
			for _, p := range made.List {
				result = append(result, p.ID().ToStringOutput())
			}
			return result
		}())
		ctx.Export("keys", func() pulumi.Array {
			result := pulumi.Array{}
			collection := made.ByKey
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				p := collection[k]
				result = append(result, pulumi.Sprintf("%v:%v", k, p.ID().ToStringOutput()))
			}
			return result
		}())
		ctx.Export("manyResults", func() pulumi.Array {
			result := pulumi.Array{}
			for _, item := range many {
				result = append(result, item.CreatedResource.Result)
			}
			return result
		}())
		ctx.Export("manyResources", func() pulumi.Array {
			result := pulumi.Array{}
			for _, m := range many {
				result = append(result, m.CreatedResource)
			}
			return result
		}())
		ctx.Export("keyedIds", func() pulumi.Map {
			result := pulumi.Map{}
			collection := keyedMade
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				m := collection[k]
				result[k] = m.List[1].ID().ToStringOutput()
			}
			return result
		}())
		ctx.Export("plainLength", made.Length)

		// Nodes ranged over those outputs: plain ranges, as the components hold them.
		var nested []*Made
		for index := 0; index < len(made.List); index++ {
			res, err := NewMade(ctx, fmt.Sprintf("nested-%v", index), &MadeArgs{WithExtra: pulumi.BoolRef(false)})
			if err != nil {
				return err
			}
			nested = append(nested, res)
		}
		perKey := map[string]*random.RandomPet{}
		perKeyRange := made.ByKey
		for _, key := range slices.Sorted(maps.Keys(perKeyRange)) {
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("perKey-%v", key), &random.RandomPetArgs{Prefix: pulumi.String(key)})
			if err != nil {
				return err
			}
			perKey[key] = res
		}
		var ifExtra *random.RandomPet
		if made.MaybeExtra != nil {
			res, err := random.NewRandomPet(ctx, "ifExtra", &random.RandomPetArgs{Length: pulumi.Int(2)})
			if err != nil {
				return err
			}
			ifExtra = res
		}
		ctx.Export("nestedIds", func() pulumi.Array {
			result := pulumi.Array{}
			for _, item := range nested {
				result = append(result, item.List[0].ID().ToStringOutput())
			}
			return result
		}())
		ctx.Export("perKeyIds", func() pulumi.Map {
			result := pulumi.Map{}
			collection := perKey
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				p := collection[k]
				result[k] = p.ID().ToStringOutput()
			}
			return result
		}())
		ctx.Export("ifExtraId", ifExtra.ID())
		return nil
	})
}

// mustGet returns m[key]; a key the map does not hold is an error, as in
// PCL.
func mustGet[V any](m map[string]V, key string) V {
	v, ok := m[key]
	if !ok {
		panic(fmt.Sprintf("the map has no element for the key %q", key))
	}
	return v
}
