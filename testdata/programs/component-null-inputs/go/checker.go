package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CheckerArgs are the inputs of a Checker component.
type CheckerArgs struct {
	Enabled pulumi.BoolInput
}

// Checker is a component resource.
type Checker struct {
	pulumi.ResourceState
	Enabled pulumi.BoolOutput
}

// NewChecker creates a Checker component and its resources.
func NewChecker(ctx *pulumi.Context, name string, args *CheckerArgs, opts ...pulumi.ResourceOption) (*Checker, error) {
	if args == nil {
		args = &CheckerArgs{}
	}
	componentResource := &Checker{}
	componentInputs := pulumi.Map{"enabled": pulumi.Any(args.Enabled)}
	err := ctx.RegisterComponentResourceV2("components:index:Checker", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	enabled := args.Enabled.ToBoolOutput()
	componentResource.Enabled = enabled
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"enabled": componentResource.Enabled}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
