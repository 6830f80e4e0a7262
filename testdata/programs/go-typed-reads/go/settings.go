package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// SettingsArgs are the inputs of a Settings component.
type SettingsArgs struct {
	Limits pulumi.MapInput
}

// Settings is a component resource.
type Settings struct {
	pulumi.ResourceState
	Tango pulumi.Float64Output
}

// NewSettings creates a Settings component and its resources.
func NewSettings(ctx *pulumi.Context, name string, args *SettingsArgs, opts ...pulumi.ResourceOption) (*Settings, error) {
	if args == nil {
		args = &SettingsArgs{}
	}
	componentResource := &Settings{}
	componentInputs := pulumi.Map{"limits": pulumi.Any(args.Limits)}
	err := ctx.RegisterComponentResourceV2("components:index:Settings", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	limits := pulumi.Map{"tango": pulumi.Float64(1.0)}.ToMapOutput()
	if args.Limits != nil {
		limits = args.Limits.ToMapOutput()
	}
	componentResource.Tango = limits.ApplyT(func(limits2 map[string]interface{}) (float64, error) {
		return dynamicFloat(limits2["tango"]), nil
	}).(pulumi.Float64Output)
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"tango": componentResource.Tango}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
