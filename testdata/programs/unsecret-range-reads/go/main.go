package main

import (
	"fmt"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Inputs of resources ranged over outputs that are secret when the program
		// runs (the outputs of resources given secrets) are as secret as the range
		// where they read range.key or range.value, and not where every read is
		// inside unsecret().
		sized := pulumi.Unsecret(pulumi.ToSecret(pulumi.IntArray{pulumi.Int(1), pulumi.Int(2)}).(pulumi.IntArrayOutput)).(pulumi.IntArrayOutput).ApplyT(func(secret []int) ([]*random.RandomString, error) {
			var resources []*random.RandomString
			for index, value := range secret {
				res, err := random.NewRandomString(ctx, fmt.Sprintf("sized-%v", index), &random.RandomStringArgs{
					Length:     pulumi.Int(15),
					MinSpecial: pulumi.ToSecret(pulumi.Int(value)).(pulumi.IntOutput),
				})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomStringArrayOutput)
		pet := pulumi.Unsecret(sized.ApplyT(func(sized2 []*random.RandomString) (pulumi.IntArrayOutput, error) {
			return func() pulumi.IntArray {
				result := pulumi.IntArray{}
				for _, item := range sized2 {
					result = append(result, item.MinSpecial)
				}
				return result
			}().ToIntArrayOutput(), nil
		}).(pulumi.IntArrayOutput)).(pulumi.IntArrayOutput).ApplyT(func(v []int) ([]*random.RandomPet, error) {
			var resources []*random.RandomPet
			for index, value := range v {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("pet-%v", index), &random.RandomPetArgs{
					Prefix: pulumi.Unsecret(pulumi.String(fmt.Sprintf("p-%v", value)).ToStringOutput()).(pulumi.StringOutput),
					Keepers: pulumi.All(sized.ApplyT(func(sized2 []*random.RandomString) (pulumi.IntArrayOutput, error) {
						return func() pulumi.IntArray {
							result := pulumi.IntArray{}
							for _, item := range sized2 {
								result = append(result, item.MinSpecial)
							}
							return result
						}().ToIntArrayOutput(), nil
					}).(pulumi.IntArrayOutput), pulumi.Unsecret(pulumi.Int(value).ToIntOutput()).(pulumi.IntOutput), pulumi.Unsecret(pulumi.Int(index).ToIntOutput()).(pulumi.IntOutput)).ApplyT(func(resolved []interface{}) (map[string]string, error) {
						value2 := resolved[1].(int)
						key := resolved[2].(int)
						return map[string]string{
							"plain":  fmt.Sprintf("%v-%v", value2, key),
							"secret": strconv.Itoa(index),
						}, nil
					}).(pulumi.StringMapOutput),
					Length: pulumi.Int(2),
				})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)
		ctx.Export("prefixes", pet.ApplyT(func(pet2 []*random.RandomPet) (pulumi.ArrayOutput, error) {
			return func() pulumi.Array {
				result := pulumi.Array{}
				for _, item := range pet2 {
					result = append(result, item.Prefix)
				}
				return result
			}().ToArrayOutput(), nil
		}).(pulumi.ArrayOutput))
		ctx.Export("keepers", pet.ApplyT(func(pet2 []*random.RandomPet) (pulumi.StringMapArrayOutput, error) {
			return func() pulumi.StringMapArray {
				result := pulumi.StringMapArray{}
				for _, item := range pet2 {
					result = append(result, item.Keepers)
				}
				return result
			}().ToStringMapArrayOutput(), nil
		}).(pulumi.StringMapArrayOutput))
		return nil
	})
}

// interfaces returns the elements of v, a list of optional values or of
// collections, as the []interface{} a pulumi.ArrayOutput holds.
func interfaces[T any](v []T) []interface{} {
	if v == nil {
		return nil
	}
	result := make([]interface{}, len(v))
	for i, x := range v {
		result[i] = x
	}
	return result
}
