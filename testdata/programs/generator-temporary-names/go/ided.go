package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// IdedArgs are the inputs of a Ided component.
type IdedArgs struct {
	Prefix string
}

// Ided is a component resource.
type Ided struct {
	pulumi.ResourceState
	Id pulumi.StringOutput
}

// NewIded creates a Ided component and its resources.
func NewIded(ctx *pulumi.Context, name string, args *IdedArgs, opts ...pulumi.ResourceOption) (*Ided, error) {
	if args == nil {
		args = &IdedArgs{}
	}
	componentResource := &Ided{}
	componentInputs := pulumi.Map{"prefix": pulumi.Any(args.Prefix)}
	err := ctx.RegisterComponentResourceV2("components:index:Ided", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	prefix := args.Prefix

	// A component's output may be named id: a component has no ID of its own.
	componentResource.Id = pulumi.String(prefix + "-id").ToStringOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"id": componentResource.Id}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
