package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// FirstArgs are the inputs of a First component.
type FirstArgs struct {
	Size pulumi.IntInput
}

// First is a component resource.
type First struct {
	pulumi.ResourceState
	Name pulumi.StringOutput
}

// NewFirst creates a First component and its resources.
func NewFirst(ctx *pulumi.Context, name string, args *FirstArgs, opts ...pulumi.ResourceOption) (*First, error) {
	if args == nil {
		args = &FirstArgs{}
	}
	componentResource := &First{}
	err := ctx.RegisterComponentResource("components:index:First", name, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	size := args.Size.ToIntOutput()
	pet, err := random.NewRandomPet(ctx, name+"-pet", &random.RandomPetArgs{Length: size.ApplyT(func(size2 int) (int, error) {
		return size2 + 1, nil
	}).(pulumi.IntOutput)}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Name = pet.ID().ToStringOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"name": componentResource.Name}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
