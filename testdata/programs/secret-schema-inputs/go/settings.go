package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// SettingsArgs are the inputs of a Settings component.
type SettingsArgs struct {
	Names pulumi.StringArrayInput
}

// Settings is a component resource.
type Settings struct {
	pulumi.ResourceState
	Count pulumi.IntOutput
}

// NewSettings creates a Settings component and its resources.
func NewSettings(ctx *pulumi.Context, name string, args *SettingsArgs, opts ...pulumi.ResourceOption) (*Settings, error) {
	if args == nil {
		args = &SettingsArgs{}
	}
	componentResource := &Settings{}
	componentInputs := pulumi.Map{"names": pulumi.Any(args.Names)}
	err := ctx.RegisterComponentResourceV2("components:index:Settings", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	names := args.Names.ToStringArrayOutput()
	componentResource.Count = names.ApplyT(func(names2 []string) (int, error) {
		return len(names2), nil
	}).(pulumi.IntOutput)
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"count": componentResource.Count}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
