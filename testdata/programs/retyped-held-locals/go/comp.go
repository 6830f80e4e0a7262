package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CompArgs are the inputs of a Comp component.
type CompArgs struct {
	Count pulumi.IntInput
}

// Comp is a component resource.
type Comp struct {
	pulumi.ResourceState
	Labels pulumi.MapArrayOutput
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
	count := args.Count.ToIntOutput()

	// Locals that hold an output as bound (a secret), and another value that
	// is an output only because the component's config is given one.
	settings := pulumi.Float64Map{
		"ratio": pulumi.ToSecret(pulumi.Float64(0.5)).(pulumi.Float64Output),
		"size": count.ApplyT(func(count2 int) (int, error) {
			return func() int {
				if count2 > 2 {
					return 11
				}
				return 7
			}(), nil
		}).(pulumi.IntOutput).ApplyT(func(v int) float64 {
			return float64(v)
		}).(pulumi.Float64Output),
	}
	sizes := pulumi.IntArray{
		pulumi.ToSecret(pulumi.Int(1)).(pulumi.IntOutput),
		count.ApplyT(func(count2 int) (int, error) {
			return count2 * 2, nil
		}).(pulumi.IntOutput),
	}
	labels := pulumi.MapArray{pulumi.Map{
		"label": pulumi.Sprintf("%v/%v/%v", settings["ratio"].(pulumi.Float64Input).ToFloat64Output().ApplyT(numberText).(pulumi.StringOutput), settings["size"].(pulumi.Float64Input).ToFloat64Output().ApplyT(func(v float64) int {
			return int(v)
		}).(pulumi.IntOutput), settings["size"].(pulumi.Float64Input).ToFloat64Output().ApplyT(func(v float64) int {
			return int(v)
		}).(pulumi.IntOutput)),
		"first": sizes[1].(pulumi.IntInput).ToIntOutput().ApplyT(func(sizes2 int) (int, error) {
			return sizes2 + 1, nil
		}).(pulumi.IntOutput),
	}}
	componentResource.Labels = labels.ToMapArrayOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"labels": componentResource.Labels}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
