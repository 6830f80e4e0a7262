package main

import (
	"crypto/sha1"
	"errors"
	"fmt"
	"maps"
	"slices"

	"example.com/pclgen/simple/sdk/go/simple"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Resources ranged over a comprehension whose values are outputs and whose
		// filter reads one or an invoke's secret result, over a list and over an
		// empty tuple: the range is made an
		// output of the resolved list (Python's type checker typed it a list of
		// outputs, whose elements a template adds to).
		var names []string
		if err := cfg.TryObject("names", &names); errors.Is(err, config.ErrMissingVar) {
			names = []string{"a", "b"}
		} else if err != nil {
			return err
		}
		one, err := random.NewRandomPet(ctx, "one", &random.RandomPetArgs{Length: pulumi.Int(1)})
		if err != nil {
			return err
		}
		named := pulumi.Unsecret(one.ID().ToStringOutput().ApplyT(func(id string) ([]string, error) {
			return func() []string {
				result := []string{}
				for range names {
					if !(id != "x") {
						continue
					}
					result = append(result, id)
				}
				return result
			}(), nil
		}).(pulumi.StringArrayOutput)).(pulumi.StringArrayOutput).ApplyT(func(v []string) ([]*random.RandomPet, error) {
			var resources []*random.RandomPet
			for index, value := range v {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("named-%v", index), &random.RandomPetArgs{Prefix: pulumi.String(fmt.Sprintf("%v-%v", value, index))})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)
		none := []interface{}{}
		overNone := pulumi.Unsecret(one.ID().ToStringOutput().ApplyT(func(id string) ([]string, error) {
			return func() []string {
				result := []string{}
				for range none {
					if !(id != "x") {
						continue
					}
					result = append(result, id)
				}
				return result
			}(), nil
		}).(pulumi.StringArrayOutput)).(pulumi.StringArrayOutput).ApplyT(func(v []string) ([]*random.RandomPet, error) {
			var resources []*random.RandomPet
			for index, value := range v {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("overNone-%v", index), &random.RandomPetArgs{Prefix: pulumi.String(fmt.Sprintf("%v-%v", value, index))})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)
		var secretOf simple.GetSecretResult
		if _, err := ctx.InvokePackageRaw("simple:index:getSecret", &simple.GetSecretArgs{Name: "token"}, &secretOf, ""); err != nil {
			return err
		}
		overInvoke := pulumi.Unsecret(func() pulumi.StringArray {
			result := pulumi.StringArray{}
			for range none {
				if !(secretOf.Value != "x") {
					continue
				}
				result = append(result, one.ID())
			}
			return result
		}().ToStringArrayOutput()).(pulumi.StringArrayOutput).ApplyT(func(v []string) ([]*random.RandomPet, error) {
			var resources []*random.RandomPet
			for index, value := range v {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("overInvoke-%v", index), &random.RandomPetArgs{Prefix: pulumi.All(func() pulumi.StringArray {
					result := pulumi.StringArray{}
					for range none {
						if !(secretOf.Value != "x") {
							continue
						}
						result = append(result, one.ID())
					}
					return result
				}(), one.ID().ToStringOutput()).ApplyT(func(resolved []interface{}) (string, error) {
					id := resolved[1].(string)
					return fmt.Sprintf("%x", sha1.Sum([]byte("pre "+(value+"-"+id)+" end"))), nil
				}).(pulumi.StringOutput)})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)
		keyed := pulumi.Unsecret(one.ID().ToStringOutput().ApplyT(func(id string) (map[string]string, error) {
			return func() map[string]string {
				result := map[string]string{}
				for _, n := range names {
					if !(id != "x") {
						continue
					}
					key := n
					if _, dup := result[key]; dup {
						panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
					}
					result[key] = id
				}
				return result
			}(), nil
		}).(pulumi.StringMapOutput)).(pulumi.StringMapOutput).ApplyT(func(v map[string]string) (map[string]*random.RandomPet, error) {
			resources := map[string]*random.RandomPet{}
			resourcesRange := v
			for _, key := range slices.Sorted(maps.Keys(resourcesRange)) {
				value := resourcesRange[key]
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("keyed-%v", key), &random.RandomPetArgs{Prefix: pulumi.String(value + "-" + key)})
				if err != nil {
					return nil, err
				}
				resources[key] = res
			}
			return resources, nil
		}).(random.RandomPetMapOutput)
		ctx.Export("count", named.ApplyT(func(named2 []*random.RandomPet) (int, error) {
			return len(named2), nil
		}).(pulumi.IntOutput))
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), overNone); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), overInvoke); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), keyed); err != nil {
			return err
		}
		return nil
	})
}
