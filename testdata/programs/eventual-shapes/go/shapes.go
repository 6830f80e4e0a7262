package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// ShapesArgs are the inputs of a Shapes component.
type ShapesArgs struct {
	Flag pulumi.BoolInput
}

// Shapes is a component resource.
type Shapes struct {
	pulumi.ResourceState
	Empty pulumi.MapOutput
}

// NewShapes creates a Shapes component and its resources.
func NewShapes(ctx *pulumi.Context, name string, args *ShapesArgs, opts ...pulumi.ResourceOption) (*Shapes, error) {
	if args == nil {
		args = &ShapesArgs{}
	}
	componentResource := &Shapes{}
	componentInputs := pulumi.Map{"flag": pulumi.Any(args.Flag)}
	err := ctx.RegisterComponentResourceV2("components:index:Shapes", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	flag := args.Flag.ToBoolOutput()

	// An object built in an apply: TypeScript infers {} for it, where the
	// component's output is a record.
	componentResource.Empty = flag.ApplyT(func(flag2 bool) (map[string]interface{}, error) {
		return func() map[string]interface{} {
			if !flag2 {
				return map[string]interface{}{}
			}
			return map[string]interface{}{}
		}(), nil
	}).(pulumi.MapOutput)
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"empty": componentResource.Empty}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
