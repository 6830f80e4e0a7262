package main

import (
	"fmt"
	"strings"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// secret of a list of outputs and values: the output of the list, whose
		// elements builtins and loops read plain.
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		ranged := pulumi.Unsecret(pulumi.ToSecret(pulumi.StringArray{pulumi.String("alpha"), pulumi.String("beta")}).(pulumi.StringArrayOutput)).(pulumi.StringArrayOutput).ApplyT(func(secret []string) ([]*random.RandomPet, error) {
			var resources []*random.RandomPet
			for index, value := range secret {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("ranged-%v", index), &random.RandomPetArgs{Prefix: pulumi.ToSecret(pulumi.StringArray{
					pulumi.ToSecret(pulumi.String(value)).(pulumi.StringOutput),
					pulumi.String("x"),
				}).(pulumi.StringArrayOutput).ApplyT(func(secret2 []string) (string, error) {
					return strings.Join(secret2, ""), nil
				}).(pulumi.StringOutput)})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)
		ctx.Export("joined", pulumi.ToSecret(pulumi.StringArray{pet.ID(), pulumi.String("x"), pet.Separator}).(pulumi.StringArrayOutput).ApplyT(func(secret []string) (string, error) {
			return strings.Join(secret, "-"), nil
		}).(pulumi.StringOutput))
		ctx.Export("count", pulumi.ToSecret(pulumi.StringArray{pet.ID(), pulumi.String("y")}).(pulumi.StringArrayOutput).ApplyT(func(secret []string) (int, error) {
			return len(secret), nil
		}).(pulumi.IntOutput))
		ctx.Export("upper", pulumi.ToSecret(pulumi.StringArray{pulumi.String("z"), pet.ID()}).(pulumi.StringArrayOutput).ApplyT(func(secret []string) ([]string, error) {
			return func() []string {
				result := []string{}
				for _, s := range secret {
					result = append(result, s+"!")
				}
				return result
			}(), nil
		}).(pulumi.StringArrayOutput))
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), ranged); err != nil {
			return err
		}
		return nil
	})
}
