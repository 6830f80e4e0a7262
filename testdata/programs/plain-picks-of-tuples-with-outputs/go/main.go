package main

import (
	"fmt"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Plain elements picked by a constant index from tuples that also hold
		// outputs, where another element may fail (an index into a ranged
		// resource's list): the pick is plain, so it can be a plain invoke's
		// argument, and the whole tuple is still evaluated, as PCL does.
		var pets []*random.RandomPet
		for index := 0; index < 1; index++ {
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("pets-%v", index), &random.RandomPetArgs{Length: pulumi.Int(2)})
			if err != nil {
				return err
			}
			pets = append(pets, res)
		}

		// element wraps its index around the tuple's length.
		picked, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{NameRegex: pulumi.StringRef(func() string {
			_ = pulumi.StringArray{pulumi.String("first"), pets[0].ID(), pulumi.String("third")}
			return "first"
		}())})
		if err != nil {
			return err
		}

		// An index, and a number picked.
		indexed, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{
			NameRegex: pulumi.StringRef(func() string {
				_ = pulumi.StringArray{pulumi.String("first"), pets[0].ID(), pulumi.String("third")}
				return "third"
			}()),
			MostRecent: pulumi.BoolRef(func() bool {
				_ = pulumi.BoolArray{
					pulumi.Bool(true),
					pets[0].Length.ApplyT(func(length int) (bool, error) {
						return length > 1, nil
					}).(pulumi.BoolOutput),
				}
				return true
			}()),
			Owners: func() []string {
				_ = pulumi.StringArrayArray{
					pulumi.StringArray{pulumi.String("self")},
					pulumi.StringArray{pets[0].ID()},
				}
				return []string{"self"}
			}(),
		})
		if err != nil {
			return err
		}

		// A pick used where an output is fine.
		named, err := random.NewRandomPet(ctx, "named", &random.RandomPetArgs{Prefix: pulumi.String(func() string {
			_ = pulumi.StringArray{pulumi.String("named"), pets[0].ID()}
			return "named"
		}())})
		if err != nil {
			return err
		}
		ctx.Export("picked", pulumi.Array{
			pulumi.String(picked.Id),
			pulumi.String(indexed.Name),
			pulumi.BoolPtrFromPtr(indexed.MostRecent),
			named.Prefix,
		})
		return nil
	})
}
