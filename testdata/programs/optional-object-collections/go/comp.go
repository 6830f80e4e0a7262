package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CompArgs are the inputs of a Comp component.
type CompArgs struct {
	Configs pulumi.ArrayInput
}

// Comp is a component resource.
type Comp struct {
	pulumi.ResourceState
	Configs pulumi.ArrayOutput
}

// NewComp creates a Comp component and its resources.
func NewComp(ctx *pulumi.Context, name string, args *CompArgs, opts ...pulumi.ResourceOption) (*Comp, error) {
	if args == nil {
		args = &CompArgs{}
	}
	componentResource := &Comp{}
	componentInputs := pulumi.Map{"configs": pulumi.Any(args.Configs)}
	err := ctx.RegisterComponentResourceV2("components:index:Comp", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	configs := args.Configs.ToArrayOutput()
	componentResource.Configs = configs
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"configs": componentResource.Configs}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
