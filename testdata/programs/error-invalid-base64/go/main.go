package main

import (
	"encoding/base64"
	"errors"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Decoding text that is not base64 is an error: the run fails there. The
		// config's default lacks the padding that base64 needs ("...NA==").
		encoded := "bm90IGJhc2U2NA"
		if param, err := cfg.Try("encoded"); err == nil {
			encoded = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		decoded, err := base64.StdEncoding.DecodeString(encoded)
		if err != nil {
			return err
		}
		_, err = random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Prefix: pulumi.String(string(decoded))})
		if err != nil {
			return err
		}
		return nil
	})
}
