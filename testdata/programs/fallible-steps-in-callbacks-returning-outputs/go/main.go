package main

import (
	"encoding/base64"
	"fmt"
	"maps"
	"slices"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A step that may fail (fromBase64) inside a callback that returns an
		// output (a loop over a secret, filtered by secrets): the callback returns
		// its error with the zero output (fuzz seed 85152).

		_, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{Inputs: pulumi.Unsecret(pulumi.ToSecret(pulumi.BoolMap{"a": pulumi.Bool(true)}).(pulumi.BoolMapOutput)).(pulumi.BoolMapOutput).ApplyT(func(secret map[string]bool) (pulumi.BoolMapOutput, error) {
			return func() pulumi.BoolMap {
				result := pulumi.BoolMap{}
				collection := secret
				for _, name2 := range slices.Sorted(maps.Keys(collection)) {
					on := collection[name2]
					result[name2] = pulumi.Unsecret(pulumi.ToSecret(pulumi.Bool(on)).(pulumi.BoolOutput)).(pulumi.BoolOutput)
				}
				return result
			}().ToBoolMapOutput(), nil
		}).(pulumi.BoolMapOutput).ApplyT(func(values map[string]bool) (pulumi.StringArrayOutput, error) {
			decoded, err := base64.StdEncoding.DecodeString("aGVsbG8gd29ybGQ=")
			if err != nil {
				return pulumi.StringArrayOutput{}, err
			}
			return pulumi.All(pulumi.Unsecret(pulumi.ToSecret(pulumi.String(string(decoded))).(pulumi.StringOutput)).(pulumi.StringOutput), func() pulumi.BoolMap {
				result := pulumi.BoolMap{}
				collection := values
				for _, key := range slices.Sorted(maps.Keys(collection)) {
					key2 := collection[key]
					result[key] = pulumi.ToSecret(pulumi.Bool(key2)).(pulumi.BoolOutput)
				}
				return result
			}()).ApplyT(func(resolved []interface{}) ([]string, error) {
				secret := resolved[0].(string)
				values2 := resolved[1].(map[string]bool)
				return func() []string {
					result := []string{}
					collection := values
					for _, key := range slices.Sorted(maps.Keys(collection)) {
						if !(mustGet(values2, key)) {
							continue
						}
						result = append(result, secret)
					}
					return result
				}(), nil
			}).(pulumi.StringArrayOutput), nil
		}).(pulumi.StringArrayOutput)})
		if err != nil {
			return err
		}
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
