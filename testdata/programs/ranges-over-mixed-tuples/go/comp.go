package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CompArgs are the inputs of a Comp component.
type CompArgs struct {
	Word string
}

// Comp is a component resource.
type Comp struct {
	pulumi.ResourceState
	Said pulumi.StringOutput
}

// NewComp creates a Comp component and its resources.
func NewComp(ctx *pulumi.Context, name string, args *CompArgs, opts ...pulumi.ResourceOption) (*Comp, error) {
	if args == nil {
		args = &CompArgs{}
	}
	componentResource := &Comp{}
	componentInputs := pulumi.Map{"word": pulumi.Any(args.Word)}
	err := ctx.RegisterComponentResourceV2("components:index:Comp", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	word := args.Word
	_, err = random.NewRandomPet(ctx, name+"-pet", &random.RandomPetArgs{Prefix: pulumi.String(word)}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Said = pulumi.String(word + "!").ToStringOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"said": componentResource.Said}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
