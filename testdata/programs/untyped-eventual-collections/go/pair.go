package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// PairArgs are the inputs of a Pair component.
type PairArgs struct {
}

// Pair is a component resource.
type Pair struct {
	pulumi.ResourceState
	Numbers pulumi.Float64ArrayOutput
}

// NewPair creates a Pair component and its resources.
func NewPair(ctx *pulumi.Context, name string, args *PairArgs, opts ...pulumi.ResourceOption) (*Pair, error) {
	if args == nil {
		args = &PairArgs{}
	}
	componentResource := &Pair{}
	err := ctx.RegisterComponentResource("components:index:Pair", name, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	sized, err := random.NewRandomInteger(ctx, name+"-sized", &random.RandomIntegerArgs{Min: pulumi.Int(1), Max: pulumi.Int(9)}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Numbers = pulumi.Float64Array{
		sized.Result.ApplyT(func(result int) (float64, error) {
			return float64(result) + 0.5, nil
		}).(pulumi.Float64Output),
		pulumi.Float64(2.0),
	}.ToFloat64ArrayOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"numbers": componentResource.Numbers}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
