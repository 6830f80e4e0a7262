package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// lookup reads an object whose attributes are plain values and outputs of
		// one type, so its result is an input of that type.
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		names := pulumi.StringArray{
			pulumi.String("x"),
			func() pulumi.StringInput {
				m := pulumi.StringMap{"plain": pulumi.String("alpha"), "id": pet.ID()}
				if v, ok := m["missing"]; ok {
					return v
				}
				return pulumi.String("fallback")
			}().ToStringOutput(),
			func() pulumi.StringInput {
				m := pulumi.StringMap{"a": pulumi.String("b"), "c": pet.ID()}
				if v, ok := m["c"]; ok {
					return v
				}
				return pulumi.String("d")
			}().ToStringOutput(),
		}
		ctx.Export("second", names[1].(pulumi.StringInput).ToStringOutput())
		ctx.Export("third", pulumi.Sprintf("%v!", names[2].(pulumi.StringInput).ToStringOutput()))
		return nil
	})
}
