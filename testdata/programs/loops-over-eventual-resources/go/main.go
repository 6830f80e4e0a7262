package main

import (
	"fmt"
	"maps"
	"slices"

	"example.com/pclgen/simple/sdk/go/simple"
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Resources ranged over a range that holds outputs are created inside an
		// apply, so their collection is an output; resolved, it is a collection of
		// resources whose properties are still outputs. Loops over it read those
		// per resource, in values, keys, conditions and groups; a range of
		// resources (plain references) gives range.value as a resource too.
		src, err := simple.NewResource(ctx, "src", &simple.ResourceArgs{InputOne: pulumi.String("x")})
		if err != nil {
			return err
		}
		keyed := pulumi.Unsecret(pulumi.StringMap{"a": src.Result, "b": pulumi.String("y")}.ToStringMapOutput()).(pulumi.StringMapOutput).ApplyT(func(v map[string]string) (map[string]*simple.Resource, error) {
			resources := map[string]*simple.Resource{}
			resourcesRange := v
			for _, key := range slices.Sorted(maps.Keys(resourcesRange)) {
				value := resourcesRange[key]
				res, err := simple.NewResource(ctx, fmt.Sprintf("keyed-%v", key), &simple.ResourceArgs{InputOne: pulumi.String(value)})
				if err != nil {
					return nil, err
				}
				resources[key] = res
			}
			return resources, nil
		}).(pulumi.AnyOutput)
		listed := pulumi.Unsecret(pulumi.StringArray{src.Result, pulumi.String("z")}.ToStringArrayOutput()).(pulumi.StringArrayOutput).ApplyT(func(v []string) ([]*simple.Resource, error) {
			var resources []*simple.Resource
			for index, value := range v {
				res, err := simple.NewResource(ctx, fmt.Sprintf("listed-%v", index), &simple.ResourceArgs{InputOne: pulumi.String(fmt.Sprintf("%v-%v", value, index))})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(pulumi.AnyOutput)
		var fromResources []*simple.Resource
		for index, value := range []*simple.Resource{src, src} {
			res, err := simple.NewResource(ctx, fmt.Sprintf("fromResources-%v", index), &simple.ResourceArgs{InputOne: pulumi.Sprintf("%v-copy", value.Result)})
			if err != nil {
				return err
			}
			fromResources = append(fromResources, res)
		}
		ctx.Export("pairs", keyed.ApplyT(func(v interface{}) (pulumi.StringArrayOutput, error) {
			keyed2 := v.(map[string]*simple.Resource)
			return func() pulumi.StringArray {
				result := pulumi.StringArray{}
				collection := keyed2
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					p := collection[k]
					result = append(result, pulumi.Sprintf("%v=%v", k, p.Result))
				}
				return result
			}().ToStringArrayOutput(), nil
		}).(pulumi.StringArrayOutput))
		ctx.Export("byKey", keyed.ApplyT(func(v interface{}) (pulumi.StringMapOutput, error) {
			keyed2 := v.(map[string]*simple.Resource)
			return func() pulumi.StringMap {
				result := pulumi.StringMap{}
				collection := keyed2
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					p := collection[k]
					result[k] = p.URN()
				}
				return result
			}().ToStringMapOutput(), nil
		}).(pulumi.StringMapOutput))
		ctx.Export("byResult", keyed.ApplyT(func(v interface{}) (pulumi.StringMapOutput, error) {
			keyed2 := v.(map[string]*simple.Resource)
			return pulumi.All(func() pulumi.StringMap {
				result := pulumi.StringMap{}
				collection := keyed2
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					p := collection[k]
					result[k] = p.Result
				}
				return result
			}()).ApplyT(func(resolved []interface{}) (map[string]string, error) {
				values := resolved[0].(map[string]string)
				return func() map[string]string {
					result := map[string]string{}
					collection := keyed2
					for _, k := range slices.Sorted(maps.Keys(collection)) {
						key := mustGet(values, k)
						if _, dup := result[key]; dup {
							panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
						}
						result[key] = k
					}
					return result
				}(), nil
			}).(pulumi.StringMapOutput), nil
		}).(pulumi.StringMapOutput))
		ctx.Export("filtered", listed.ApplyT(func(v interface{}) (pulumi.StringArrayOutput, error) {
			listed2 := v.([]*simple.Resource)
			return pulumi.All(func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, p := range listed2 {
					result = append(result, p.Result)
				}
				return result
			}()).ApplyT(func(resolved []interface{}) ([]string, error) {
				values := resolved[0].([]string)
				return func() []string {
					result := []string{}
					for i := range listed2 {
						if !(values[i] != "z-1") {
							continue
						}
						result = append(result, values[i])
					}
					return result
				}(), nil
			}).(pulumi.StringArrayOutput), nil
		}).(pulumi.StringArrayOutput))
		ctx.Export("grouped", listed.ApplyT(func(v interface{}) (pulumi.StringArrayMapOutput, error) {
			listed2 := v.([]*simple.Resource)
			return pulumi.All(func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, p := range listed2 {
					result = append(result, p.Result)
				}
				return result
			}(), func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, p := range listed2 {
					result = append(result, p.ID())
				}
				return result
			}()).ApplyT(func(resolved []interface{}) (map[string][]string, error) {
				values := resolved[0].([]string)
				values2 := resolved[1].([]string)
				return func() map[string][]string {
					result := map[string][]string{}
					for key := range listed2 {
						result[values[key]] = append(result[values[key]], values2[key])
					}
					return result
				}(), nil
			}).(pulumi.StringArrayMapOutput), nil
		}).(pulumi.StringArrayMapOutput))
		ctx.Export("splat", listed.ApplyT(func(v interface{}) (pulumi.StringArrayOutput, error) {
			listed2 := v.([]*simple.Resource)
			return func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, item := range listed2 {
					result = append(result, item.Result)
				}
				return result
			}().ToStringArrayOutput(), nil
		}).(pulumi.StringArrayOutput))
		ctx.Export("first", listed.ApplyT(func(v interface{}) (pulumi.StringOutput, error) {
			listed2 := v.([]*simple.Resource)
			return listed2[0].Result, nil
		}).(pulumi.StringOutput))
		ctx.Export("count", listed.ApplyT(func(v interface{}) (int, error) {
			listed2 := v.([]*simple.Resource)
			return len(listed2), nil
		}).(pulumi.IntOutput))
		ctx.Export("copies", func() pulumi.Array {
			result := pulumi.Array{}
			for _, r := range fromResources {
				result = append(result, r.Result)
			}
			return result
		}())

		// A range holding a plain invoke's result (a promise, resolved where it is
		// made) is plain: so is the collection of resources.
		amiResult, err := ec2.LookupAmi(ctx, nil)
		if err != nil {
			return err
		}
		var fromInvoke []*simple.Resource
		for index, value := range []string{amiResult.Id} {
			res, err := simple.NewResource(ctx, fmt.Sprintf("fromInvoke-%v", index), &simple.ResourceArgs{InputOne: pulumi.String(value)})
			if err != nil {
				return err
			}
			fromInvoke = append(fromInvoke, res)
		}
		ctx.Export("invokedCount", pulumi.Int(len(fromInvoke)))
		ctx.Export("invokedFirst", fromInvoke[0].Result)
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
