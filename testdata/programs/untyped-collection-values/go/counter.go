package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CounterArgs are the inputs of a Counter component.
type CounterArgs struct {
	Base pulumi.IntPtrInput
}

// Counter is a component resource.
type Counter struct {
	pulumi.ResourceState
	Remaining pulumi.IntOutput
}

// NewCounter creates a Counter component and its resources.
func NewCounter(ctx *pulumi.Context, name string, args *CounterArgs, opts ...pulumi.ResourceOption) (*Counter, error) {
	if args == nil {
		args = &CounterArgs{}
	}
	componentResource := &Counter{}
	componentInputs := pulumi.Map{"base": pulumi.Any(args.Base)}
	err := ctx.RegisterComponentResourceV2("components:index:Counter", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	base := args.Base.ToIntPtrOutput()
	componentResource.Remaining = base.ApplyT(func(base2 *int) (int, error) {
		return func() int {
			if true {
				return 16
			}
			return 3
		}() - *base2, nil
	}).(pulumi.IntOutput)
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"remaining": componentResource.Remaining}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
