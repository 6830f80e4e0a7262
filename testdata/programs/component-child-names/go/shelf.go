package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// ShelfArgs are the inputs of a Shelf component.
type ShelfArgs struct {
}

// Shelf is a component resource.
type Shelf struct {
	pulumi.ResourceState
	Slot pulumi.IntOutput
}

// NewShelf creates a Shelf component and its resources.
func NewShelf(ctx *pulumi.Context, name string, args *ShelfArgs, opts ...pulumi.ResourceOption) (*Shelf, error) {
	if args == nil {
		args = &ShelfArgs{}
	}
	componentResource := &Shelf{}
	err := ctx.RegisterComponentResource("components:index:Shelf", name, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	slot, err := random.NewRandomInteger(ctx, name+"-slot", &random.RandomIntegerArgs{Min: pulumi.Int(1), Max: pulumi.Int(9)}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Slot = slot.Result
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"slot": componentResource.Slot}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
