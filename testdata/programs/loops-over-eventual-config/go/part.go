package main

import (
	"fmt"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

// PartArgs are the inputs of a Part component.
type PartArgs struct {
	Name pulumi.StringInput
}

// Part is a component resource.
type Part struct {
	pulumi.ResourceState
	Names pulumi.StringArrayOutput
}

// NewPart creates a Part component and its resources.
func NewPart(ctx *pulumi.Context, name string, args *PartArgs, opts ...pulumi.ResourceOption) (*Part, error) {
	if args == nil {
		args = &PartArgs{}
	}
	componentResource := &Part{}
	componentInputs := pulumi.Map{"name": pulumi.Any(args.Name)}
	err := ctx.RegisterComponentResourceV2("components:index:Part", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	nameVar := args.Name.ToStringOutput()
	ids := pulumi.Unsecret(func() pulumi.StringArray {
		result := pulumi.StringArray{}
		collection := func() pulumi.StringArray {
			result2 := pulumi.StringArray{}
			for range []string{"x"} {
				result2 = append(result2, nameVar)
			}
			return result2
		}()
		for _, f := range collection {
			result = append(result, f.ToStringOutput())
		}
		return result
	}().ToStringArrayOutput()).(pulumi.StringArrayOutput).ApplyT(func(v []string) ([]*random.RandomId, error) {
		var resources []*random.RandomId
		for index, value := range v {
			res, err := random.NewRandomId(ctx, fmt.Sprintf("%s-ids-%v", name, index), &random.RandomIdArgs{ByteLength: pulumi.Int(4), Prefix: pulumi.String(value)}, pulumi.Parent(componentResource))
			if err != nil {
				return nil, err
			}
			resources = append(resources, res)
		}
		return resources, nil
	}).(random.RandomIdArrayOutput)
	componentResource.Names = func() pulumi.StringArray {
		result := pulumi.StringArray{}
		collection := pulumi.StringArray{nameVar, pulumi.String("two")}
		for _, n := range collection {
			result = append(result, pulumi.Sprintf("%v!", n.ToStringOutput()))
		}
		return result
	}().ToStringArrayOutput()
	if _, err := internals.UnsafeAwaitOutput(ctx.Context(), ids); err != nil {
		return nil, err
	}
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"names": componentResource.Names}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
