package main

import (
	"fmt"
	"maps"
	"slices"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Resources and components ranged over a for expression whose collection is
		// a plain invoke's result and whose values are outputs: the range is an
		// output, and so is the collection of nodes, in every position it is read.
		ami, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: []string{"self", "amazon"}})
		if err != nil {
			return err
		}
		prefix, err := random.NewRandomPet(ctx, "prefix", &random.RandomPetArgs{Length: pulumi.Int(1)})
		if err != nil {
			return err
		}
		ids := pulumi.Unsecret(func() pulumi.StringArray {
			result := pulumi.StringArray{}
			for k, v := range ami.Owners {
				result = append(result, pulumi.Sprintf("%v-%v-%v", k, v, prefix.ID().ToStringOutput()))
			}
			return result
		}().ToStringArrayOutput()).(pulumi.StringArrayOutput).ApplyT(func(v []string) ([]*random.RandomId, error) {
			var resources []*random.RandomId
			for index := range v {
				res, err := random.NewRandomId(ctx, fmt.Sprintf("ids-%v", index), &random.RandomIdArgs{ByteLength: pulumi.Int(4)})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomIdArrayOutput)
		named := pulumi.Unsecret(func() pulumi.StringMap {
			result := pulumi.StringMap{}
			for _, v := range ami.Owners {
				key := v
				if _, dup := result[key]; dup {
					panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
				}
				result[key] = pulumi.Sprintf("%v%v", v, prefix.ID().ToStringOutput())
			}
			return result
		}().ToStringMapOutput()).(pulumi.StringMapOutput).ApplyT(func(v map[string]string) (map[string]*random.RandomString, error) {
			resources := map[string]*random.RandomString{}
			resourcesRange := v
			for _, key := range slices.Sorted(maps.Keys(resourcesRange)) {
				res, err := random.NewRandomString(ctx, fmt.Sprintf("named-%v", key), &random.RandomStringArgs{Length: pulumi.Int(8)})
				if err != nil {
					return nil, err
				}
				resources[key] = res
			}
			return resources, nil
		}).(random.RandomStringMapOutput)
		parts := pulumi.Unsecret(func() pulumi.StringArray {
			result := pulumi.StringArray{}
			for _, v := range ami.Owners {
				if !(v != "") {
					continue
				}
				result = append(result, prefix.ID())
			}
			return result
		}().ToStringArrayOutput()).(pulumi.StringArrayOutput).ApplyT(func(v []string) ([]*Comp, error) {
			var resources []*Comp
			for index := range v {
				res, err := NewComp(ctx, fmt.Sprintf("parts-%v", index), &CompArgs{})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(pulumi.AnyOutput)
		hexes := ids.ApplyT(func(ids2 []*random.RandomId) (pulumi.StringArrayOutput, error) {
			return func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, item := range ids2 {
					result = append(result, item.Hex)
				}
				return result
			}().ToStringArrayOutput(), nil
		}).(pulumi.StringArrayOutput)
		ctx.Export("hexes", hexes)
		ctx.Export("first", ids.ApplyT(func(ids2 []*random.RandomId) (pulumi.StringOutput, error) {
			return ids2[0].B64Std, nil
		}).(pulumi.StringOutput))
		ctx.Export("count", ids.ApplyT(func(ids2 []*random.RandomId) (int, error) {
			return len(ids2), nil
		}).(pulumi.IntOutput))
		ctx.Export("looped", ids.ApplyT(func(ids2 []*random.RandomId) (pulumi.IntArrayOutput, error) {
			return func() pulumi.IntArray {
				result := pulumi.IntArray{}
				for _, i := range ids2 {
					result = append(result, i.ByteLength)
				}
				return result
			}().ToIntArrayOutput(), nil
		}).(pulumi.IntArrayOutput))
		ctx.Export("keys", named.ApplyT(func(named2 map[string]*random.RandomString) ([]string, error) {
			return func() []string {
				result := []string{}
				collection := named2
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					result = append(result, k)
				}
				return result
			}(), nil
		}).(pulumi.StringArrayOutput))
		ctx.Export("partNames", parts.ApplyT(func(v interface{}) (pulumi.StringArrayOutput, error) {
			parts2 := v.([]*Comp)
			return func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, item := range parts2 {
					result = append(result, item.Name)
				}
				return result
			}().ToStringArrayOutput(), nil
		}).(pulumi.StringArrayOutput))
		return nil
	})
}
