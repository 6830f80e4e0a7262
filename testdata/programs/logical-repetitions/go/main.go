package main

import (
	"errors"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Logical operations that repeat an operand: PCL allows them, go vet
		// reports `a && a`, so Go prints each operand of a chain once and an
		// inner chain that reduces to one operand as that operand.
		object := true
		if param, err := cfg.TryBool("object"); err == nil {
			object = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		other := false
		if param, err := cfg.TryBool("other"); err == nil {
			other = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		ctx.Export("same", pulumi.Bool(object))
		ctx.Export("absorbed", pulumi.Bool(object))
		ctx.Export("kept", pulumi.Bool(object && (object || other)))
		ctx.Export("literals", pulumi.Bool(true))
		ctx.Export("twice", pulumi.Bool(object || other))
		return nil
	})
}
