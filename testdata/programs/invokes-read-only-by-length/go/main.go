package main

import (
	"fmt"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// An invoke in a local is made whether or not a value that reads it is
		// computed: the length of a list of the invoke's fields needs none of
		// them, nor does a constant index of a list the other elements.
		owner, err := random.NewRandomString(ctx, "owner", &random.RandomStringArgs{Length: pulumi.Int(8)})
		if err != nil {
			return err
		}
		image := ec2.LookupAmiOutput(ctx, ec2.LookupAmiOutputArgs{Owners: pulumi.StringArray{owner.Result}})
		_, err = ec2.NewInstance(ctx, "server", &ec2.InstanceArgs{
			Ami: pulumi.String("ami-0"),
			InstanceType: pulumi.String(fmt.Sprintf("t%v.micro", len(pulumi.BoolArray{
				pulumi.All(image, owner.Result).ApplyT(func(resolved []interface{}) (bool, error) {
					image2 := resolved[0].(ec2.LookupAmiResult)
					result := resolved[1].(string)
					return image2.Id != result, nil
				}).(pulumi.BoolOutput),
				pulumi.Bool(true),
			}))),
		})
		if err != nil {
			return err
		}
		other := ec2.LookupAmiOutput(ctx, ec2.LookupAmiOutputArgs{Owners: pulumi.StringArray{owner.ID()}})
		ctx.Export("picked", pulumi.String(func() string {
			_ = pulumi.StringArray{
				other.ApplyT(func(other2 ec2.LookupAmiResult) (string, error) {
					return other2.Name, nil
				}).(pulumi.StringOutput),
				pulumi.String("plain"),
			}
			return "plain"
		}()))
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), image); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), other); err != nil {
			return err
		}
		return nil
	})
}
