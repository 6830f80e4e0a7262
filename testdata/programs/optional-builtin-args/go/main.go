package main

import (
	"maps"
	"slices"
	"strings"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Builtins and loops given a value that may be null, which PCL refuses
		// there: a resource's optional map output, read in an apply. TypeScript
		// asserts it present (keepers!), Python passes it through _operand; both
		// fail as PCL does where it is null.
		pet, err := random.NewRandomString(ctx, "pet", &random.RandomStringArgs{
			Length:  pulumi.Int(6),
			Special: pulumi.Bool(false),
			Keepers: pulumi.StringMap{"b": pulumi.String("second"), "a": pulumi.String("first")},
		})
		if err != nil {
			return err
		}
		ctx.Export("withDefault", pet.Keepers.ApplyT(func(keepers map[string]string) (string, error) {
			return func() string {
				if v, ok := keepers["a"]; ok {
					return v
				}
				return "none"
			}(), nil
		}).(pulumi.StringOutput))
		ctx.Export("missing", pet.Keepers.ApplyT(func(keepers map[string]string) (string, error) {
			return func() string {
				if v, ok := keepers["z"]; ok {
					return v
				}
				return "none"
			}(), nil
		}).(pulumi.StringOutput))
		ctx.Export("count", pet.Keepers.ApplyT(func(keepers map[string]string) (int, error) {
			return len(keepers), nil
		}).(pulumi.IntOutput))
		ctx.Export("pairs", pet.Keepers.ApplyT(func(keepers map[string]string) ([]map[string]string, error) {
			return func() []map[string]string {
				result := []map[string]string{}
				collection := keepers
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					v := collection[k]
					result = append(result, map[string]string{"key": k, "value": v})
				}
				return result
			}(), nil
		}).(pulumi.StringMapArrayOutput))
		ctx.Export("firstPair", pet.Keepers.ApplyT(func(keepers map[string]string) (map[string]string, error) {
			return element(func() []map[string]string {
				result := []map[string]string{}
				collection := keepers
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					v := collection[k]
					result = append(result, map[string]string{"key": k, "value": v})
				}
				return result
			}(), 0), nil
		}).(pulumi.StringMapOutput))
		ctx.Export("joined", pet.Keepers.ApplyT(func(keepers map[string]string) (string, error) {
			return strings.Join(func() []string {
				result := []string{}
				collection := keepers
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					v := collection[k]
					result = append(result, k+"="+v)
				}
				return result
			}(), ","), nil
		}).(pulumi.StringOutput))
		ctx.Export("values", pet.Keepers.ApplyT(func(keepers map[string]string) ([]string, error) {
			return func() []string {
				result := []string{}
				collection := keepers
				for _, key := range slices.Sorted(maps.Keys(collection)) {
					v := collection[key]
					result = append(result, v+"!")
				}
				return result
			}(), nil
		}).(pulumi.StringArrayOutput))
		return nil
	})
}

// element returns the element of list at index, which wraps around the
// list's length, as PCL's element does.
func element[T any](list []T, index int) T {
	if len(list) == 0 {
		panic("element: the list is empty")
	}
	if index < 0 {
		panic("element: the index is negative")
	}
	return list[index%len(list)]
}
