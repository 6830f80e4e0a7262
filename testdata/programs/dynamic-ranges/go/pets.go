package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// PetsArgs are the inputs of a Pets component.
type PetsArgs struct {
	Label string
}

// Pets is a component resource.
type Pets struct {
	pulumi.ResourceState
	PetId pulumi.StringOutput
}

// NewPets creates a Pets component and its resources.
func NewPets(ctx *pulumi.Context, name string, args *PetsArgs, opts ...pulumi.ResourceOption) (*Pets, error) {
	if args == nil {
		args = &PetsArgs{}
	}
	componentResource := &Pets{}
	componentInputs := pulumi.Map{"label": pulumi.Any(args.Label)}
	err := ctx.RegisterComponentResourceV2("components:index:Pets", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	label := args.Label
	pet, err := random.NewRandomPet(ctx, name+"-pet", &random.RandomPetArgs{Prefix: pulumi.String(label)}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.PetId = pet.ID().ToStringOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"petId": componentResource.PetId}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
