package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// PartArgs are the inputs of a Part component.
type PartArgs struct {
	Title pulumi.StringInput
	Label pulumi.StringInput
	Key   pulumi.StringPtrInput
}

// Part is a component resource.
type Part struct {
	pulumi.ResourceState
	Text pulumi.StringOutput
}

// NewPart creates a Part component and its resources.
func NewPart(ctx *pulumi.Context, name string, args *PartArgs, opts ...pulumi.ResourceOption) (*Part, error) {
	if args == nil {
		args = &PartArgs{}
	}
	componentResource := &Part{}
	componentInputs := pulumi.Map{
		"title": pulumi.Any(args.Title),
		"label": pulumi.Any(args.Label),
		"key":   pulumi.Any(args.Key),
	}
	err := ctx.RegisterComponentResourceV2("components:index:Part", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	title := args.Title.ToStringOutput()
	label := args.Label.ToStringOutput()
	key := pulumi.String("none").ToStringOutput()
	if args.Key != nil {
		key = stringOr(args.Key.ToStringPtrOutput(), key)
	}
	componentResource.Text = pulumi.Sprintf("%v/%v/%v", title, label, key)
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"text": componentResource.Text}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
