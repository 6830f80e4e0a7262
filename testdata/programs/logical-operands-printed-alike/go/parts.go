package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// PartsArgs are the inputs of a Parts component.
type PartsArgs struct {
}

// Parts is a component resource.
type Parts struct {
	pulumi.ResourceState
	Class pulumi.BoolOutput
	Other pulumi.BoolOutput
}

// NewParts creates a Parts component and its resources.
func NewParts(ctx *pulumi.Context, name string, args *PartsArgs, opts ...pulumi.ResourceOption) (*Parts, error) {
	if args == nil {
		args = &PartsArgs{}
	}
	componentResource := &Parts{}
	err := ctx.RegisterComponentResource("components:index:Parts", name, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	pet, err := random.NewRandomPet(ctx, name+"-pet", nil, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Class = pet.ID().ToStringOutput().ApplyT(func(id string) (bool, error) {
		return id != "", nil
	}).(pulumi.BoolOutput)
	componentResource.Other = pet.ID().ToStringOutput().ApplyT(func(id string) (bool, error) {
		return id == "", nil
	}).(pulumi.BoolOutput)
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"class": componentResource.Class,
		"other": componentResource.Other,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
