package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// TagArgs are the inputs of a Tag component.
type TagArgs struct {
	Name pulumi.StringInput
}

// Tag is a component resource.
type Tag struct {
	pulumi.ResourceState
	Tag pulumi.StringOutput
}

// NewTag creates a Tag component and its resources.
func NewTag(ctx *pulumi.Context, name string, args *TagArgs, opts ...pulumi.ResourceOption) (*Tag, error) {
	if args == nil {
		args = &TagArgs{}
	}
	componentResource := &Tag{}
	componentInputs := pulumi.Map{"name": pulumi.Any(args.Name)}
	err := ctx.RegisterComponentResourceV2("components:index:Tag", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	// The name to tag.
	nameVar := args.Name.ToStringOutput()

	// Tags are prefixed.
	componentResource.Tag = pulumi.Sprintf("tag-%v", nameVar)
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"tag": componentResource.Tag}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
