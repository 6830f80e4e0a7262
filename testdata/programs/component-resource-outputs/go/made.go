package main

import (
	"fmt"
	"maps"
	"slices"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// MadeArgs are the inputs of a Made component.
type MadeArgs struct {
	WithExtra *bool
}

// Made is a component resource.
type Made struct {
	pulumi.ResourceState
	CreatedResource *random.RandomPassword
	List            []*random.RandomPet
	ByKey           map[string]*random.RandomPet
	MaybeExtra      *random.RandomPet
	Pair            []*random.RandomPet
	Length          pulumi.IntOutput
}

// NewMade creates a Made component and its resources.
func NewMade(ctx *pulumi.Context, name string, args *MadeArgs, opts ...pulumi.ResourceOption) (*Made, error) {
	if args == nil {
		args = &MadeArgs{}
	}
	componentResource := &Made{}
	componentInputs := pulumi.Map{"withExtra": pulumi.Any(args.WithExtra)}
	err := ctx.RegisterComponentResourceV2("components:index:Made", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	// A component whose outputs are its resources: one resource, the list of a
	// resource ranged over a number, the map of one ranged over a map, an
	// optional one (ranged over a bool), a tuple of resources, and a plain
	// output beside them.
	withExtra := true
	if args.WithExtra != nil {
		withExtra = *args.WithExtra
	}
	password, err := random.NewRandomPassword(ctx, name+"-password", &random.RandomPasswordArgs{Length: pulumi.Int(8)}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	var pets []*random.RandomPet
	for index := 0; index < 2; index++ {
		res, err := random.NewRandomPet(ctx, fmt.Sprintf("%s-pets-%v", name, index), &random.RandomPetArgs{Length: pulumi.Int(index + 1)}, pulumi.Parent(componentResource))
		if err != nil {
			return nil, err
		}
		pets = append(pets, res)
	}
	keyed := map[string]*random.RandomPet{}
	keyedRange := map[string]string{"a": "alpha", "b": "beta"}
	for _, key := range slices.Sorted(maps.Keys(keyedRange)) {
		value := keyedRange[key]
		res, err := random.NewRandomPet(ctx, fmt.Sprintf("%s-keyed-%v", name, key), &random.RandomPetArgs{Prefix: pulumi.String(value)}, pulumi.Parent(componentResource))
		if err != nil {
			return nil, err
		}
		keyed[key] = res
	}
	var extra *random.RandomPet
	if withExtra {
		res, err := random.NewRandomPet(ctx, name+"-extra", &random.RandomPetArgs{Length: pulumi.Int(3)}, pulumi.Parent(componentResource))
		if err != nil {
			return nil, err
		}
		extra = res
	}
	componentResource.CreatedResource = password
	componentResource.List = pets
	componentResource.ByKey = keyed
	componentResource.MaybeExtra = extra
	componentResource.Pair = []*random.RandomPet{pets[1], pets[0]}
	componentResource.Length = password.Length
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"createdResource": componentResource.CreatedResource,
		"list":            pulumi.Any(componentResource.List),
		"byKey":           pulumi.Any(componentResource.ByKey),
		"maybeExtra":      pulumi.Any(componentResource.MaybeExtra),
		"pair":            pulumi.Any(componentResource.Pair),
		"length":          componentResource.Length,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
