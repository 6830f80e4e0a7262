package main

import (
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/s3"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Secret values given to inputs of schema types: Go makes the value secret
		// as the input's own type (ec2.SecurityGroupEgressArray), whose output is
		// an input of that type, where a map's output would not be.
		_, err := ec2.NewSecurityGroup(ctx, "group", &ec2.SecurityGroupArgs{
			Egress: pulumi.ToSecret(ec2.SecurityGroupEgressArray{&ec2.SecurityGroupEgressArgs{
				FromPort:   pulumi.Int(0),
				ToPort:     pulumi.Int(0),
				Protocol:   pulumi.String("-1"),
				CidrBlocks: pulumi.StringArray{pulumi.String("0.0.0.0/0")},
			}}).(ec2.SecurityGroupEgressArrayOutput),
			Tags: pulumi.ToSecret(pulumi.StringMap{"Name": pulumi.String("web")}).(pulumi.StringMapOutput),
		})
		if err != nil {
			return err
		}
		_, err = s3.NewBucket(ctx, "logs", &s3.BucketArgs{LifecycleRules: pulumi.ToSecret(s3.BucketLifecycleRuleArray{&s3.BucketLifecycleRuleArgs{Enabled: pulumi.Bool(true)}}).(s3.BucketLifecycleRuleArrayOutput)})
		if err != nil {
			return err
		}

		// Secret values whose own type is not the input's: an empty map or list
		// (of nothing) given to a map or list of strings.
		_, err = s3.NewBucket(ctx, "empty", &s3.BucketArgs{Tags: pulumi.ToSecret(pulumi.StringMap{}).(pulumi.StringMapOutput)})
		if err != nil {
			return err
		}
		_, err = NewSettings(ctx, "settings", &SettingsArgs{Names: pulumi.ToSecret(pulumi.StringArray{}).(pulumi.StringArrayOutput)})
		if err != nil {
			return err
		}

		// A value made secret and then not: the input's type still decides.
		_, err = random.NewRandomPet(ctx, "unsealed", &random.RandomPetArgs{Keepers: pulumi.Unsecret(pulumi.ToSecret(pulumi.StringMap{"a": pulumi.String("x")}).(pulumi.StringMapOutput)).(pulumi.StringMapOutput)})
		if err != nil {
			return err
		}
		return nil
	})
}
