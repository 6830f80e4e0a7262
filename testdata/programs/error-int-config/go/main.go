package main

import (
	"errors"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// An int config variable given 7.5 is an error when the program runs
		// (config.json sets it).
		count := 3
		if param, err := cfg.TryInt("count"); err == nil {
			count = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		_, err := random.NewRandomString(ctx, "name", &random.RandomStringArgs{Length: pulumi.Int(count)})
		if err != nil {
			return err
		}
		return nil
	})
}
