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

		// A number converts to an int only when it is whole: i / 2 with i = 25 is
		// 12.5, and giving it to an int input is an error when the program runs, not
		// a silent 12.
		i := 25
		if param, err := cfg.TryInt("i"); err == nil {
			i = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		_, err := random.NewRandomString(ctx, "half", &random.RandomStringArgs{Length: pulumi.Int(toInt(float64(i) / 2.0))})
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
