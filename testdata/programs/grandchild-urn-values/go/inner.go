package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// InnerArgs are the inputs of a Inner component.
type InnerArgs struct {
}

// Inner is a component resource.
type Inner struct {
	pulumi.ResourceState
	Address pulumi.StringOutput
}

// NewInner creates a Inner component and its resources.
func NewInner(ctx *pulumi.Context, name string, args *InnerArgs, opts ...pulumi.ResourceOption) (*Inner, error) {
	if args == nil {
		args = &InnerArgs{}
	}
	componentResource := &Inner{}
	err := ctx.RegisterComponentResource("components:index:Inner", name, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	pet, err := random.NewRandomPet(ctx, name+"-pet", nil, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Address = pulumi.Sprintf("inner:%v", pet.URN().ToStringOutput())
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"address": componentResource.Address}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
