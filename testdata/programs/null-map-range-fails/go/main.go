package main

import (
	"errors"
	"fmt"
	"maps"
	"slices"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")
		var tags map[string]string
		if err := cfg.TryObject("tags", &tags); err != nil && !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		tagged := map[string]*random.RandomPet{}
		taggedRange := notNullMap(tags)
		for _, key := range slices.Sorted(maps.Keys(taggedRange)) {
			value := taggedRange[key]
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("tagged-%v", key), &random.RandomPetArgs{Prefix: pulumi.String(value)})
			if err != nil {
				return err
			}
			tagged[key] = res
		}
		_ = tagged
		return nil
	})
}

// notNullMap returns v, failing where it is null (nil), as PCL fails to
// loop over, measure or read from a null map.
func notNullMap[T any](v map[string]T) map[string]T {
	if v == nil {
		panic("a null value is given where a map is required")
	}
	return v
}
