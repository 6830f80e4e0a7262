package main

import (
	"errors"
	"fmt"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")
		var names []string
		if err := cfg.TryObject("names", &names); err != nil && !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var named []*random.RandomPet
		for index, value := range notNullList(names) {
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("named-%v", index), &random.RandomPetArgs{Prefix: pulumi.String(value)})
			if err != nil {
				return err
			}
			named = append(named, res)
		}
		_ = named
		return nil
	})
}

// notNullList returns v, failing where it is null (nil), as PCL fails to
// loop over, measure or read from a null list.
func notNullList[T any](v []T) []T {
	if v == nil {
		panic("a null value is given where a list is required")
	}
	return v
}
