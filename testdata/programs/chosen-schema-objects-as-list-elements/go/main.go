package main

import (
	"errors"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A conditional between schema objects, one of them an output (a secret),
		// given as an element of a list input: each branch is the element's input.

		open := false
		if param, err := cfg.TryBool("open"); err == nil {
			open = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		_, err := ec2.NewSecurityGroup(ctx, "group", &ec2.SecurityGroupArgs{Ingress: func() ec2.SecurityGroupIngressArray {
			result := ec2.SecurityGroupIngressArray{}
			for _, port := range []int{22, 443} {
				result = append(result, func() ec2.SecurityGroupIngressInput {
					if open {
						return &ec2.SecurityGroupIngressArgs{
							FromPort:   pulumi.Int(port),
							ToPort:     pulumi.Int(port),
							Protocol:   pulumi.String("tcp"),
							CidrBlocks: pulumi.StringArray{pulumi.String("0.0.0.0/0")},
						}
					}
					return pulumi.ToSecret(&ec2.SecurityGroupIngressArgs{
						FromPort:   pulumi.Int(port),
						ToPort:     pulumi.Int(port),
						Protocol:   pulumi.String("tcp"),
						CidrBlocks: pulumi.StringArray{pulumi.String("10.0.0.0/8")},
					}).(ec2.SecurityGroupIngressOutput)
				}())
			}
			return result
		}()})
		if err != nil {
			return err
		}
		return nil
	})
}
