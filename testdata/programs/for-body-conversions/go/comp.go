package main

import (
	"maps"
	"slices"

	"example.com/pclgen/blocks/sdk/go/blocks"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CompArgs are the inputs of a Comp component.
type CompArgs struct {
	Items []map[string]string
	Names map[string]string
}

// Comp is a component resource.
type Comp struct {
	pulumi.ResourceState
	Names pulumi.StringArrayOutput
}

// NewComp creates a Comp component and its resources.
func NewComp(ctx *pulumi.Context, name string, args *CompArgs, opts ...pulumi.ResourceOption) (*Comp, error) {
	if args == nil {
		args = &CompArgs{}
	}
	componentResource := &Comp{}
	componentInputs := pulumi.Map{}
	if args.Items != nil {
		componentInputs["items"] = pulumi.Any(args.Items)
	}
	if args.Names != nil {
		componentInputs["names"] = pulumi.Any(args.Names)
	}
	err := ctx.RegisterComponentResourceV2("components:index:Comp", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	items := args.Items
	names := args.Names
	_, err = blocks.NewResource(ctx, name+"-copy", &blocks.ResourceArgs{AListOfResources: func() blocks.ResourceAListOfResourceArray {
		result := blocks.ResourceAListOfResourceArray{}
		for _, it := range items {
			result = append(result, &blocks.ResourceAListOfResourceArgs{InnerString: pulumi.String(it["s"])})
		}
		return result
	}()}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Names = func() pulumi.StringArray {
		result := pulumi.StringArray{}
		collection := names
		for _, k := range slices.Sorted(maps.Keys(collection)) {
			v := collection[k]
			result = append(result, pulumi.String(k+"="+v))
		}
		return result
	}().ToStringArrayOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"names": componentResource.Names}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
