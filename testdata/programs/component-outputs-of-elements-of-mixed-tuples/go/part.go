package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// PartArgs are the inputs of a Part component.
type PartArgs struct {
}

// Part is a component resource.
type Part struct {
	pulumi.ResourceState
	First  pulumi.StringMapOutput
	Second pulumi.StringOutput
}

// NewPart creates a Part component and its resources.
func NewPart(ctx *pulumi.Context, name string, args *PartArgs, opts ...pulumi.ResourceOption) (*Part, error) {
	if args == nil {
		args = &PartArgs{}
	}
	componentResource := &Part{}
	err := ctx.RegisterComponentResource("components:index:Part", name, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	items := pulumi.ToSecret(pulumi.Array{
		pulumi.Map{"alpha": pulumi.String("a"), "beta": pulumi.String("b")},
		pulumi.Map{"x-y": pulumi.String("c")},
	}).(pulumi.ArrayOutput)
	componentResource.First = items.ApplyT(func(items2 []interface{}) (map[string]string, error) {
		return fromJSON[map[string]string](items2[0]), nil
	}).(pulumi.StringMapOutput)
	componentResource.Second = items.ApplyT(func(items2 []interface{}) (string, error) {
		return fromJSON[map[string]string](items2[1])["x-y"], nil
	}).(pulumi.StringOutput)
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"first":  componentResource.First,
		"second": componentResource.Second,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
