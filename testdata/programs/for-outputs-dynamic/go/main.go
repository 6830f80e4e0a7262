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
		// Issue 12 item 2: a for expression over resources or outputs that builds a
		// map or a list of outputs, used as an output value, as a dynamic input
		// (an untyped component config) and nested in one.
		members := map[string]*simple.Resource{}
		membersRange := map[string]string{"x": "one", "y": "two"}
		for _, key := range slices.Sorted(maps.Keys(membersRange)) {
			value := membersRange[key]
			res, err := simple.NewResource(ctx, fmt.Sprintf("members-%v", key), &simple.ResourceArgs{InputOne: pulumi.String(value)})
			if err != nil {
				return err
			}
			members[key] = res
		}
		var listed []*simple.Resource
		for index := 0; index < 2; index++ {
			res, err := simple.NewResource(ctx, fmt.Sprintf("listed-%v", index), &simple.ResourceArgs{InputOne: pulumi.String(fmt.Sprintf("l%v", index))})
			if err != nil {
				return err
			}
			listed = append(listed, res)
		}
		holder, err := NewHolder(ctx, "holder", &HolderArgs{
			ByKey: func() pulumi.Map {
				result := pulumi.Map{}
				collection := members
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					m := collection[k]
					result[k] = m.Result
				}
				return result
			}(),
			Results: func() pulumi.Array {
				result := pulumi.Array{}
				for _, m := range listed {
					result = append(result, m.Result)
				}
				return result
			}(),
			Nested: pulumi.Map{
				"ids": func() pulumi.Array {
					result := pulumi.Array{}
					collection := members
					for _, k := range slices.Sorted(maps.Keys(collection)) {
						m := collection[k]
						result = append(result, pulumi.Sprintf("%v:%v", k, m.Result))
					}
					return result
				}(),
				"count": pulumi.Int(len(listed)),
			},
		})
		if err != nil {
			return err
		}
		ctx.Export("ids", func() pulumi.Map {
			result := pulumi.Map{}
			collection := members
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				m := collection[k]
				result[k] = m.Result
			}
			return result
		}())
		ctx.Export("idList", func() pulumi.Array {
			result := pulumi.Array{}
			for _, m := range listed {
				result = append(result, m.Result)
			}
			return result
		}())
		ctx.Export("filtered", func() pulumi.Array {
			result := pulumi.Array{}
			collection := members
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				m := collection[k]
				if !(k != "y") {
					continue
				}
				result = append(result, m.Result)
			}
			return result
		}())
		ctx.Export("held", holder.All)
		return nil
	})
}
