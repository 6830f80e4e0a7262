package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// MemberArgs are the inputs of a Member component.
type MemberArgs struct {
	Size   pulumi.IntInput
	Prefix pulumi.StringInput
}

// Member is a component resource.
type Member struct {
	pulumi.ResourceState
	Name pulumi.StringOutput
	Size pulumi.IntOutput
}

// NewMember creates a Member component and its resources.
func NewMember(ctx *pulumi.Context, name string, args *MemberArgs, opts ...pulumi.ResourceOption) (*Member, error) {
	if args == nil {
		args = &MemberArgs{}
	}
	componentResource := &Member{}
	err := ctx.RegisterComponentResource("components:index:Member", name, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	size := args.Size.ToIntOutput()
	prefix := args.Prefix.ToStringOutput()

	// The outputs read across instances come from a resource that does not take
	// the prefix: were they computed from it, each instance's output would wait
	// for itself, a circular reference.
	id, err := random.NewRandomId(ctx, name+"-id", &random.RandomIdArgs{ByteLength: size}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	_, err = random.NewRandomPet(ctx, name+"-pet", &random.RandomPetArgs{Length: size, Prefix: prefix}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Name = id.Hex
	componentResource.Size = id.ByteLength
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"name": componentResource.Name,
		"size": componentResource.Size,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
