package main

import (
	"fmt"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// PartArgs are the inputs of a Part component.
type PartArgs struct {
	Sizes []*int
	Label *string
}

// Part is a component resource.
type Part struct {
	pulumi.ResourceState
	Count pulumi.StringOutput
}

// NewPart creates a Part component and its resources.
func NewPart(ctx *pulumi.Context, name string, args *PartArgs, opts ...pulumi.ResourceOption) (*Part, error) {
	if args == nil {
		args = &PartArgs{}
	}
	componentResource := &Part{}
	componentInputs := pulumi.Map{"label": pulumi.Any(args.Label)}
	if args.Sizes != nil {
		componentInputs["sizes"] = pulumi.Any(args.Sizes)
	}
	err := ctx.RegisterComponentResourceV2("components:index:Part", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	sizes := args.Sizes
	label := "none"
	if args.Label != nil {
		label = *args.Label
	}
	componentResource.Count = pulumi.String(fmt.Sprintf("%v-%v", len(sizes), label)).ToStringOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"count": componentResource.Count}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
