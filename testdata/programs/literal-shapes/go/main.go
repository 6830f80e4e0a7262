package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Values whose type TypeScript infers otherwise than PCL: a tuple of a
		// plain number and an output (read by index, each element is its own
		// type), and a component's outputs that are empty objects and lists, or
		// tuples.
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		pair := pulumi.IntArray{pulumi.Int(6), pet.Length}
		_, err = random.NewRandomString(ctx, "sized", &random.RandomStringArgs{
			Length: pair[0].(pulumi.IntInput).ToIntOutput().ApplyT(func(pair2 int) (int, error) {
				return pair2 - 1, nil
			}).(pulumi.IntOutput),
			MinLower: pair[1].(pulumi.IntInput).ToIntOutput(),
		})
		if err != nil {
			return err
		}
		shapes, err := NewShapes(ctx, "shapes", &ShapesArgs{Flag: pulumi.BoolRef(false)})
		if err != nil {
			return err
		}
		ctx.Export("first", pair[0].(pulumi.IntInput).ToIntOutput().ApplyT(func(pair2 int) (int, error) {
			return pair2 * 2, nil
		}).(pulumi.IntOutput))
		ctx.Export("shapes", pulumi.Array{
			shapes.EmptyObject,
			shapes.EmptyList,
			shapes.Mixed,
			shapes.Flags,
		})
		return nil
	})
}
