package main

import (
	"fmt"
	"maps"
	"slices"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Resources ranged over secret collections: the collection of resources
		// is no secret, as PCL has it, though the apply that creates them runs on
		// a secret (each backend unsecrets the range it applies on).
		pets := pulumi.Unsecret(pulumi.ToSecret(pulumi.StringArray{pulumi.String("a"), pulumi.String("b")}).(pulumi.StringArrayOutput)).(pulumi.StringArrayOutput).ApplyT(func(secret []string) ([]*random.RandomPet, error) {
			var resources []*random.RandomPet
			for index := range secret {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("pets-%v", index), &random.RandomPetArgs{Length: pulumi.Int(2)})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)
		none := pulumi.Unsecret(pulumi.ToSecret(pulumi.Array{}).(pulumi.ArrayOutput)).(pulumi.ArrayOutput).ApplyT(func(secret []interface{}) ([]*random.RandomPet, error) {
			var resources []*random.RandomPet
			for index := range secret {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("none-%v", index), nil)
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)
		keyed := pulumi.Unsecret(pulumi.ToSecret(pulumi.IntMap{"x": pulumi.Int(1), "y": pulumi.Int(2)}).(pulumi.IntMapOutput)).(pulumi.IntMapOutput).ApplyT(func(secret map[string]int) (map[string]*random.RandomPet, error) {
			resources := map[string]*random.RandomPet{}
			resourcesRange := secret
			for _, key := range slices.Sorted(maps.Keys(resourcesRange)) {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("keyed-%v", key), &random.RandomPetArgs{Length: pulumi.Int(3)})
				if err != nil {
					return nil, err
				}
				resources[key] = res
			}
			return resources, nil
		}).(random.RandomPetMapOutput)
		maybe := pulumi.Unsecret(pulumi.ToSecret(pulumi.Bool(true)).(pulumi.BoolOutput)).(pulumi.BoolOutput).ApplyT(func(secret bool) (*random.RandomPet, error) {
			var resources *random.RandomPet
			if secret {
				res, err := random.NewRandomPet(ctx, "maybe", nil)
				if err != nil {
					return nil, err
				}
				resources = res
			}
			return resources, nil
		}).(random.RandomPetOutput)
		ctx.Export("ids", pets.ApplyT(func(pets2 []*random.RandomPet) (pulumi.StringArrayOutput, error) {
			return func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, item := range pets2 {
					result = append(result, item.ID())
				}
				return result
			}().ToStringArrayOutput(), nil
		}).(pulumi.StringArrayOutput))
		ctx.Export("count", pets.ApplyT(func(pets2 []*random.RandomPet) (int, error) {
			return len(pets2), nil
		}).(pulumi.IntOutput))
		ctx.Export("empty", none.ApplyT(func(none2 []*random.RandomPet) (pulumi.StringArrayOutput, error) {
			return func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, item := range none2 {
					result = append(result, item.URN())
				}
				return result
			}().ToStringArrayOutput(), nil
		}).(pulumi.StringArrayOutput))
		ctx.Export("keyedCount", keyed.ApplyT(func(keyed2 map[string]*random.RandomPet) (int, error) {
			return len(keyed2), nil
		}).(pulumi.IntOutput))
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), maybe); err != nil {
			return err
		}
		return nil
	})
}
