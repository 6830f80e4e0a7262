package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CompArgs are the inputs of a Comp component.
type CompArgs struct {
	Values pulumi.ArrayInput
	ByKey  pulumi.MapInput
}

// Comp is a component resource.
type Comp struct {
	pulumi.ResourceState
	Count  pulumi.IntOutput
	Values pulumi.ArrayOutput
	Keyed  pulumi.MapOutput
}

// NewComp creates a Comp component and its resources.
func NewComp(ctx *pulumi.Context, name string, args *CompArgs, opts ...pulumi.ResourceOption) (*Comp, error) {
	if args == nil {
		args = &CompArgs{}
	}
	componentResource := &Comp{}
	componentInputs := pulumi.Map{
		"values": pulumi.Any(args.Values),
		"byKey":  pulumi.Any(args.ByKey),
	}
	err := ctx.RegisterComponentResourceV2("components:index:Comp", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	values := args.Values.ToArrayOutput()
	byKey := pulumi.Map{}.ToMapOutput()
	if args.ByKey != nil {
		byKey = args.ByKey.ToMapOutput()
	}
	componentResource.Count = values.ApplyT(func(v []interface{}) (int, error) {
		values2 := optionalValues[float64](v)
		return len(values2), nil
	}).(pulumi.IntOutput)
	componentResource.Values = values
	componentResource.Keyed = byKey
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"count":  componentResource.Count,
		"values": componentResource.Values,
		"keyed":  componentResource.Keyed,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
