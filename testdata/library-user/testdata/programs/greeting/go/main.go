package main

import (
	"errors"

	"example.com/acme/sdk/go/acme"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A greeting for whoever the stack's config names.

		nameVar := "world"
		if param, err := cfg.Try("name"); err == nil {
			nameVar = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		greeting, err := acme.NewGreeting(ctx, "greeting", &acme.GreetingArgs{Message: pulumi.String("Hello, " + nameVar + "!")})
		if err != nil {
			return err
		}
		ctx.Export("length", greeting.Length)
		return nil
	})
}
