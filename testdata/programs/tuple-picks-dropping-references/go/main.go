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
		// Fuzz seed 10620: element of a tuple at a constant index picks one element;
		// the constant it picks is an output of its value where the resource it is
		// given to is created in an apply (ranged over an output), and the locals
		// only the other elements read are still used (pyflakes refuses a
		// component's variable assigned and never read).
		_, err := NewComp(ctx, "comp", &CompArgs{})
		if err != nil {
			return err
		}
		pw, err := random.NewRandomPassword(ctx, "pw", &random.RandomPasswordArgs{Length: pulumi.Int(10)})
		if err != nil {
			return err
		}
		grp := pulumi.Unsecret(pulumi.ToSecret(pulumi.StringArray{pulumi.String("a"), pulumi.String("b")}).(pulumi.StringArrayOutput)).(pulumi.StringArrayOutput).ApplyT(func(secret []string) ([]*ec2.SecurityGroup, error) {
			var resources []*ec2.SecurityGroup
			for index := range secret {
				res, err := ec2.NewSecurityGroup(ctx, fmt.Sprintf("grp-%v", index), &ec2.SecurityGroupArgs{Description: pulumi.String("日本")})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(ec2.SecurityGroupArrayOutput)
		_ = pw
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), grp); err != nil {
			return err
		}
		return nil
	})
}
