package main

import (
	"fmt"
	"maps"
	"slices"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Resources ranged over outputs are created inside an apply on the range.
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{Inputs: pulumi.StringArray{
			pulumi.String("alpha"),
			pulumi.String("bravo"),
			pulumi.String("charlie"),
		}})
		if err != nil {
			return err
		}
		perResult := pulumi.Unsecret(shuffle.Results).(pulumi.StringArrayOutput).ApplyT(func(results []string) ([]*random.RandomString, error) {
			var resources []*random.RandomString
			for index, value := range results {
				res, err := random.NewRandomString(ctx, fmt.Sprintf("perResult-%v", index), &random.RandomStringArgs{
					Length:  pulumi.Int(8),
					Keepers: pulumi.StringMap{"name": pulumi.String(value)},
				})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomStringArrayOutput)
		labels, err := random.NewRandomPet(ctx, "labels", &random.RandomPetArgs{Keepers: pulumi.StringMap{"team": pulumi.String("infra"), "env": pulumi.String("dev")}})
		if err != nil {
			return err
		}
		perLabel := pulumi.Unsecret(labels.Keepers).(pulumi.StringMapOutput).ApplyT(func(keepers map[string]string) (map[string]*random.RandomInteger, error) {
			resources := map[string]*random.RandomInteger{}
			resourcesRange := keepers
			for _, key := range slices.Sorted(maps.Keys(resourcesRange)) {
				value := resourcesRange[key]
				res, err := random.NewRandomInteger(ctx, fmt.Sprintf("perLabel-%v", key), &random.RandomIntegerArgs{
					Min:     pulumi.Int(0),
					Max:     pulumi.Int(10),
					Keepers: pulumi.StringMap{"label": pulumi.String(key + "=" + value)},
				})
				if err != nil {
					return nil, err
				}
				resources[key] = res
			}
			return resources, nil
		}).(random.RandomIntegerMapOutput)
		counted := pulumi.Unsecret(shuffle.Results.ApplyT(func(results []string) (int, error) {
			return len(results), nil
		}).(pulumi.IntOutput)).(pulumi.IntOutput).ApplyT(func(length int) ([]*random.RandomId, error) {
			var resources []*random.RandomId
			for index := 0; index < length; index++ {
				res, err := random.NewRandomId(ctx, fmt.Sprintf("counted-%v", index), &random.RandomIdArgs{
					ByteLength: pulumi.Int(4),
					Prefix:     pulumi.String(fmt.Sprintf("id-%v", index)),
				})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomIdArrayOutput)

		// References to the ranged resources go through applies.
		ctx.Export("first", perResult.ApplyT(func(perResult2 []*random.RandomString) (pulumi.StringOutput, error) {
			return perResult2[0].Result, nil
		}).(pulumi.StringOutput))
		ctx.Export("all", perResult.ApplyT(func(perResult2 []*random.RandomString) (pulumi.StringArrayOutput, error) {
			return func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, item := range perResult2 {
					result = append(result, item.Result)
				}
				return result
			}().ToStringArrayOutput(), nil
		}).(pulumi.StringArrayOutput))
		ctx.Export("count", counted.ApplyT(func(counted2 []*random.RandomId) (int, error) {
			return len(counted2), nil
		}).(pulumi.IntOutput))
		ctx.Export("infra", perLabel.ApplyT(func(perLabel2 map[string]*random.RandomInteger) (pulumi.IntOutput, error) {
			return mustGet(perLabel2, "team").Result, nil
		}).(pulumi.IntOutput))

		// A list whose elements are outputs is resolved whole.
		fromTuple := pulumi.Unsecret(pulumi.StringArray{
			labels.ID(),
			shuffle.Results.ApplyT(func(results []string) (string, error) {
				return results[0], nil
			}).(pulumi.StringOutput),
		}.ToStringArrayOutput()).(pulumi.StringArrayOutput).ApplyT(func(v []string) ([]*random.RandomString, error) {
			var resources []*random.RandomString
			for index, value := range v {
				res, err := random.NewRandomString(ctx, fmt.Sprintf("fromTuple-%v", index), &random.RandomStringArgs{
					Length:  pulumi.Int(6),
					Keepers: pulumi.StringMap{"source": pulumi.String(value)},
				})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomStringArrayOutput)
		fromFor := pulumi.Unsecret(pulumi.All(shuffle.Results, labels.Keepers).ApplyT(func(resolved []interface{}) ([]string, error) {
			results := resolved[0].([]string)
			keepers := resolved[1].(map[string]string)
			return func() []string {
				result := []string{}
				for _, r := range results {
					result = append(result, mustGet(keepers, r))
				}
				return result
			}(), nil
		}).(pulumi.StringArrayOutput)).(pulumi.StringArrayOutput).ApplyT(func(v []string) ([]*random.RandomString, error) {
			var resources []*random.RandomString
			for index, value := range v {
				res, err := random.NewRandomString(ctx, fmt.Sprintf("fromFor-%v", index), &random.RandomStringArgs{
					Length:  pulumi.Int(6),
					Keepers: pulumi.StringMap{"source": pulumi.String(value)},
				})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomStringArrayOutput)
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), fromTuple); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), fromFor); err != nil {
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
