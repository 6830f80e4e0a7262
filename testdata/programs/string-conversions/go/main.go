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
		size := "16"
		if param, err := cfg.Try("size"); err == nil {
			size = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}

		// A literal string that holds a number folds to the number.
		fixed, err := random.NewRandomString(ctx, "fixed", &random.RandomStringArgs{Length: pulumi.Int(12)})
		if err != nil {
			return err
		}

		// Other strings are parsed when the program runs.
		parsed, err := strconv.Atoi(size)
		if err != nil {
			return err
		}
		_, err = random.NewRandomPassword(ctx, "configured", &random.RandomPasswordArgs{Length: pulumi.Int(parsed)})
		if err != nil {
			return err
		}
		_, err = random.NewRandomString(ctx, "derived", &random.RandomStringArgs{Length: fixed.Result.ApplyT(func(result string) (int, error) {
			parsed2, err := strconv.Atoi(result)
			if err != nil {
				return 0, err
			}
			return parsed2, nil
		}).(pulumi.IntOutput)})
		if err != nil {
			return err
		}
		return nil
	})
}
