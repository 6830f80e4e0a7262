package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CompArgs are the inputs of a Comp component.
type CompArgs struct {
	N int
}

// Comp is a component resource.
type Comp struct {
	pulumi.ResourceState
	PlainNumber pulumi.IntOutput
	PlainText   pulumi.StringOutput
	PlainNames  pulumi.StringArrayOutput
}

// NewComp creates a Comp component and its resources.
func NewComp(ctx *pulumi.Context, name string, args *CompArgs, opts ...pulumi.ResourceOption) (*Comp, error) {
	if args == nil {
		args = &CompArgs{}
	}
	componentResource := &Comp{}
	componentInputs := pulumi.Map{"n": pulumi.Any(args.N)}
	err := ctx.RegisterComponentResourceV2("components:index:Comp", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	n := args.N
	componentResource.PlainNumber = pulumi.Int(-n).ToIntOutput()
	componentResource.PlainText = pulumi.String("t").ToStringOutput()
	componentResource.PlainNames = pulumi.StringArray{pulumi.String("a"), pulumi.String("b")}.ToStringArrayOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"plainNumber": componentResource.PlainNumber,
		"plainText":   componentResource.PlainText,
		"plainNames":  componentResource.PlainNames,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
