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

		// Component inputs whose values read a secret (an output) before plain
		// config: each such input is an output, however many plain reads follow.
		bravoPlain := false
		if param, err := cfg.TryBool("bravo"); err == nil {
			bravoPlain = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		bravo := pulumi.ToSecret(pulumi.Bool(bravoPlain)).(pulumi.BoolOutput)
		plainName := "plain"
		if param, err := cfg.Try("plainName"); err == nil {
			plainName = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		count := 3
		if param, err := cfg.TryInt("count"); err == nil {
			count = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		chosen := bravo.ApplyT(func(bravo2 bool) (string, error) {
			return func() string {
				if bravo2 {
					return plainName
				}
				return "other"
			}(), nil
		}).(pulumi.StringOutput)
		ami := ec2.LookupAmiOutput(ctx, ec2.LookupAmiOutputArgs{MostRecent: bravo.ApplyT(func(bravo2 bool) (bool, error) {
			return float64(count) != func() float64 {
				if bravo2 {
					return float64(count)
				}
				return 0.5
			}(), nil
		}).(pulumi.BoolOutput)})
		direct, err := NewComp(ctx, "direct", &CompArgs{Label: bravo.ApplyT(func(bravo2 bool) (string, error) {
			return func() string {
				if bravo2 {
					return plainName
				}
				return "x"
			}(), nil
		}).(pulumi.StringOutput)})
		if err != nil {
			return err
		}
		throughLocal, err := NewComp(ctx, "throughLocal", &CompArgs{Label: pulumi.Sprintf("%v-%v", chosen, plainName)})
		if err != nil {
			return err
		}
		throughInvoke, err := NewComp(ctx, "throughInvoke", &CompArgs{Label: ami.ApplyT(func(ami2 ec2.LookupAmiResult) (string, error) {
			return ami2.Architecture, nil
		}).(pulumi.StringOutput)})
		if err != nil {
			return err
		}
		plain, err := NewComp(ctx, "plain", &CompArgs{Label: pulumi.String(plainName)})
		if err != nil {
			return err
		}
		ctx.Export("names", pulumi.Array{
			direct.Name,
			throughLocal.Name,
			throughInvoke.Name,
			plain.Name,
		})
		return nil
	})
}
