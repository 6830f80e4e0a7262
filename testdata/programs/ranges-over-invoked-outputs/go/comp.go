package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CompArgs are the inputs of a Comp component.
type CompArgs struct {
}

// Comp is a component resource.
type Comp struct {
	pulumi.ResourceState
	Name pulumi.StringOutput
}

// NewComp creates a Comp component and its resources.
func NewComp(ctx *pulumi.Context, name string, args *CompArgs, opts ...pulumi.ResourceOption) (*Comp, error) {
	if args == nil {
		args = &CompArgs{}
	}
	componentResource := &Comp{}
	err := ctx.RegisterComponentResource("components:index:Comp", name, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	pet, err := random.NewRandomPet(ctx, name+"-pet", &random.RandomPetArgs{Length: pulumi.Int(2)}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Name = pet.ID().ToStringOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"name": componentResource.Name}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
