package main

import (
	"fmt"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A resource's output property is one output in every SDK: a map input with
		// one secret value comes back as a secret map, so every value read from it
		// is secret, the plain ones too.
		source, err := random.NewRandomPet(ctx, "source", &random.RandomPetArgs{Keepers: pulumi.StringMap{
			"hidden": pulumi.ToSecret(pulumi.String("x")).(pulumi.StringOutput),
			"shown":  pulumi.String("y"),
		}})
		if err != nil {
			return err
		}
		_, err = random.NewRandomPet(ctx, "reader", &random.RandomPetArgs{Prefix: source.Keepers.ApplyT(func(keepers map[string]string) (string, error) {
			return mustGet(keepers, "shown"), nil
		}).(pulumi.StringOutput)})
		if err != nil {
			return err
		}
		ctx.Export("shown", source.Keepers.ApplyT(func(keepers map[string]string) (string, error) {
			return mustGet(keepers, "shown"), nil
		}).(pulumi.StringOutput))
		ctx.Export("missing", source.Keepers.ApplyT(func(keepers map[string]string) (string, error) {
			return func() string {
				if v, ok := keepers["other"]; ok {
					return v
				}
				return "default"
			}(), nil
		}).(pulumi.StringOutput))
		ctx.Export("plainLength", source.Length)
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
