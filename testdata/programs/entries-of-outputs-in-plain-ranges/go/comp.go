package main

import (
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/s3"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CompArgs are the inputs of a Comp component.
type CompArgs struct {
}

// Comp is a component resource.
type Comp struct {
	pulumi.ResourceState
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
	_, err = s3.NewBucket(ctx, name+"-b", nil, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
