package main

import (
	"errors"
	"slices"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// max (and min) of no numbers is an error: the run fails there. The list
		// expanded into max's arguments is empty.
		var sizes []int
		if err := cfg.TryObject("sizes", &sizes); errors.Is(err, config.ErrMissingVar) {
			sizes = []int{}
		} else if err != nil {
			return err
		}
		_, err := random.NewRandomString(ctx, "name", &random.RandomStringArgs{Length: pulumi.Int(slices.Max(sizes))})
		if err != nil {
			return err
		}
		return nil
	})
}
