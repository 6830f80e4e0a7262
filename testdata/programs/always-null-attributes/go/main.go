package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Attributes that are always null, read from objects that hold outputs:
		// null wherever they are read (Go holds such an object as an input
		// collection, and has no output type of none to read them as).
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		settings := pulumi.Map{
			"unset":  nil,
			"length": pet.Length,
			"nested": pulumi.Map{"inner": nil, "id": pet.ID().ToStringOutput()},
		}
		_, err = random.NewRandomPet(ctx, "other", &random.RandomPetArgs{
			Prefix:    nil,
			Length:    settings["length"].(pulumi.IntInput).ToIntOutput(),
			Separator: nil,
		})
		if err != nil {
			return err
		}
		ctx.Export("unset", nil)
		ctx.Export("literal", nil)
		ctx.Export("nulls", func() pulumi.Array {
			result := pulumi.Array{}
			for _, x := range []interface{}{nil, nil} {
				result = append(result, pulumi.Bool(x == nil))
			}
			return result
		}())
		ctx.Export("indexed", nil)
		return nil
	})
}
