package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// SecondArgs are the inputs of a Second component.
type SecondArgs struct {
	Name pulumi.StringInput
}

// Second is a component resource.
type Second struct {
	pulumi.ResourceState
	Size pulumi.IntOutput
}

// NewSecond creates a Second component and its resources.
func NewSecond(ctx *pulumi.Context, name string, args *SecondArgs, opts ...pulumi.ResourceOption) (*Second, error) {
	if args == nil {
		args = &SecondArgs{}
	}
	componentResource := &Second{}
	err := ctx.RegisterComponentResource("components:index:Second", name, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	nameVar := args.Name.ToStringOutput()
	word, err := random.NewRandomString(ctx, name+"-word", &random.RandomStringArgs{Length: pulumi.Int(4)}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	_, err = random.NewRandomString(ctx, name+"-tag", &random.RandomStringArgs{
		Length:  pulumi.Int(3),
		Keepers: pulumi.StringMap{"name": nameVar},
	}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Size = word.Length
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"size": componentResource.Size}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
