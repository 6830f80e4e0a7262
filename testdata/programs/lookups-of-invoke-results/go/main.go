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

		// Lookups in objects whose values are read from a plain invoke's result
		// (which TypeScript awaits where it is made): the values are plain.
		key := "beta"
		if param, err := cfg.Try("key"); err == nil {
			key = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		image, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: []string{"self"}})
		if err != nil {
			return err
		}
		names := map[string]string{"alpha": image.Name, "beta": image.Architecture}
		ctx.Export("found", pulumi.String(func() string {
			if v, ok := map[string]string{"alpha": image.Name}["alpha"]; ok {
				return v
			}
			return "none"
		}()))
		ctx.Export("missing", pulumi.String(func() string {
			if v, ok := map[string]string{"alpha": image.Name}["gamma"]; ok {
				return v
			}
			return "none"
		}()))
		ctx.Export("byConfig", pulumi.String(func() string {
			if v, ok := names[key]; ok {
				return v
			}
			return "none"
		}()))
		ctx.Export("indexed", pulumi.String(names[key]))
		return nil
	})
}
