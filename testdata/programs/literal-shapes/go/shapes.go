package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// ShapesArgs are the inputs of a Shapes component.
type ShapesArgs struct {
	Flag *bool
}

// Shapes is a component resource.
type Shapes struct {
	pulumi.ResourceState
	EmptyObject pulumi.MapOutput
	EmptyList   pulumi.ArrayOutput
	Mixed       pulumi.ArrayOutput
	Flags       pulumi.BoolArrayOutput
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
	flag := true
	if args.Flag != nil {
		flag = *args.Flag
	}
	componentResource.EmptyObject = pulumi.Map{}.ToMapOutput()
	componentResource.EmptyList = pulumi.Array{}.ToArrayOutput()
	componentResource.Mixed = pulumi.Array{pulumi.Bool(flag), pulumi.String("x"), pulumi.Int(1)}.ToArrayOutput()
	componentResource.Flags = pulumi.BoolArray{pulumi.Bool(flag), pulumi.Bool(!flag), pulumi.Bool(true)}.ToBoolArrayOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"emptyObject": componentResource.EmptyObject,
		"emptyList":   componentResource.EmptyList,
		"mixed":       componentResource.Mixed,
		"flags":       componentResource.Flags,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
