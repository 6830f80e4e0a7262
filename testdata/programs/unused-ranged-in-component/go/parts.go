package main

import (
	"fmt"
	"maps"
	"slices"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// PartsArgs are the inputs of a Parts component.
type PartsArgs struct {
	Enabled bool
}

// Parts is a component resource.
type Parts struct {
	pulumi.ResourceState
	Name pulumi.StringOutput
}

// NewParts creates a Parts component and its resources.
func NewParts(ctx *pulumi.Context, name string, args *PartsArgs, opts ...pulumi.ResourceOption) (*Parts, error) {
	if args == nil {
		args = &PartsArgs{}
	}
	componentResource := &Parts{}
	componentInputs := pulumi.Map{"enabled": pulumi.Any(args.Enabled)}
	err := ctx.RegisterComponentResourceV2("components:index:Parts", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	enabled := args.Enabled
	var flagged *random.RandomPet
	if enabled {
		res, err := random.NewRandomPet(ctx, name+"-flagged", nil, pulumi.Parent(componentResource))
		if err != nil {
			return nil, err
		}
		flagged = res
	}
	_ = flagged
	var notFlagged *random.RandomPet
	if !enabled {
		res, err := random.NewRandomPet(ctx, name+"-notFlagged", nil, pulumi.Parent(componentResource))
		if err != nil {
			return nil, err
		}
		notFlagged = res
	}
	_ = notFlagged
	var counted []*random.RandomPet
	for index := 0; index < 2; index++ {
		res, err := random.NewRandomPet(ctx, fmt.Sprintf("%s-counted-%v", name, index), &random.RandomPetArgs{Prefix: pulumi.String(fmt.Sprintf("n%v", index))}, pulumi.Parent(componentResource))
		if err != nil {
			return nil, err
		}
		counted = append(counted, res)
	}
	_ = counted
	keyed := map[string]*random.RandomPet{}
	keyedRange := map[string]string{"a": "x", "b": "y"}
	for _, key := range slices.Sorted(maps.Keys(keyedRange)) {
		value := keyedRange[key]
		res, err := random.NewRandomPet(ctx, fmt.Sprintf("%s-keyed-%v", name, key), &random.RandomPetArgs{Prefix: pulumi.String(value)}, pulumi.Parent(componentResource))
		if err != nil {
			return nil, err
		}
		keyed[key] = res
	}
	_ = keyed
	var listed []*random.RandomPet
	for index, value := range []string{"p", "q"} {
		res, err := random.NewRandomPet(ctx, fmt.Sprintf("%s-listed-%v", name, index), &random.RandomPetArgs{Prefix: pulumi.String(value)}, pulumi.Parent(componentResource))
		if err != nil {
			return nil, err
		}
		listed = append(listed, res)
	}
	_ = listed
	read, err := random.NewRandomPet(ctx, name+"-read", nil, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Name = read.ID().ToStringOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"name": componentResource.Name}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
