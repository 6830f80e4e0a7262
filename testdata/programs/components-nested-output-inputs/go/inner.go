package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// InnerArgs are the inputs of a Inner component.
type InnerArgs struct {
	Value pulumi.StringInput
}

// Inner is a component resource.
type Inner struct {
	pulumi.ResourceState
	Seen pulumi.StringOutput
	Size pulumi.IntOutput
}

// NewInner creates a Inner component and its resources.
func NewInner(ctx *pulumi.Context, name string, args *InnerArgs, opts ...pulumi.ResourceOption) (*Inner, error) {
	if args == nil {
		args = &InnerArgs{}
	}
	componentResource := &Inner{}
	componentInputs := pulumi.Map{"value": pulumi.Any(args.Value)}
	err := ctx.RegisterComponentResourceV2("components:index:Inner", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	value := args.Value.ToStringOutput()
	_, err = random.NewRandomPet(ctx, name+"-word", &random.RandomPetArgs{Length: value.ApplyT(func(value2 string) (int, error) {
		return graphemeCount(value2), nil
	}).(pulumi.IntOutput)}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Seen = pulumi.Sprintf("value=%v", value)
	componentResource.Size = value.ApplyT(func(value2 string) (int, error) {
		return graphemeCount(value2), nil
	}).(pulumi.IntOutput)
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"seen": componentResource.Seen,
		"size": componentResource.Size,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
