package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// ScalerArgs are the inputs of a Scaler component.
type ScalerArgs struct {
	Disabled pulumi.BoolPtrInput
	Target   pulumi.Float64PtrInput
	Label    *string
}

// Scaler is a component resource.
type Scaler struct {
	pulumi.ResourceState
	Label    pulumi.StringOutput
	Disabled pulumi.BoolOutput
	Target   pulumi.Float64Output
}

// NewScaler creates a Scaler component and its resources.
func NewScaler(ctx *pulumi.Context, name string, args *ScalerArgs, opts ...pulumi.ResourceOption) (*Scaler, error) {
	if args == nil {
		args = &ScalerArgs{}
	}
	componentResource := &Scaler{}
	componentInputs := pulumi.Map{
		"disabled": pulumi.Any(args.Disabled),
		"target":   pulumi.Any(args.Target),
		"label":    pulumi.Any(args.Label),
	}
	err := ctx.RegisterComponentResourceV2("components:index:Scaler", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	disabled := pulumi.Bool(true).ToBoolOutput()
	if args.Disabled != nil {
		disabled = boolOr(args.Disabled.ToBoolPtrOutput(), disabled)
	}
	target := pulumi.Float64(1.5).ToFloat64Output()
	if args.Target != nil {
		target = float64Or(args.Target.ToFloat64PtrOutput(), target)
	}
	label := "unlabelled"
	if args.Label != nil {
		label = *args.Label
	}
	componentResource.Label = pulumi.String(label).ToStringOutput()
	componentResource.Disabled = disabled
	componentResource.Target = target.ApplyT(func(target2 float64) (float64, error) {
		return target2 * 2.0, nil
	}).(pulumi.Float64Output)
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"label":    componentResource.Label,
		"disabled": componentResource.Disabled,
		"target":   componentResource.Target,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
