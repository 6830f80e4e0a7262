package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// HolderArgs are the inputs of a Holder component.
type HolderArgs struct {
	Label pulumi.StringInput
	Count int
}

// Holder is a component resource.
type Holder struct {
	pulumi.ResourceState
	Label pulumi.StringOutput
}

// NewHolder creates a Holder component and its resources.
func NewHolder(ctx *pulumi.Context, name string, args *HolderArgs, opts ...pulumi.ResourceOption) (*Holder, error) {
	if args == nil {
		args = &HolderArgs{}
	}
	componentResource := &Holder{}
	componentInputs := pulumi.Map{
		"label": pulumi.Any(args.Label),
		"count": pulumi.Any(args.Count),
	}
	err := ctx.RegisterComponentResourceV2("components:index:Holder", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	label := args.Label.ToStringOutput()
	count := args.Count
	pet, err := random.NewRandomPet(ctx, name+"-pet", &random.RandomPetArgs{Prefix: label, Length: pulumi.Int(count)}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Label = pet.ID().ToStringOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"label": componentResource.Label}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
