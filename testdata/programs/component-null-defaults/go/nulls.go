package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// NullsArgs are the inputs of a Nulls component.
type NullsArgs struct {
	Count   pulumi.IntPtrInput
	Label   pulumi.StringPtrInput
	Enabled pulumi.BoolPtrInput
	Ratio   pulumi.Float64PtrInput
	Names   pulumi.StringArrayInput
	Sizes   pulumi.Float64MapInput
	Owner   pulumi.StringMapInput
}

// Nulls is a component resource.
type Nulls struct {
	pulumi.ResourceState
	Count   pulumi.IntOutput
	Label   pulumi.StringOutput
	Enabled pulumi.StringOutput
	Ratio   pulumi.Float64Output
	Names   pulumi.IntOutput
	Sizes   pulumi.IntOutput
	Owner   pulumi.StringPtrOutput
}

// NewNulls creates a Nulls component and its resources.
func NewNulls(ctx *pulumi.Context, name string, args *NullsArgs, opts ...pulumi.ResourceOption) (*Nulls, error) {
	if args == nil {
		args = &NullsArgs{}
	}
	componentResource := &Nulls{}
	componentInputs := pulumi.Map{
		"count":   pulumi.Any(args.Count),
		"label":   pulumi.Any(args.Label),
		"enabled": pulumi.Any(args.Enabled),
		"ratio":   pulumi.Any(args.Ratio),
		"names":   pulumi.Any(args.Names),
		"sizes":   pulumi.Any(args.Sizes),
		"owner":   pulumi.Any(args.Owner),
	}
	err := ctx.RegisterComponentResourceV2("components:index:Nulls", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	// Config variables whose default is null: none when an instance leaves
	// them out.
	count := pulumi.Any(nil).ApplyT(func(interface{}) *int {
		return nil
	}).(pulumi.IntPtrOutput)
	if args.Count != nil {
		count = args.Count.ToIntPtrOutput()
	}
	label := pulumi.Any(nil).ApplyT(func(interface{}) *string {
		return nil
	}).(pulumi.StringPtrOutput)
	if args.Label != nil {
		label = args.Label.ToStringPtrOutput()
	}
	enabled := pulumi.Any(nil).ApplyT(func(interface{}) *bool {
		return nil
	}).(pulumi.BoolPtrOutput)
	if args.Enabled != nil {
		enabled = args.Enabled.ToBoolPtrOutput()
	}
	ratio := pulumi.Any(nil).ApplyT(func(interface{}) *float64 {
		return nil
	}).(pulumi.Float64PtrOutput)
	if args.Ratio != nil {
		ratio = args.Ratio.ToFloat64PtrOutput()
	}
	names := pulumi.Any(nil).ApplyT(func(interface{}) []string {
		return nil
	}).(pulumi.StringArrayOutput)
	if args.Names != nil {
		names = args.Names.ToStringArrayOutput()
	}
	sizes := pulumi.Any(nil).ApplyT(func(interface{}) map[string]float64 {
		return nil
	}).(pulumi.Float64MapOutput)
	if args.Sizes != nil {
		sizes = args.Sizes.ToFloat64MapOutput()
	}
	owner := pulumi.Any(nil).ApplyT(func(interface{}) map[string]string {
		return nil
	}).(pulumi.StringMapOutput)
	if args.Owner != nil {
		owner = args.Owner.ToStringMapOutput()
	}
	componentResource.Count = pulumi.All(count).ApplyT(func(resolved []interface{}) (int, error) {
		count2 := resolved[0].(*int)
		return func() int {
			if count2 == nil {
				return -1
			}
			return *count2 + 1
		}(), nil
	}).(pulumi.IntOutput)
	componentResource.Label = pulumi.All(label).ApplyT(func(resolved []interface{}) (string, error) {
		label2 := resolved[0].(*string)
		return func() string {
			if label2 == nil {
				return "none"
			}
			return "label " + *label2
		}(), nil
	}).(pulumi.StringOutput)
	componentResource.Enabled = pulumi.All(enabled).ApplyT(func(resolved []interface{}) (string, error) {
		enabled2 := resolved[0].(*bool)
		return func() string {
			if enabled2 == nil {
				return "unset"
			}
			return func() string {
				if *enabled2 {
					return "on"
				}
				return "off"
			}()
		}(), nil
	}).(pulumi.StringOutput)
	componentResource.Ratio = pulumi.All(ratio).ApplyT(func(resolved []interface{}) (float64, error) {
		ratio2 := resolved[0].(*float64)
		return func() float64 {
			if ratio2 == nil {
				return 0.0
			}
			return *ratio2 * 2.0
		}(), nil
	}).(pulumi.Float64Output)
	componentResource.Names = pulumi.All(names).ApplyT(func(resolved []interface{}) (int, error) {
		names2 := resolved[0].([]string)
		return func() int {
			if names2 == nil {
				return 0
			}
			return len(names2)
		}(), nil
	}).(pulumi.IntOutput)
	componentResource.Sizes = pulumi.All(sizes).ApplyT(func(resolved []interface{}) (int, error) {
		sizes2 := resolved[0].(map[string]float64)
		return func() int {
			if sizes2 == nil {
				return 0
			}
			return len(sizes2)
		}(), nil
	}).(pulumi.IntOutput)
	componentResource.Owner = pulumi.All(owner).ApplyT(func(resolved []interface{}) (*string, error) {
		owner2 := resolved[0].(map[string]string)
		return func() *string {
			if owner2 == nil {
				return pulumi.StringRef("nobody")
			}
			return pulumi.StringRef(owner2["name"])
		}(), nil
	}).(pulumi.StringPtrOutput)
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"count":   componentResource.Count,
		"label":   componentResource.Label,
		"enabled": componentResource.Enabled,
		"ratio":   componentResource.Ratio,
		"names":   componentResource.Names,
		"sizes":   componentResource.Sizes,
		"owner":   componentResource.Owner,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
