package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CompArgs are the inputs of a Comp component.
type CompArgs struct {
	Label pulumi.StringPtrInput
	Count pulumi.IntPtrInput
}

// Comp is a component resource.
type Comp struct {
	pulumi.ResourceState
	Prefix pulumi.StringPtrOutput
}

// NewComp creates a Comp component and its resources.
func NewComp(ctx *pulumi.Context, name string, args *CompArgs, opts ...pulumi.ResourceOption) (*Comp, error) {
	if args == nil {
		args = &CompArgs{}
	}
	componentResource := &Comp{}
	componentInputs := pulumi.Map{
		"label": pulumi.Any(args.Label),
		"count": pulumi.Any(args.Count),
	}
	err := ctx.RegisterComponentResourceV2("components:index:Comp", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	label := pulumi.String("{brace}").ToStringOutput()
	if args.Label != nil {
		label = stringOr(args.Label.ToStringPtrOutput(), label)
	}
	count := pulumi.Int(2).ToIntOutput()
	if args.Count != nil {
		count = intOr(args.Count.ToIntPtrOutput(), count)
	}

	// The reads of the config are in branches a constant condition never takes.
	pet, err := random.NewRandomPet(ctx, name+"-pet", &random.RandomPetArgs{
		Prefix: pulumi.Sprintf("x%v", func() pulumi.StringOutput {
			if false {
				return label
			}
			return pulumi.String("y").ToStringOutput()
		}()),
		Length: func() pulumi.IntOutput {
			if true {
				return pulumi.Int(3).ToIntOutput()
			}
			return count
		}(),
	}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Prefix = pet.Prefix
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"prefix": componentResource.Prefix}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
