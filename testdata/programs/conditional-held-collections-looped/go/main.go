package main

import (
	"errors"
	"fmt"
	"maps"
	"slices"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Locals that are conditionals of collections holding outputs, chosen by a
		// plain condition, then looped over and ranged over: each is the collection
		// of inputs its branches build, whose keys and length are plain.
		wide := false
		if param, err := cfg.TryBool("wide"); err == nil {
			wide = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		flags := func() pulumi.BoolMap {
			if wide {
				return pulumi.BoolMap{"fixed": pulumi.Bool(true)}
			}
			return func() pulumi.BoolMap {
				result := pulumi.BoolMap{}
				for i, n := range []string{"a", "b"} {
					key := "k" + n
					if _, dup := result[key]; dup {
						panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
					}
					result[key] = pulumi.ToSecret(pulumi.Bool(i == 0)).(pulumi.BoolOutput)
				}
				return result
			}()
		}()
		names := func() pulumi.StringArray {
			if wide {
				return pulumi.StringArray{pulumi.String("x")}
			}
			return func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, n := range []string{"a", "b"} {
					result = append(result, pulumi.Sprintf("%v-%v", n, pet.ID().ToStringOutput()))
				}
				return result
			}()
		}()
		ctx.Export("flagKeys", func() pulumi.Array {
			result := pulumi.Array{}
			collection := flags
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				result = append(result, pulumi.String(k))
			}
			return result
		}())
		ctx.Export("flagValues", func() pulumi.Map {
			result := pulumi.Map{}
			collection := flags
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := collection[k]
				result[k] = v.ToBoolOutput().ApplyT(func(v2 bool) (bool, error) {
					return !v2, nil
				}).(pulumi.BoolOutput)
			}
			return result
		}())
		ctx.Export("nameCount", pulumi.Int(len(names)))
		perFlag := pulumi.Unsecret(flags.ToBoolMapOutput()).(pulumi.BoolMapOutput).ApplyT(func(flags2 map[string]bool) (map[string]*random.RandomString, error) {
			resources := map[string]*random.RandomString{}
			resourcesRange := flags2
			for _, key := range slices.Sorted(maps.Keys(resourcesRange)) {
				value := resourcesRange[key]
				res, err := random.NewRandomString(ctx, fmt.Sprintf("perFlag-%v", key), &random.RandomStringArgs{
					Length: pulumi.Int(3),
					Special: pulumi.All(flags).ApplyT(func(resolved []interface{}) (bool, error) {
						return value, nil
					}).(pulumi.BoolOutput),
				})
				if err != nil {
					return nil, err
				}
				resources[key] = res
			}
			return resources, nil
		}).(random.RandomStringMapOutput)
		perName := pulumi.Unsecret(names.ToStringArrayOutput()).(pulumi.StringArrayOutput).ApplyT(func(names2 []string) ([]*random.RandomString, error) {
			var resources []*random.RandomString
			for index, value := range names2 {
				res, err := random.NewRandomString(ctx, fmt.Sprintf("perName-%v", index), &random.RandomStringArgs{
					Length:  pulumi.Int(3),
					Keepers: pulumi.StringMap{"name": pulumi.String(value)},
				})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomStringArrayOutput)
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), perFlag); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), perName); err != nil {
			return err
		}
		return nil
	})
}
