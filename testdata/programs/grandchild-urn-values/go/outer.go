package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// OuterArgs are the inputs of a Outer component.
type OuterArgs struct {
}

// Outer is a component resource.
type Outer struct {
	pulumi.ResourceState
	Urns pulumi.StringArrayOutput
}

// NewOuter creates a Outer component and its resources.
func NewOuter(ctx *pulumi.Context, name string, args *OuterArgs, opts ...pulumi.ResourceOption) (*Outer, error) {
	if args == nil {
		args = &OuterArgs{}
	}
	componentResource := &Outer{}
	err := ctx.RegisterComponentResource("components:index:Outer", name, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	nested, err := NewInner(ctx, name+"-nested", &InnerArgs{}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	id, err := random.NewRandomId(ctx, name+"-id", &random.RandomIdArgs{ByteLength: pulumi.Int(2)}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Urns = pulumi.StringArray{
		nested.Address,
		pulumi.Sprintf("outer:%v%v", id.URN().ToStringOutput(), id.Hex),
	}.ToStringArrayOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"urns": componentResource.Urns}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
