package main

import (
	"fmt"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Applies whose callbacks TypeScript would give a literal type (a logical
		// operation with a literal, a conditional of literals), read by comparisons
		// with other literals.
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		password, err := random.NewRandomPassword(ctx, "password", &random.RandomPasswordArgs{Length: pulumi.Int(8)})
		if err != nil {
			return err
		}
		never := password.Special.ApplyT(func(special bool) (bool, error) {
			return special && false, nil
		}).(pulumi.BoolOutput)
		always := password.Upper.ApplyT(func(upper bool) (bool, error) {
			return upper || true, nil
		}).(pulumi.BoolOutput)
		small := pet.Length.ApplyT(func(length int) (int, error) {
			return func() int {
				if length > 1 {
					return 1
				}
				return 2
			}(), nil
		}).(pulumi.IntOutput)
		word := pet.Length.ApplyT(func(length int) (string, error) {
			return func() string {
				if length > 1 {
					return "long"
				}
				return "short"
			}(), nil
		}).(pulumi.StringOutput)
		maybeNo := password.Lower.ApplyT(func(lower bool) (bool, error) {
			return !(lower && false), nil
		}).(pulumi.BoolOutput)
		_, err = random.NewRandomPet(ctx, "named", &random.RandomPetArgs{
			Length: pulumi.All(never, small).ApplyT(func(resolved []interface{}) (int, error) {
				never2 := resolved[0].(bool)
				small2 := resolved[1].(int)
				return func() int {
					if never2 == true {
						return 3
					}
					return small2
				}(), nil
			}).(pulumi.IntOutput),
			Prefix: pulumi.All(word, always, maybeNo).ApplyT(func(resolved []interface{}) (string, error) {
				word2 := resolved[0].(string)
				always2 := resolved[1].(bool)
				maybeNo2 := resolved[2].(bool)
				return func() string {
					if word2 == "medium" {
						return "m"
					}
					return fmt.Sprintf("%v-%v", always2 == false, maybeNo2 != true)
				}(), nil
			}).(pulumi.StringOutput),
		})
		if err != nil {
			return err
		}
		ctx.Export("checks", pulumi.Array{
			never.ApplyT(func(never2 bool) (bool, error) {
				return never2 == true, nil
			}).(pulumi.BoolOutput),
			always.ApplyT(func(always2 bool) (bool, error) {
				return always2 != false, nil
			}).(pulumi.BoolOutput),
			small.ApplyT(func(small2 int) (bool, error) {
				return small2 == 3, nil
			}).(pulumi.BoolOutput),
			word.ApplyT(func(word2 string) (bool, error) {
				return word2 != "medium", nil
			}).(pulumi.BoolOutput),
			maybeNo.ApplyT(func(maybeNo2 bool) (bool, error) {
				return maybeNo2 == false, nil
			}).(pulumi.BoolOutput),
		})
		return nil
	})
}
