package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// NamesArgs are the inputs of a Names component.
type NamesArgs struct {
}

// Names is a component resource.
type Names struct {
	pulumi.ResourceState
	Names pulumi.StringArrayOutput
}

// NewNames creates a Names component and its resources.
func NewNames(ctx *pulumi.Context, name string, args *NamesArgs, opts ...pulumi.ResourceOption) (*Names, error) {
	if args == nil {
		args = &NamesArgs{}
	}
	componentResource := &Names{}
	err := ctx.RegisterComponentResource("components:index:Names", name, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	componentResource.Names = pulumi.StringArray{pulumi.String("a"), pulumi.String("b")}.ToStringArrayOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"names": componentResource.Names}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
