package main

import (
	"errors"
	"fmt"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Names that collide with Go keywords, predeclared identifiers and the
		// packages a Go program imports.

		stringVar := "type"
		if param, err := cfg.Try("string"); err == nil {
			stringVar = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		rangeVar := 2
		if param, err := cfg.TryInt("range"); err == nil {
			rangeVar = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		fmtVar := "100% " + stringVar
		pulumiResource, err := ec2.NewSecurityGroup(ctx, "pulumi", &ec2.SecurityGroupArgs{Description: pulumi.String(fmtVar).ToStringOutput()})
		if err != nil {
			return err
		}
		ec2Resource, err := ec2.NewSecurityGroup(ctx, "ec2", &ec2.SecurityGroupArgs{
			Description: pulumi.String("depends on pulumi"),
			Tags: pulumi.StringMap{
				"kind":     pulumi.String("nil"),
				"func-key": pulumiResource.Name,
			},
		}, pulumi.DependsOn([]pulumi.Resource{pulumiResource}))
		if err != nil {
			return err
		}
		var mapResource []*ec2.SecurityGroup
		for index := 0; index < rangeVar; index++ {
			res, err := ec2.NewSecurityGroup(ctx, fmt.Sprintf("map-%v", index), &ec2.SecurityGroupArgs{Name: pulumi.String(fmt.Sprintf("map-%v", index))})
			if err != nil {
				return err
			}
			mapResource = append(mapResource, res)
		}
		ctx.Export("len", pulumi.Int(len(mapResource)))
		ctx.Export("func", ec2Resource.Arn)
		return nil
	})
}
