package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CompaArgs are the inputs of a Compa component.
type CompaArgs struct {
}

// Compa is a component resource.
type Compa struct {
	pulumi.ResourceState
	Named pulumi.StringOutput
}

// NewCompa creates a Compa component and its resources.
func NewCompa(ctx *pulumi.Context, name string, args *CompaArgs, opts ...pulumi.ResourceOption) (*Compa, error) {
	if args == nil {
		args = &CompaArgs{}
	}
	componentResource := &Compa{}
	err := ctx.RegisterComponentResource("components:index:Compa", name, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	componentResource.Named = pulumi.String("named").ToStringOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"named": componentResource.Named}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
