package main

import (
	"example.com/pclgen/blocks/sdk/go/blocks"
	"example.com/pclgen/maxitemsone/sdk/go/maxitemsone"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CompArgs are the inputs of a Comp component.
type CompArgs struct {
	Items []map[string]string
	Inner map[string]bool
}

// Comp is a component resource.
type Comp struct {
	pulumi.ResourceState
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
	if args.Inner != nil {
		componentInputs["inner"] = pulumi.Any(args.Inner)
	}
	err := ctx.RegisterComponentResourceV2("components:index:Comp", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	items := args.Items
	inner := args.Inner
	_, err = blocks.NewResource(ctx, name+"-blocks", &blocks.ResourceArgs{AListOfResources: func() blocks.ResourceAListOfResourceArrayInput {
		v := items
		if v == nil {
			return nil
		}
		result := blocks.ResourceAListOfResourceArray{}
		for _, x := range v {
			result = append(result, func() *blocks.ResourceAListOfResourceArgs {
				v2 := x
				if v2 == nil {
					return nil
				}
				result2 := &blocks.ResourceAListOfResourceArgs{}
				if x2, ok := v2["innerString"]; ok {
					result2.InnerString = pulumi.String(x2)
				}
				return result2
			}())
		}
		return result
	}()}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	_, err = maxitemsone.NewResource(ctx, name+"-innerCopy", &maxitemsone.ResourceArgs{InnerResource: func() *maxitemsone.ResourceInnerResourceArgs {
		v := inner
		if v == nil {
			return nil
		}
		result := &maxitemsone.ResourceInnerResourceArgs{}
		if x, ok := v["someInput"]; ok {
			result.SomeInput = pulumi.Bool(x)
		}
		return result
	}()}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	_, err = blocks.NewResource(ctx, name+"-innerItems", &blocks.ResourceArgs{AListOfResources: func() blocks.ResourceAListOfResourceArray {
		result := blocks.ResourceAListOfResourceArray{}
		for _, it := range items {
			result = append(result, func() *blocks.ResourceAListOfResourceArgs {
				v := it
				if v == nil {
					return nil
				}
				result2 := &blocks.ResourceAListOfResourceArgs{}
				if x, ok := v["innerString"]; ok {
					result2.InnerString = pulumi.String(x)
				}
				return result2
			}())
		}
		return result
	}()}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
