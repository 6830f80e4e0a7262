package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// TagArgs are the inputs of a Tag component.
type TagArgs struct {
	Prefix pulumi.StringInput
}

// Tag is a component resource.
type Tag struct {
	pulumi.ResourceState
	Name   pulumi.StringOutput
	Prefix pulumi.StringOutput
}

// NewTag creates a Tag component and its resources.
func NewTag(ctx *pulumi.Context, name string, args *TagArgs, opts ...pulumi.ResourceOption) (*Tag, error) {
	if args == nil {
		args = &TagArgs{}
	}
	componentResource := &Tag{}
	err := ctx.RegisterComponentResource("components:index:Tag", name, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	prefix := args.Prefix.ToStringOutput()
	pet, err := random.NewRandomPet(ctx, name+"-pet", &random.RandomPetArgs{Length: pulumi.Int(2)}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Name = pet.ID().ToStringOutput()
	componentResource.Prefix = prefix
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"name":   componentResource.Name,
		"prefix": componentResource.Prefix,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
