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
		// Resources ranged over a conditional between two maps: the loop reads the
		// entries of whichever the condition picks.
		flag := true
		tagged := map[string]*random.RandomPet{}
		taggedRange := func() map[string]interface{} {
			if flag {
				return map[string]interface{}{"first": pulumi.IntRef(1), "second": pulumi.IntRef(2)}
			}
			return map[string]interface{}{"third": pulumi.IntRef(3)}
		}()
		for _, key := range slices.Sorted(maps.Keys(taggedRange)) {
			value := taggedRange[key].(*int)
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("tagged-%v", key), &random.RandomPetArgs{Prefix: pulumi.String(fmt.Sprintf("%v-%v", key, *value))})
			if err != nil {
				return err
			}
			tagged[key] = res
		}
		ctx.Export("prefixes", func() pulumi.Array {
			result := pulumi.Array{}
			collection := tagged
			for _, key := range slices.Sorted(maps.Keys(collection)) {
				pet := collection[key]
				result = append(result, pet.Prefix)
			}
			return result
		}())
		return nil
	})
}
