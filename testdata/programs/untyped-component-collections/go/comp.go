package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CompArgs are the inputs of a Comp component.
type CompArgs struct {
	Values pulumi.ArrayInput
}

// Comp is a component resource.
type Comp struct {
	pulumi.ResourceState
	Count   pulumi.IntOutput
	Present pulumi.ArrayOutput
}

// NewComp creates a Comp component and its resources.
func NewComp(ctx *pulumi.Context, name string, args *CompArgs, opts ...pulumi.ResourceOption) (*Comp, error) {
	if args == nil {
		args = &CompArgs{}
	}
	componentResource := &Comp{}
	componentInputs := pulumi.Map{"values": pulumi.Any(args.Values)}
	err := ctx.RegisterComponentResourceV2("components:index:Comp", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	values := args.Values.ToArrayOutput()
	componentResource.Count = values.ApplyT(func(v []interface{}) (int, error) {
		values2 := optionalValues[float64](v)
		return len(values2), nil
	}).(pulumi.IntOutput)
	componentResource.Present = values.ApplyT(func(v []interface{}) ([]interface{}, error) {
		values2 := optionalValues[float64](v)
		return interfaces(func() []*float64 {
			result := []*float64{}
			for _, v2 := range values2 {
				if !(v2 != nil) {
					continue
				}
				result = append(result, v2)
			}
			return result
		}()), nil
	}).(pulumi.ArrayOutput)
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"count":   componentResource.Count,
		"present": componentResource.Present,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
