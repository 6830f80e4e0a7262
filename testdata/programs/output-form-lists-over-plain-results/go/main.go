package main

import (
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Lists of outputs built by loops over a plain invoke's result, given to
		// an invoke in its output form: Python holds the plain invoke's result
		// plainly, and the output form takes the list as one input (fuzz seed
		// 10909).
		owners, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: []string{"amazon", "self"}})
		if err != nil {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", nil)
		if err != nil {
			return err
		}
		secrets := ec2.LookupAmiOutput(ctx, ec2.LookupAmiOutputArgs{
			Filters: func() ec2.GetAmiFilterArray {
				result := ec2.GetAmiFilterArray{}
				for _, n := range owners.Owners {
					result = append(result, pulumi.ToSecret(&ec2.GetAmiFilterArgs{Name: pulumi.String(n), Values: pulumi.StringArray{}}).(ec2.GetAmiFilterOutput))
				}
				return result
			}(),
			MostRecent: pulumi.Unsecret(pulumi.ToSecret(pulumi.Bool(true)).(pulumi.BoolOutput)).(pulumi.BoolOutput),
			Owners: func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, n := range owners.Owners {
					result = append(result, pulumi.ToSecret(pulumi.String(n)).(pulumi.StringOutput))
				}
				return result
			}(),
		})
		named := ec2.LookupAmiOutput(ctx, ec2.LookupAmiOutputArgs{Owners: func() pulumi.StringArray {
			result := pulumi.StringArray{}
			for i, n := range owners.Owners {
				if !(i < 1) {
					continue
				}
				result = append(result, pulumi.Sprintf("%v-%v", n, pet.ID().ToStringOutput()))
			}
			return result
		}()})
		ctx.Export("ids", pulumi.Array{
			secrets.ApplyT(func(secrets2 ec2.LookupAmiResult) (string, error) {
				return secrets2.Id, nil
			}).(pulumi.StringOutput),
			named.ApplyT(func(named2 ec2.LookupAmiResult) (string, error) {
				return named2.Id, nil
			}).(pulumi.StringOutput),
		})
		return nil
	})
}
