package main

import (
	"fmt"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A range whose value is plain though it reads the entries of a list that
		// holds outputs.
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		var copies []*random.RandomPet
		for index := range func() []int {
			result := []int{}
			collection := func() pulumi.IntMapArray {
				result2 := pulumi.IntMapArray{}
				collection := pulumi.IntArray{pet.Length, pulumi.Int(3)}
				for key, value := range collection {
					result2 = append(result2, pulumi.IntMap{"key": pulumi.Int(key), "value": value.ToIntOutput()})
				}
				return result2
			}()
			for k := range collection {
				result = append(result, k)
			}
			return result
		}() {
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("copies-%v", index), &random.RandomPetArgs{Length: pulumi.Int(1)})
			if err != nil {
				return err
			}
			copies = append(copies, res)
		}
		var none []*random.RandomPet
		for index := range func() []int {
			result := []int{}
			collection := func() pulumi.IntMapArray {
				result2 := pulumi.IntMapArray{}
				collection := func() pulumi.IntArray {
					result3 := pulumi.IntArray{}
					for range []int{1} {
						if !(false) {
							continue
						}
						result3 = append(result3, pet.Length)
					}
					return result3
				}()
				for key, value := range collection {
					result2 = append(result2, pulumi.IntMap{"key": pulumi.Int(key), "value": value.ToIntOutput()})
				}
				return result2
			}()
			for range collection {
				result = append(result, 17)
			}
			return result
		}() {
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("none-%v", index), nil)
			if err != nil {
				return err
			}
			none = append(none, res)
		}
		_ = none
		ctx.Export("copies", pulumi.Int(len(copies)))
		return nil
	})
}
