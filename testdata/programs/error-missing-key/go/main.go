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

		// Indexing a map with a key it does not hold is an error: the run fails
		// there, it does not read a zero value.
		var sizes map[string]int
		if err := cfg.TryObject("sizes", &sizes); errors.Is(err, config.ErrMissingVar) {
			sizes = map[string]int{"small": 1, "large": 3}
		} else if err != nil {
			return err
		}
		_, err := random.NewRandomString(ctx, "name", &random.RandomStringArgs{Length: pulumi.Int(mustGet(sizes, "small") + 7)})
		if err != nil {
			return err
		}
		ctx.Export("large", pulumi.Int(mustGet(sizes, "large")))
		ctx.Export("medium", pulumi.Int(mustGet(sizes, "medium")))
		return nil
	})
}

// mustGet returns m[key]; a key the map does not hold is an error, as in
// PCL.
func mustGet[V any](m map[string]V, key string) V {
	v, ok := m[key]
	if !ok {
		panic(fmt.Sprintf("the map has no element for the key %q", key))
	}
	return v
}
