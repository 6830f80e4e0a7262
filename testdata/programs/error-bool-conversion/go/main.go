package main

import (
	"errors"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A string converts to a bool only when it is "true" or "false": "yes" given
		// to a bool input is an error when the program runs.
		special := "yes"
		if param, err := cfg.Try("special"); err == nil {
			special = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		parsed, err := strconv.ParseBool(special)
		if err != nil {
			return err
		}
		_, err = random.NewRandomString(ctx, "name", &random.RandomStringArgs{Length: pulumi.Int(8), Special: pulumi.Bool(parsed)})
		if err != nil {
			return err
		}
		return nil
	})
}
