package main

import (
	"errors"

	"example.com/pclgen/simple/sdk/go/simple"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A conditional on an invoke's result chooses between collections whose
		// elements are plain in one branch and outputs in the other; the program
		// awaits the invoke, so the choice is plain and its plain elements are
		// given as the outputs its type holds.
		nameVar := "n"
		if param, err := cfg.Try("name"); err == nil {
			nameVar = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var found simple.GetSecretResult
		if _, err := ctx.InvokePackageRaw("simple:index:getSecret", &simple.GetSecretArgs{Name: "n"}, &found, ""); err != nil {
			return err
		}
		quebec, err := random.NewRandomInteger(ctx, "quebec", &random.RandomIntegerArgs{Max: pulumi.Int(10), Min: pulumi.Int(1)})
		if err != nil {
			return err
		}
		entries := pulumi.Array{
			func() pulumi.Input {
				if found.Name == nameVar {
					return pulumi.Map{"tango": pulumi.Int(9)}
				}
				return pulumi.Map{"tango": quebec.Max}
			}(),
			pulumi.Map{"charlie": pulumi.String("12"), "tango": pulumi.Int(3)},
		}
		pair := func() pulumi.IntArray {
			if found.Name != nameVar {
				return pulumi.IntArray{quebec.Result, pulumi.Int(1)}
			}
			return pulumi.IntArray{pulumi.Int(2), pulumi.Int(3)}
		}()
		ctx.Export("entries", entries)
		ctx.Export("pair", pair)
		return nil
	})
}
