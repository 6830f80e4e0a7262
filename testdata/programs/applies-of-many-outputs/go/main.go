package main

import (
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		pet, err := random.NewRandomPet(ctx, "pet", nil)
		if err != nil {
			return err
		}
		password, err := random.NewRandomPassword(ctx, "password", &random.RandomPasswordArgs{Length: pulumi.Int(10)})
		if err != nil {
			return err
		}
		text, err := random.NewRandomString(ctx, "text", &random.RandomStringArgs{Length: pulumi.Int(5)})
		if err != nil {
			return err
		}

		// One apply over more than eight outputs of different types.
		ctx.Export("picked", pulumi.All(password.Special, text.Upper, pet.ID().ToStringOutput(), password.Length, text.Length, pet.Length, password.MinLower, password.Result, text.Result, password.Number, password.Lower).ApplyT(func(resolved []interface{}) ([]string, error) {
			special := resolved[0].(bool)
			upper := resolved[1].(bool)
			id := resolved[2].(string)
			length := resolved[3].(int)
			length2 := resolved[4].(int)
			length3 := resolved[5].(int)
			minLower := resolved[6].(int)
			result := resolved[7].(string)
			result2 := resolved[8].(string)
			number := resolved[9].(bool)
			lower := resolved[10].(bool)
			return func() []string {
				if special && upper {
					return []string{
						id,
						strconv.Itoa(length),
						strconv.Itoa(length2),
						strconv.Itoa(length3),
						strconv.Itoa(minLower),
						result,
						result2,
						strconv.FormatBool(number),
						strconv.FormatBool(lower),
					}
				}
				return []string{}
			}(), nil
		}).(pulumi.StringArrayOutput))
		return nil
	})
}
