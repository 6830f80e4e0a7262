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

		// Printing null in a string template is an error: the run fails there. The
		// optional config variable "team" is not set.
		var team *string
		if param, err := cfg.Try("team"); err == nil {
			team = &param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		_, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Prefix: pulumi.String("team-" + *team)})
		if err != nil {
			return err
		}
		return nil
	})
}
