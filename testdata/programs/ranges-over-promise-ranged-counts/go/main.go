package main

import (
	"fmt"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		ami, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: []string{"self", "amazon"}})
		if err != nil {
			return err
		}
		var pet []*random.RandomPet
		for index, value := range ami.Owners {
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("pet-%v", index), &random.RandomPetArgs{Prefix: pulumi.String(value)})
			if err != nil {
				return err
			}
			pet = append(pet, res)
		}
		var id []*random.RandomId
		for index := range []int{
			len(func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, item := range pet {
					result = append(result, item.ID())
				}
				return result
			}()),
			2,
		} {
			res, err := random.NewRandomId(ctx, fmt.Sprintf("id-%v", index), &random.RandomIdArgs{
				ByteLength: pulumi.Int(4),
				Keepers:    pulumi.StringMap{"a": pulumi.String("b")},
			})
			if err != nil {
				return err
			}
			id = append(id, res)
		}
		keepers := func() pulumi.StringMapArray {
			result := pulumi.StringMapArray{}
			for _, item := range id {
				result = append(result, item.Keepers)
			}
			return result
		}()
		ctx.Export("keepers", keepers)
		return nil
	})
}
