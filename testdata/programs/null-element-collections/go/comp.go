package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CompArgs are the inputs of a Comp component.
type CompArgs struct {
}

// Comp is a component resource.
type Comp struct {
	pulumi.ResourceState
	Nothing pulumi.ArrayOutput
}

// NewComp creates a Comp component and its resources.
func NewComp(ctx *pulumi.Context, name string, args *CompArgs, opts ...pulumi.ResourceOption) (*Comp, error) {
	if args == nil {
		args = &CompArgs{}
	}
	componentResource := &Comp{}
	err := ctx.RegisterComponentResource("components:index:Comp", name, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	componentResource.Nothing = func() pulumi.Array {
		result := pulumi.Array{}
		for range []interface{}{} {
			if !(func() bool {
				if false {
					return true
				}
				return -2.75 <= 1.5
			}()) {
				continue
			}
			result = append(result, nil)
		}
		return result
	}().ToArrayOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"nothing": componentResource.Nothing}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
