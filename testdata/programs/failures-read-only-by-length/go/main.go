package main

import (
	"encoding/base64"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A local whose value fails fails the program whether or not a value that
		// reads it is computed: the length of a list of outputs needs none of
		// them, so the program awaits the list itself.
		owner, err := random.NewRandomString(ctx, "owner", &random.RandomStringArgs{Length: pulumi.Int(8)})
		if err != nil {
			return err
		}
		image := ec2.LookupAmiOutput(ctx, ec2.LookupAmiOutputArgs{Owners: pulumi.StringArray{owner.Result}})
		names := pulumi.StringArray{
			image.ApplyT(func(image2 ec2.LookupAmiResult) (string, error) {
				return image2.Name, nil
			}).(pulumi.StringOutput),
			image.ApplyT(func(image2 ec2.LookupAmiResult) (string, error) {
				decoded, err := base64.StdEncoding.DecodeString(image2.ImageId)
				if err != nil {
					return "", err
				}
				return string(decoded), nil
			}).(pulumi.StringOutput),
		}
		ctx.Export("count", pulumi.Int(len(names)))
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), image); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), pulumi.ToOutput(names)); err != nil {
			return err
		}
		return nil
	})
}
