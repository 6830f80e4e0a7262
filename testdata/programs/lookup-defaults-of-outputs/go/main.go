package main

import (
	"errors"
	"fmt"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// lookup of a map that holds a plain invoke's results (promises) with a
		// default that is an output (a secret config, a secret range's key): the
		// value is an output, not a promise, whichever the map or the default gives.

		tokenPlain := "t"
		if param, err := cfg.Try("token"); err == nil {
			tokenPlain = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		token := pulumi.ToSecret(pulumi.String(tokenPlain)).(pulumi.StringOutput)
		key := "missing"
		if param, err := cfg.Try("key"); err == nil {
			key = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		ami, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{MostRecent: pulumi.BoolRef(true)})
		if err != nil {
			return err
		}
		_, err = ec2.NewInstance(ctx, "server", &ec2.InstanceArgs{
			Ami: token.ApplyT(func(token2 string) (string, error) {
				return func() string {
					if v, ok := map[string]string{"k1": ami.ImageId}[key]; ok {
						return v
					}
					return "pre " + token2
				}(), nil
			}).(pulumi.StringOutput),
			InstanceType: token.ApplyT(func(token2 string) (string, error) {
				return func() string {
					if v, ok := map[string]string{"k1": ami.ImageId, "k2": ami.Name}[key]; ok {
						return v
					}
					return token2
				}(), nil
			}).(pulumi.StringOutput),
			KeyName: pulumi.String(func() string {
				if v, ok := map[string]string{"k1": ami.ImageId}[key]; ok {
					return v
				}
				return "plain"
			}()),
		})
		if err != nil {
			return err
		}
		ranged := pulumi.Unsecret(pulumi.ToSecret(pulumi.StringArray{pulumi.String("a")}).(pulumi.StringArrayOutput)).(pulumi.StringArrayOutput).ApplyT(func(secret []string) ([]*ec2.Instance, error) {
			var resources []*ec2.Instance
			for index := range secret {
				res, err := ec2.NewInstance(ctx, fmt.Sprintf("ranged-%v", index), &ec2.InstanceArgs{Ami: pulumi.ToSecret(pulumi.Int(index)).(pulumi.IntOutput).ApplyT(func(secret2 int) (string, error) {
					return func() string {
						if v, ok := map[string]string{"k1": ami.ImageId}[key]; ok {
							return v
						}
						return fmt.Sprintf("pre %v", secret2)
					}(), nil
				}).(pulumi.StringOutput)})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(ec2.InstanceArrayOutput)
		chosen := token.ApplyT(func(token2 string) (string, error) {
			return func() string {
				if v, ok := map[string]string{"k1": ami.ImageId}[key]; ok {
					return v
				}
				return token2
			}(), nil
		}).(pulumi.StringOutput)
		ctx.Export("chosen", chosen)
		ctx.Export("found", token.ApplyT(func(token2 string) (string, error) {
			return func() string {
				if v, ok := map[string]string{"k1": ami.ImageId}["k1"]; ok {
					return v
				}
				return token2
			}(), nil
		}).(pulumi.StringOutput))
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), ranged); err != nil {
			return err
		}
		return nil
	})
}
