package main

import (
	"fmt"
	"maps"
	"slices"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumix"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Locals computed by entries of a map literal holding an output (a secret,
		// a resource's output): the binder types the entries as objects holding
		// it, which Go builds as an input collection. A loop over such a local
		// was retyped (a list of outputs) where the local's value was lowered as
		// an output of the whole list (Go: cannot range over a StringArrayOutput).
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		secretKeys := func() pulumi.StringArray {
			result := pulumi.StringArray{}
			collection := func() pulumi.StringMapArray {
				result2 := pulumi.StringMapArray{}
				collection := pulumi.StringMap{
					"k1":  pulumi.String("dollar$"),
					"a.b": pulumi.String("x"),
					"with space": func() pulumi.StringOutput {
						deferred, resolve := pulumi.DeferredOutput[string](ctx.Context())
						value2 := pulumi.ToSecret(pulumi.String("12")).(pulumi.StringOutput)
						go func() {
							if _, err2 := internals.UnsafeAwaitOutput(ctx.Context(), value2); err2 != nil {
								message := err2.Error()
								_ = message
								resolve(pulumi.ToOutput(pulumi.String("fallback")))
								return
							}
							resolve(value2)
						}()
						return pulumix.Cast[pulumi.StringOutput, string](deferred)
					}(),
				}
				for _, key := range slices.Sorted(maps.Keys(collection)) {
					value := collection[key]
					result2 = append(result2, pulumi.StringMap{"key": pulumi.String(key), "value": value.ToStringOutput()})
				}
				return result2
			}()
			for i, entry := range collection {
				if !(i >= 0) {
					continue
				}
				result = append(result, entry.ToStringMapOutput().ApplyT(func(entry2 map[string]string) (string, error) {
					return entry2["key"], nil
				}).(pulumi.StringOutput))
			}
			return result
		}()
		keyed := func() pulumi.StringMap {
			result := pulumi.StringMap{}
			for i, k := range secretKeys {
				result[fmt.Sprintf("k%v", i)] = k.ToStringOutput()
			}
			return result
		}()
		petKeys := func() pulumi.StringArray {
			result := pulumi.StringArray{}
			collection := func() pulumi.StringMapArray {
				result2 := pulumi.StringMapArray{}
				collection := pulumi.StringMap{"a": pet.ID(), "b": pulumi.String("c")}
				for _, key := range slices.Sorted(maps.Keys(collection)) {
					value := collection[key]
					result2 = append(result2, pulumi.StringMap{"key": pulumi.String(key), "value": value.ToStringOutput()})
				}
				return result2
			}()
			for _, entry := range collection {
				result = append(result, entry.ToStringMapOutput().ApplyT(func(entry2 map[string]string) (string, error) {
					return entry2["key"], nil
				}).(pulumi.StringOutput))
			}
			return result
		}()
		petPairs := pulumi.All(pet.ID().ToStringOutput(), func() pulumi.StringMapArray {
			result := pulumi.StringMapArray{}
			collection := func() pulumi.StringMapArray {
				result2 := pulumi.StringMapArray{}
				collection := pulumi.StringMap{"a": pet.ID(), "b": pulumi.String("c")}
				for _, key := range slices.Sorted(maps.Keys(collection)) {
					value := collection[key]
					result2 = append(result2, pulumi.StringMap{"key": pulumi.String(key), "value": value.ToStringOutput()})
				}
				return result2
			}()
			for _, entry := range collection {
				result = append(result, entry.ToStringMapOutput())
			}
			return result
		}()).ApplyT(func(resolved []interface{}) (map[string]string, error) {
			id := resolved[0].(string)
			values := resolved[1].([]map[string]string)
			return func() map[string]string {
				result := map[string]string{}
				for i := range func() []map[string]string {
					result2 := []map[string]string{}
					collection := map[string]string{"a": id, "b": "c"}
					for _, k := range slices.Sorted(maps.Keys(collection)) {
						v := collection[k]
						result2 = append(result2, map[string]string{"key": k, "value": v})
					}
					return result2
				}() {
					if !(i < 2) {
						continue
					}
					key := values[i]["key"]
					if _, dup := result[key]; dup {
						panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
					}
					result[key] = values[i]["value"]
				}
				return result
			}(), nil
		}).(pulumi.StringMapOutput)
		counted := pulumi.All(petKeys, func() pulumi.StringArray {
			result := pulumi.StringArray{}
			for _, k := range petKeys {
				result = append(result, k.ToStringOutput())
			}
			return result
		}()).ApplyT(func(resolved []interface{}) (map[string]int, error) {
			petKeys2 := resolved[0].([]string)
			values := resolved[1].([]string)
			return func() map[string]int {
				result := map[string]int{}
				for i := range petKeys2 {
					key := values[i]
					if _, dup := result[key]; dup {
						panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
					}
					result[key] = i
				}
				return result
			}(), nil
		}).(pulumi.IntMapOutput)
		ctx.Export("secretKeys", secretKeys)
		ctx.Export("keyed", keyed)
		ctx.Export("petPairs", petPairs)
		ctx.Export("counted", counted)
		return nil
	})
}
