package main

import (
	"fmt"
	"maps"
	"slices"

	"example.com/pclgen/simple/sdk/go/simple"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Issue 12 item 16: a resource whose token's member is lower case
		// (simple:index:resource) is the SDK's title-cased class in every language.
		single, err := simple.NewResource(ctx, "single", &simple.ResourceArgs{InputOne: pulumi.String("a"), InputTwo: pulumi.Int(2)})
		if err != nil {
			return err
		}
		var many []*simple.Resource
		for index := 0; index < 2; index++ {
			res, err := simple.NewResource(ctx, fmt.Sprintf("many-%v", index), &simple.ResourceArgs{
				InputOne: pulumi.String(fmt.Sprintf("many-%v", index)),
				InputTwo: pulumi.Int(index),
			}, pulumi.DependsOn([]pulumi.Resource{single}))
			if err != nil {
				return err
			}
			many = append(many, res)
		}
		keyed := map[string]*simple.Resource{}
		keyedRange := map[string]int{"x": 1, "y": 2}
		for _, key := range slices.Sorted(maps.Keys(keyedRange)) {
			value := keyedRange[key]
			res, err := simple.NewResource(ctx, fmt.Sprintf("keyed-%v", key), &simple.ResourceArgs{InputOne: pulumi.String(key), InputTwo: pulumi.Int(value)})
			if err != nil {
				return err
			}
			keyed[key] = res
		}
		chosen := many[0]
		ctx.Export("single", single.Result)
		ctx.Export("many", func() pulumi.Array {
			result := pulumi.Array{}
			for _, r := range many {
				result = append(result, r.Result)
			}
			return result
		}())
		ctx.Export("keyed", mustGet(keyed, "x").Result)
		ctx.Export("chosen", chosen.InputOne)
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
