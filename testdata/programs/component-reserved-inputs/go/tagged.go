package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// TaggedArgs are the inputs of a Tagged component.
type TaggedArgs struct {
	Id   map[string]interface{}
	Urn  string
	Name string
}

// Tagged is a component resource.
type Tagged struct {
	pulumi.ResourceState
	Prefix pulumi.StringPtrOutput
}

// NewTagged creates a Tagged component and its resources.
func NewTagged(ctx *pulumi.Context, name string, args *TaggedArgs, opts ...pulumi.ResourceOption) (*Tagged, error) {
	if args == nil {
		args = &TaggedArgs{}
	}
	componentResource := &Tagged{}
	componentInputs := pulumi.Map{"name": pulumi.Any(args.Name)}
	err := ctx.RegisterComponentResourceV2("components:index:Tagged", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	id := args.Id
	urn := args.Urn
	nameVar := args.Name
	pet, err := random.NewRandomPet(ctx, name+"-pet", &random.RandomPetArgs{Prefix: pulumi.String(id["delta"].(string) + "-" + urn + "-" + nameVar)}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Prefix = pet.Prefix
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"prefix": componentResource.Prefix}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
