package main

import (
	"errors"
	"strings"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Joining a list with a null element is an error: the run fails at the
		// join of the list of optional strings, plain or gathered from outputs.
		var names []*string
		if err := cfg.TryObject("names", &names); errors.Is(err, config.ErrMissingVar) {
			names = []*string{pulumi.StringRef("a"), nil}
		} else if err != nil {
			return err
		}
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{
			Inputs: pulumi.StringArray{pulumi.String("x")},
			Seed:   pulumi.String("s"),
		})
		if err != nil {
			return err
		}
		ctx.Export("gathered", shuffle.Seed.ApplyT(func(seed *string) (string, error) {
			return strings.Join([]string{*seed, *seed}, "-"), nil
		}).(pulumi.StringOutput))
		_, err = random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Prefix: pulumi.String(strings.Join(func() []string {
			v := names
			if v == nil {
				return nil
			}
			result := make([]string, len(v))
			for k, x := range v {
				result[k] = requiredValue(x)
			}
			return result
		}(), "-"))})
		if err != nil {
			return err
		}
		return nil
	})
}

// requiredValue returns *p, an optional value given where a value is
// required; a null one is an error.
func requiredValue[T any](p *T) T {
	if p == nil {
		panic("a null value is given where a value is required")
	}
	return *p
}
