package main

import (
	"errors"
	"fmt"
	"math"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// PCL numbers given to int properties: a number config, a number local and
		// an expression over them are converted to whole numbers for the SDK.
		wordCount := 2.0
		if param, err := cfg.TryFloat64("wordCount"); err == nil {
			wordCount = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		half := wordCount / 2.0
		_, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(toInt(wordCount))})
		if err != nil {
			return err
		}
		_, err = random.NewRandomId(ctx, "id", &random.RandomIdArgs{ByteLength: pulumi.Int(toInt(half * 8.0))})
		if err != nil {
			return err
		}
		_, err = random.NewRandomInteger(ctx, "integer", &random.RandomIntegerArgs{Min: pulumi.Int(1), Max: pulumi.Int(toInt(wordCount + 10.0))})
		if err != nil {
			return err
		}
		return nil
	})
}

// toInt converts a number to an int; a number that is not whole is an
// error, as in PCL.
func toInt(n float64) int {
	if math.Trunc(n) != n || math.IsInf(n, 0) {
		panic(fmt.Sprintf("%v is not a whole number", n))
	}
	return int(n)
}
