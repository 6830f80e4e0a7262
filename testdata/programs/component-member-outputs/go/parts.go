package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// PartsArgs are the inputs of a Parts component.
type PartsArgs struct {
	Size int
}

// Parts is a component resource.
type Parts struct {
	pulumi.ResourceState
	RegisterOutputs pulumi.StringOutput
	GetProvider     pulumi.IntOutput
}

// NewParts creates a Parts component and its resources.
func NewParts(ctx *pulumi.Context, name string, args *PartsArgs, opts ...pulumi.ResourceOption) (*Parts, error) {
	if args == nil {
		args = &PartsArgs{}
	}
	componentResource := &Parts{}
	componentInputs := pulumi.Map{"size": pulumi.Any(args.Size)}
	err := ctx.RegisterComponentResourceV2("components:index:Parts", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	size := args.Size
	pet, err := random.NewRandomPet(ctx, name+"-pet", &random.RandomPetArgs{Length: pulumi.Int(size)}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.RegisterOutputs = pet.ID().ToStringOutput()
	componentResource.GetProvider = pulumi.Int(size * 2).ToIntOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"registerOutputs": componentResource.RegisterOutputs,
		"getProvider":     componentResource.GetProvider,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
