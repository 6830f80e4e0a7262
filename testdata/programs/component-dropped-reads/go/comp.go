package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CompArgs are the inputs of a Comp component.
type CompArgs struct {
	Label *string
}

// Comp is a component resource.
type Comp struct {
	pulumi.ResourceState
	Sum    pulumi.IntOutput
	Chosen pulumi.StringOutput
}

// NewComp creates a Comp component and its resources.
func NewComp(ctx *pulumi.Context, name string, args *CompArgs, opts ...pulumi.ResourceOption) (*Comp, error) {
	if args == nil {
		args = &CompArgs{}
	}
	componentResource := &Comp{}
	componentInputs := pulumi.Map{"label": pulumi.Any(args.Label)}
	err := ctx.RegisterComponentResourceV2("components:index:Comp", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	label := "unused"
	if args.Label != nil {
		label = *args.Label
	}
	pet, err := random.NewRandomPet(ctx, name+"-pet", &random.RandomPetArgs{Length: pulumi.Int(2)}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	other, err := random.NewRandomPet(ctx, name+"-other", &random.RandomPetArgs{Length: pulumi.Int(3)}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	size := 3

	// Each value reads a node that lowering drops: a constant index picks one
	// element of a tuple, a constant condition one branch.
	picked := size
	fixed := 1
	chosen := func() string {
		if true {
			return "fixed"
		}
		return label
	}()
	componentResource.Sum = pulumi.Int(picked + fixed).ToIntOutput()
	componentResource.Chosen = pulumi.String(chosen).ToStringOutput()
	_ = pet
	_ = other
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"sum":    componentResource.Sum,
		"chosen": componentResource.Chosen,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
