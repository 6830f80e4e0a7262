package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// HolderArgs are the inputs of a Holder component.
type HolderArgs struct {
	ByKey   pulumi.Input
	Results pulumi.Input
	Nested  pulumi.Input
}

// Holder is a component resource.
type Holder struct {
	pulumi.ResourceState
	All pulumi.ArrayOutput
}

// NewHolder creates a Holder component and its resources.
func NewHolder(ctx *pulumi.Context, name string, args *HolderArgs, opts ...pulumi.ResourceOption) (*Holder, error) {
	if args == nil {
		args = &HolderArgs{}
	}
	componentResource := &Holder{}
	componentInputs := pulumi.Map{
		"byKey":   pulumi.Any(args.ByKey),
		"results": pulumi.Any(args.Results),
		"nested":  pulumi.Any(args.Nested),
	}
	err := ctx.RegisterComponentResourceV2("components:index:Holder", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	byKey := pulumi.Any(args.ByKey)
	results := pulumi.Any(args.Results)
	nested := pulumi.Any(args.Nested)
	componentResource.All = pulumi.Array{byKey, results, nested}.ToArrayOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"all": componentResource.All}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
