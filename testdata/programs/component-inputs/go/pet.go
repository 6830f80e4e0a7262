package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// PetArgs are the inputs of a Pet component.
type PetArgs struct {
	// Length is the number of words
	Length pulumi.IntInput
	Prefix pulumi.StringPtrInput
}

// Pet is a component resource.
type Pet struct {
	pulumi.ResourceState
	Name   pulumi.StringOutput
	Suffix pulumi.StringOutput
}

// NewPet creates a Pet component and its resources.
func NewPet(ctx *pulumi.Context, name string, args *PetArgs, opts ...pulumi.ResourceOption) (*Pet, error) {
	if args == nil {
		args = &PetArgs{}
	}
	componentResource := &Pet{}
	componentInputs := pulumi.Map{"length": pulumi.Any(args.Length)}
	err := ctx.RegisterComponentResourceV2("components:index:Pet", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	length := args.Length.ToIntOutput()
	prefix := pulumi.String("pet").ToStringOutput()
	if args.Prefix != nil {
		prefix = stringOr(args.Prefix.ToStringPtrOutput(), prefix)
	}
	pet, err := random.NewRandomPet(ctx, name+"-pet", &random.RandomPetArgs{Length: length, Prefix: prefix}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	suffix, err := random.NewRandomString(ctx, name+"-suffix", &random.RandomStringArgs{
		Length: length.ApplyT(func(length2 int) (int, error) {
			return length2 * 2, nil
		}).(pulumi.IntOutput),
		Special: pulumi.Bool(false),
	}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Name = pulumi.Sprintf("%v-%v", pet.ID().ToStringOutput(), suffix.Result)
	componentResource.Suffix = suffix.Result
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"name":   componentResource.Name,
		"suffix": componentResource.Suffix,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
