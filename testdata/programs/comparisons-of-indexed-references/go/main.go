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

		// A value read as an attribute and by a string index (range.value and
		// range["value"], m.a and m["a"]) is one value: a test of one narrows the
		// other in TypeScript, and Go's vet sees the same operand on both sides of
		// an and.
		var m map[string]string
		if err := cfg.TryObject("m", &m); errors.Is(err, config.ErrMissingVar) {
			m = map[string]string{"a": "x"}
		} else if err != nil {
			return err
		}
		pet := map[string]*random.RandomPet{}
		petRange := map[string]int{"one": 11, "two": 3}
		for _, key := range slices.Sorted(maps.Keys(petRange)) {
			value := petRange[key]
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("pet-%v", key), &random.RandomPetArgs{Prefix: pulumi.String(func() string {
				if 11 == value {
					return func() string {
						if value == 3 {
							return "a"
						}
						return "b"
					}()
				}
				return "c"
			}())})
			if err != nil {
				return err
			}
			pet[key] = res
		}
		ctx.Export("both", pulumi.Bool(mustGet(m, "a") == "x" && !(mustGet(m, "a") != "y")))
		ctx.Export("either", pulumi.Bool(mustGet(m, "a") != "x" || !(mustGet(m, "a") == "y")))
		ctx.Export("prefixes", func() pulumi.Array {
			result := pulumi.Array{}
			collection := pet
			for _, key := range slices.Sorted(maps.Keys(collection)) {
				p := collection[key]
				result = append(result, p.Prefix)
			}
			return result
		}())
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
