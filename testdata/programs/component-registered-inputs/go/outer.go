package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// OuterArgs are the inputs of a Outer component.
type OuterArgs struct {
	Plain   pulumi.IntInput
	Waiting pulumi.StringInput
}

// Outer is a component resource.
type Outer struct {
	pulumi.ResourceState
	Result pulumi.StringOutput
}

// NewOuter creates a Outer component and its resources.
func NewOuter(ctx *pulumi.Context, name string, args *OuterArgs, opts ...pulumi.ResourceOption) (*Outer, error) {
	if args == nil {
		args = &OuterArgs{}
	}
	componentResource := &Outer{}
	componentInputs := pulumi.Map{"plain": pulumi.Any(args.Plain)}
	err := ctx.RegisterComponentResourceV2("components:index:Outer", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	plain := args.Plain.ToIntOutput()
	waiting := args.Waiting.ToStringOutput()
	inner, err := NewInner(ctx, name+"-inner", &InnerArgs{
		Count: plain.ApplyT(func(plain2 int) (int, error) {
			return plain2 + 1, nil
		}).(pulumi.IntOutput),
		Text: waiting,
	}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Result = inner.Result
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"result": componentResource.Result}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
