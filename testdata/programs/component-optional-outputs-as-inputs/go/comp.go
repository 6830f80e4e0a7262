package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CompArgs are the inputs of a Comp component.
type CompArgs struct {
}

// Comp is a component resource.
type Comp struct {
	pulumi.ResourceState
	Delta pulumi.StringMapOutput
}

// NewComp creates a Comp component and its resources.
func NewComp(ctx *pulumi.Context, name string, args *CompArgs, opts ...pulumi.ResourceOption) (*Comp, error) {
	if args == nil {
		args = &CompArgs{}
	}
	componentResource := &Comp{}
	err := ctx.RegisterComponentResource("components:index:Comp", name, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	mike, err := random.NewRandomId(ctx, name+"-mike", &random.RandomIdArgs{
		ByteLength: pulumi.Int(4),
		Keepers:    pulumi.StringMap{"a": pulumi.String("b")},
	}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Delta = mike.Keepers
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"delta": componentResource.Delta}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
