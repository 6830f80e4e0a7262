package main

import (
	"errors"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// An element of a null list, outside any try: PCL fails, as the program
		// must (TypeScript's ?.[0] gave undefined).
		var names []string
		if err := cfg.TryObject("names", &names); err != nil && !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		ctx.Export("first", pulumi.String(names[0]))
		return nil
	})
}
