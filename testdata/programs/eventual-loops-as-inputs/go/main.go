package main

import (
	"fmt"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A list read from resources created inside an apply is an output of the
		// list of their outputs' values, given as a typed input: Python gathers
		// the outputs with Output.all, which pyright types as a list of strings
		// (an invoke's output form takes a list of plain strings).
		src, err := random.NewRandomPet(ctx, "src", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		pets := pulumi.Unsecret(pulumi.StringArray{src.ID(), pulumi.String("z")}.ToStringArrayOutput()).(pulumi.StringArrayOutput).ApplyT(func(v []string) ([]*random.RandomPet, error) {
			var resources []*random.RandomPet
			for index, value := range v {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("pets-%v", index), &random.RandomPetArgs{Prefix: pulumi.String(value)})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)
		shuffled, err := random.NewRandomShuffle(ctx, "shuffled", &random.RandomShuffleArgs{
			Inputs: pets.ApplyT(func(pets2 []*random.RandomPet) (pulumi.StringArrayOutput, error) {
				return func() pulumi.StringArray {
					result := pulumi.StringArray{}
					for _, p := range pets2 {
						result = append(result, p.ID())
					}
					return result
				}().ToStringArrayOutput(), nil
			}).(pulumi.StringArrayOutput),
			ResultCount: pets.ApplyT(func(pets2 []*random.RandomPet) (int, error) {
				return len(pets2), nil
			}).(pulumi.IntOutput),
		})
		if err != nil {
			return err
		}
		ami := ec2.LookupAmiOutput(ctx, ec2.LookupAmiOutputArgs{
			Owners: pets.ApplyT(func(pets2 []*random.RandomPet) (pulumi.StringArrayOutput, error) {
				return func() pulumi.StringArray {
					result := pulumi.StringArray{}
					for _, item := range pets2 {
						result = append(result, item.ID())
					}
					return result
				}().ToStringArrayOutput(), nil
			}).(pulumi.StringArrayOutput),
			MostRecent: pulumi.Bool(true),
		})
		ctx.Export("picked", shuffled.Results)
		ctx.Export("amiId", ami.ApplyT(func(ami2 ec2.LookupAmiResult) (string, error) {
			return ami2.Id, nil
		}).(pulumi.StringOutput))
		return nil
	})
}
