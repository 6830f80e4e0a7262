package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CompArgs are the inputs of a Comp component.
type CompArgs struct {
	Count int
}

// Comp is a component resource.
type Comp struct {
	pulumi.ResourceState
	Doubled pulumi.IntOutput
}

// NewComp creates a Comp component and its resources.
func NewComp(ctx *pulumi.Context, name string, args *CompArgs, opts ...pulumi.ResourceOption) (*Comp, error) {
	if args == nil {
		args = &CompArgs{}
	}
	componentResource := &Comp{}
	componentInputs := pulumi.Map{"count": pulumi.Any(args.Count)}
	err := ctx.RegisterComponentResourceV2("components:index:Comp", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	count := args.Count
	componentResource.Doubled = pulumi.Int(count * 2).ToIntOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"doubled": componentResource.Doubled}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
