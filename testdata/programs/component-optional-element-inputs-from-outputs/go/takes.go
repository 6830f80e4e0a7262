package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// TakesArgs are the inputs of a Takes component.
type TakesArgs struct {
	Labels pulumi.MapInput
	Names  pulumi.ArrayInput
}

// Takes is a component resource.
type Takes struct {
	pulumi.ResourceState
	LabelCount pulumi.IntOutput
	Names      pulumi.ArrayOutput
}

// NewTakes creates a Takes component and its resources.
func NewTakes(ctx *pulumi.Context, name string, args *TakesArgs, opts ...pulumi.ResourceOption) (*Takes, error) {
	if args == nil {
		args = &TakesArgs{}
	}
	componentResource := &Takes{}
	componentInputs := pulumi.Map{
		"labels": pulumi.Any(args.Labels),
		"names":  pulumi.Any(args.Names),
	}
	err := ctx.RegisterComponentResourceV2("components:index:Takes", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	labels := pulumi.Map{}.ToMapOutput()
	if args.Labels != nil {
		labels = args.Labels.ToMapOutput()
	}
	names := pulumi.Array{}.ToArrayOutput()
	if args.Names != nil {
		names = args.Names.ToArrayOutput()
	}
	componentResource.LabelCount = labels.ApplyT(func(v map[string]interface{}) (int, error) {
		labels2 := optionalValueMap[string](v)
		return len(labels2), nil
	}).(pulumi.IntOutput)
	componentResource.Names = names.ApplyT(func(v []interface{}) ([]interface{}, error) {
		names2 := optionalValues[string](v)
		return interfaces(func() []*string {
			result := []*string{}
			for _, n := range names2 {
				result = append(result, func() *string {
					if n == nil {
						return pulumi.StringRef("none")
					}
					return n
				}())
			}
			return result
		}()), nil
	}).(pulumi.ArrayOutput)
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"labelCount": componentResource.LabelCount,
		"names":      componentResource.Names,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
