package main

import (
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A string converts to a number only when it holds one: a random string's
		// result given to a number input is an error when the program runs.
		word, err := random.NewRandomString(ctx, "word", &random.RandomStringArgs{Length: pulumi.Int(8)})
		if err != nil {
			return err
		}
		_, err = random.NewRandomString(ctx, "derived", &random.RandomStringArgs{Length: word.Result.ApplyT(func(result string) (int, error) {
			parsed, err := strconv.Atoi(result)
			if err != nil {
				return 0, err
			}
			return parsed, nil
		}).(pulumi.IntOutput)})
		if err != nil {
			return err
		}
		return nil
	})
}
