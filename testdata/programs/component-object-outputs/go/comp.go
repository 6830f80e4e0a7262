package main

import (
	"example.com/pclgen/blocks/sdk/go/blocks"
	"example.com/pclgen/maxitemsone/sdk/go/maxitemsone"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CompArgs are the inputs of a Comp component.
type CompArgs struct {
	Inner pulumi.BoolMapInput
	Items pulumi.StringMapArrayInput
}

// Comp is a component resource.
type Comp struct {
	pulumi.ResourceState
	Copied pulumi.BoolPtrOutput
}

// NewComp creates a Comp component and its resources.
func NewComp(ctx *pulumi.Context, name string, args *CompArgs, opts ...pulumi.ResourceOption) (*Comp, error) {
	if args == nil {
		args = &CompArgs{}
	}
	componentResource := &Comp{}
	componentInputs := pulumi.Map{
		"inner": pulumi.Any(args.Inner),
		"items": pulumi.Any(args.Items),
	}
	err := ctx.RegisterComponentResourceV2("components:index:Comp", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	inner := args.Inner.ToBoolMapOutput()
	items := args.Items.ToStringMapArrayOutput()
	copyResource, err := maxitemsone.NewResource(ctx, name+"-copy", &maxitemsone.ResourceArgs{InnerResource: inner.ApplyT(func(v map[string]bool) maxitemsone.ResourceInnerResource {
		return func() maxitemsone.ResourceInnerResource {
			v2 := v
			result := maxitemsone.ResourceInnerResource{}
			if x, ok := v2["someInput"]; ok {
				result.SomeInput = pulumi.BoolRef(x)
			}
			return result
		}()
	}).(maxitemsone.ResourceInnerResourceOutput)}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	_, err = blocks.NewResource(ctx, name+"-copyList", &blocks.ResourceArgs{AListOfResources: items.ApplyT(func(v []map[string]string) []blocks.ResourceAListOfResource {
		return func() []blocks.ResourceAListOfResource {
			v2 := v
			if v2 == nil {
				return nil
			}
			result := []blocks.ResourceAListOfResource{}
			for _, x := range v2 {
				result = append(result, func() blocks.ResourceAListOfResource {
					v3 := x
					result2 := blocks.ResourceAListOfResource{}
					if x2, ok := v3["innerString"]; ok {
						result2.InnerString = pulumi.StringRef(x2)
					}
					return result2
				}())
			}
			return result
		}()
	}).(blocks.ResourceAListOfResourceArrayOutput)}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Copied = copyResource.InnerResourceOutput.ApplyT(func(innerResourceOutput maxitemsone.ResourceInnerResourceResult) (*bool, error) {
		return innerResourceOutput.SomeInput, nil
	}).(pulumi.BoolPtrOutput)
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"copied": componentResource.Copied}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
