package main

import (
	"fmt"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

// CountedArgs are the inputs of a Counted component.
type CountedArgs struct {
	Size pulumi.IntPtrInput
}

// Counted is a component resource.
type Counted struct {
	pulumi.ResourceState
}

// NewCounted creates a Counted component and its resources.
func NewCounted(ctx *pulumi.Context, name string, args *CountedArgs, opts ...pulumi.ResourceOption) (*Counted, error) {
	if args == nil {
		args = &CountedArgs{}
	}
	componentResource := &Counted{}
	componentInputs := pulumi.Map{"size": pulumi.Any(args.Size)}
	err := ctx.RegisterComponentResourceV2("components:index:Counted", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	size := pulumi.Int(4).ToIntOutput()
	if args.Size != nil {
		size = intOr(args.Size.ToIntPtrOutput(), size)
	}
	sized := pulumi.Unsecret(pulumi.IntArray{pulumi.Int(15), size}.ToIntArrayOutput()).(pulumi.IntArrayOutput).ApplyT(func(v []int) ([]*random.RandomInteger, error) {
		var resources []*random.RandomInteger
		for index, value := range v {
			res, err := random.NewRandomInteger(ctx, fmt.Sprintf("%s-sized-%v", name, index), &random.RandomIntegerArgs{
				Min: pulumi.Int(0),
				Max: size.ApplyT(func(size2 int) (int, error) {
					return max(value, 1), nil
				}).(pulumi.IntOutput),
			}, pulumi.Parent(componentResource))
			if err != nil {
				return nil, err
			}
			resources = append(resources, res)
		}
		return resources, nil
	}).(random.RandomIntegerArrayOutput)
	if _, err := internals.UnsafeAwaitOutput(ctx.Context(), sized); err != nil {
		return nil, err
	}
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
