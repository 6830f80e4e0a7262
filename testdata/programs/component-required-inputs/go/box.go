package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// BoxArgs are the inputs of a Box component.
type BoxArgs struct {
	// Size is the number of words
	Size  pulumi.IntInput
	Label *string
	Note  *string
}

// Box is a component resource.
type Box struct {
	pulumi.ResourceState
	Name pulumi.StringOutput
}

// NewBox creates a Box component and its resources.
func NewBox(ctx *pulumi.Context, name string, args *BoxArgs, opts ...pulumi.ResourceOption) (*Box, error) {
	if args == nil {
		args = &BoxArgs{}
	}
	componentResource := &Box{}
	componentInputs := pulumi.Map{
		"size":  pulumi.Any(args.Size),
		"label": pulumi.Any(args.Label),
		"note":  pulumi.Any(args.Note),
	}
	err := ctx.RegisterComponentResourceV2("components:index:Box", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	size := args.Size.ToIntOutput()
	label := "box"
	if args.Label != nil {
		label = *args.Label
	}
	note := args.Note
	pet, err := random.NewRandomPet(ctx, name+"-pet", &random.RandomPetArgs{
		Length:    size,
		Prefix:    pulumi.String(label),
		Separator: pulumi.StringPtrFromPtr(note),
	}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Name = pet.ID().ToStringOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"name": componentResource.Name}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
