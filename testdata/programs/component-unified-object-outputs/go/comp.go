package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CompArgs are the inputs of a Comp component.
type CompArgs struct {
	Pick bool
}

// Comp is a component resource.
type Comp struct {
	pulumi.ResourceState
	Whole  pulumi.MapOutput
	Nested pulumi.MapOutput
}

// NewComp creates a Comp component and its resources.
func NewComp(ctx *pulumi.Context, name string, args *CompArgs, opts ...pulumi.ResourceOption) (*Comp, error) {
	if args == nil {
		args = &CompArgs{}
	}
	componentResource := &Comp{}
	componentInputs := pulumi.Map{"pick": pulumi.Any(args.Pick)}
	err := ctx.RegisterComponentResourceV2("components:index:Comp", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	pick := args.Pick

	// The two branches are objects with different attributes: the output's type
	// declares all of them, its value has the attributes of the branch taken.
	componentResource.Whole = pulumi.ToMap(func() map[string]interface{} {
		if pick {
			return map[string]interface{}{"a": 1, "b": pulumi.IntRef(2), "c": pulumi.IntRef(3)}
		}
		return map[string]interface{}{"a": 4, "d": pulumi.IntRef(5)}
	}()).ToMapOutput()
	componentResource.Nested = pulumi.Map{"inner": pulumi.MapArray{pulumi.ToMap(func() map[string]interface{} {
		if pick {
			return map[string]interface{}{"a": pulumi.IntRef(1), "b": pulumi.IntRef(2)}
		}
		return map[string]interface{}{"c": pulumi.IntRef(3)}
	}())}}.ToMapOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"whole":  componentResource.Whole,
		"nested": componentResource.Nested,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
