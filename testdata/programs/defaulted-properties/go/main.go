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

		// A property with a schema default takes the value the program gives, also
		// an empty string: the Go SDK replaces a zero input by the default, so Go
		// gives such a value as an output. A null leaves the default.
		note := ""
		if param, err := cfg.Try("note"); err == nil {
			note = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		_, err := ec2.NewSecurityGroup(ctx, "empty", &ec2.SecurityGroupArgs{Description: pulumi.String("").ToStringOutput()})
		if err != nil {
			return err
		}
		_, err = ec2.NewSecurityGroup(ctx, "fromConfig", &ec2.SecurityGroupArgs{Description: pulumi.String(note).ToStringOutput()})
		if err != nil {
			return err
		}
		_, err = ec2.NewSecurityGroup(ctx, "named", &ec2.SecurityGroupArgs{Description: pulumi.String("web")})
		if err != nil {
			return err
		}
		_, err = ec2.NewSecurityGroup(ctx, "unset", &ec2.SecurityGroupArgs{Description: nil})
		if err != nil {
			return err
		}
		return nil
	})
}
