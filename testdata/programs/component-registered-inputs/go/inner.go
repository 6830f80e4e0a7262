package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// InnerArgs are the inputs of a Inner component.
type InnerArgs struct {
	Count pulumi.IntInput
	Text  pulumi.StringInput
}

// Inner is a component resource.
type Inner struct {
	pulumi.ResourceState
	Result pulumi.StringOutput
}

// NewInner creates a Inner component and its resources.
func NewInner(ctx *pulumi.Context, name string, args *InnerArgs, opts ...pulumi.ResourceOption) (*Inner, error) {
	if args == nil {
		args = &InnerArgs{}
	}
	componentResource := &Inner{}
	componentInputs := pulumi.Map{"count": pulumi.Any(args.Count)}
	err := ctx.RegisterComponentResourceV2("components:index:Inner", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	count := args.Count.ToIntOutput()
	text := args.Text.ToStringOutput()
	pet, err := random.NewRandomPet(ctx, name+"-pet", &random.RandomPetArgs{Length: count, Prefix: text}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Result = pet.ID().ToStringOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"result": componentResource.Result}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
