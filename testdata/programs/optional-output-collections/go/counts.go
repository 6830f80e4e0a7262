package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CountsArgs are the inputs of a Counts component.
type CountsArgs struct {
	Values pulumi.ArrayInput
	Named  pulumi.MapInput
}

// Counts is a component resource.
type Counts struct {
	pulumi.ResourceState
	Total pulumi.IntOutput
	Kept  pulumi.ArrayOutput
}

// NewCounts creates a Counts component and its resources.
func NewCounts(ctx *pulumi.Context, name string, args *CountsArgs, opts ...pulumi.ResourceOption) (*Counts, error) {
	if args == nil {
		args = &CountsArgs{}
	}
	componentResource := &Counts{}
	componentInputs := pulumi.Map{
		"values": pulumi.Any(args.Values),
		"named":  pulumi.Any(args.Named),
	}
	err := ctx.RegisterComponentResourceV2("components:index:Counts", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	values := args.Values.ToArrayOutput()
	named := args.Named.ToMapOutput()
	componentResource.Total = pulumi.All(values, named).ApplyT(func(resolved []interface{}) (int, error) {
		values2 := optionalValues[int](resolved[0])
		named2 := optionalValueMap[float64](resolved[1])
		return len(func() []*int {
			result := []*int{}
			for _, v := range values2 {
				if !(v != nil) {
					continue
				}
				result = append(result, v)
			}
			return result
		}()) + len(named2), nil
	}).(pulumi.IntOutput)
	componentResource.Kept = values.ApplyT(func(v []interface{}) ([]interface{}, error) {
		values2 := optionalValues[int](v)
		return interfaces(func() []*int {
			result := []*int{}
			for _, v2 := range values2 {
				result = append(result, v2)
			}
			return result
		}()), nil
	}).(pulumi.ArrayOutput)
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"total": componentResource.Total,
		"kept":  componentResource.Kept,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
