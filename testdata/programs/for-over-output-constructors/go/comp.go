package main

import (
	"strings"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CompArgs are the inputs of a Comp component.
type CompArgs struct {
	Names []string
}

// Comp is a component resource.
type Comp struct {
	pulumi.ResourceState
	Joined pulumi.StringOutput
}

// NewComp creates a Comp component and its resources.
func NewComp(ctx *pulumi.Context, name string, args *CompArgs, opts ...pulumi.ResourceOption) (*Comp, error) {
	if args == nil {
		args = &CompArgs{}
	}
	componentResource := &Comp{}
	componentInputs := pulumi.Map{}
	if args.Names != nil {
		componentInputs["names"] = pulumi.Any(args.Names)
	}
	err := ctx.RegisterComponentResourceV2("components:index:Comp", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	names := args.Names
	componentResource.Joined = pulumi.String(strings.Join(names, ",")).ToStringOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"joined": componentResource.Joined}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
