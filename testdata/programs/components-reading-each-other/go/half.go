package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// HalfArgs are the inputs of a Half component.
type HalfArgs struct {
	Peer pulumi.StringInput
}

// Half is a component resource.
type Half struct {
	pulumi.ResourceState
	Own  pulumi.StringOutput
	Seen pulumi.StringOutput
}

// NewHalf creates a Half component and its resources.
func NewHalf(ctx *pulumi.Context, name string, args *HalfArgs, opts ...pulumi.ResourceOption) (*Half, error) {
	if args == nil {
		args = &HalfArgs{}
	}
	componentResource := &Half{}
	err := ctx.RegisterComponentResource("components:index:Half", name, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	peer := args.Peer.ToStringOutput()
	word, err := random.NewRandomPet(ctx, name+"-word", &random.RandomPetArgs{Length: pulumi.Int(1)}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Own = word.ID().ToStringOutput()
	componentResource.Seen = pulumi.Sprintf("peer:%v", peer)
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"own": componentResource.Own, "seen": componentResource.Seen}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
