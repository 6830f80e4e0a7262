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

		// A single web server: a security group that admits HTTP, the newest Amazon
		// Linux image, and an instance that serves a page from its user data.

		// The EC2 instance type of the web server.
		instanceType := "t3.micro"
		if param, err := cfg.Try("instanceType"); err == nil {
			instanceType = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		port := 80
		if param, err := cfg.TryInt("port"); err == nil {
			port = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		webGroup, err := ec2.NewSecurityGroup(ctx, "webGroup", &ec2.SecurityGroupArgs{
			Description: pulumi.String("Admit HTTP from anywhere"),
			Ingress: ec2.SecurityGroupIngressArray{&ec2.SecurityGroupIngressArgs{
				Protocol:   pulumi.String("tcp"),
				FromPort:   pulumi.Int(port),
				ToPort:     pulumi.Int(port),
				CidrBlocks: pulumi.StringArray{pulumi.String("0.0.0.0/0")},
			}},
		})
		if err != nil {
			return err
		}

		// The newest Amazon Linux 2 image published by Amazon.
		image, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{
			Owners:     []string{"amazon"},
			MostRecent: pulumi.BoolRef(true),
			Filters:    []ec2.GetAmiFilter{{Name: "name", Values: []string{"amzn2-ami-hvm-*-x86_64-gp2"}}},
		})
		if err != nil {
			return err
		}
		server, err := ec2.NewInstance(ctx, "server", &ec2.InstanceArgs{
			Ami:            pulumi.String(image.Id),
			InstanceType:   pulumi.String(instanceType),
			SecurityGroups: pulumi.StringArray{webGroup.Name},
			UserData: pulumi.String(fmt.Sprintf(`#!/bin/bash
echo "Hello from pclgen on port %v" > index.html
nohup python3 -m http.server %v &
`, port, port)),
			Tags: pulumi.StringMap{"Name": pulumi.String("web-server")},
		})
		if err != nil {
			return err
		}
		ctx.Export("url", pulumi.Sprintf("http://%v:%v", server.PublicDns, port))
		ctx.Export("publicIp", server.PublicIp)
		return nil
	})
}
