package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CompArgs are the inputs of a Comp component.
type CompArgs struct {
	Label pulumi.StringInput
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
	componentInputs := pulumi.Map{"label": pulumi.Any(args.Label)}
	err := ctx.RegisterComponentResourceV2("components:index:Comp", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	label := args.Label.ToStringOutput()
	pet, err := random.NewRandomPet(ctx, name+"-pet", &random.RandomPetArgs{Prefix: label}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Name = pet.ID().ToStringOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"name": componentResource.Name}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
