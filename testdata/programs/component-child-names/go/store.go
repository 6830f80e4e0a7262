package main

import (
	"fmt"
	"maps"
	"slices"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// StoreArgs are the inputs of a Store component.
type StoreArgs struct {
	Count int
}

// Store is a component resource.
type Store struct {
	pulumi.ResourceState
	Tag pulumi.StringOutput
}

// NewStore creates a Store component and its resources.
func NewStore(ctx *pulumi.Context, name string, args *StoreArgs, opts ...pulumi.ResourceOption) (*Store, error) {
	if args == nil {
		args = &StoreArgs{}
	}
	componentResource := &Store{}
	componentInputs := pulumi.Map{"count": pulumi.Any(args.Count)}
	err := ctx.RegisterComponentResourceV2("components:index:Store", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	count := args.Count

	// A plain child: registered as "<instance>-tag".
	tag, err := random.NewRandomPet(ctx, name+"-tag", &random.RandomPetArgs{Length: pulumi.Int(2)}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}

	// The logical name is what takes the instance's prefix: "<instance>-pet-label".
	_, err = random.NewRandomString(ctx, name+"-pet-label", &random.RandomStringArgs{Length: pulumi.Int(4)}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}

	// Ranged children: "<instance>-item-0", "<instance>-item-1", ...
	var item []*random.RandomId
	for index := 0; index < count; index++ {
		res, err := random.NewRandomId(ctx, fmt.Sprintf("%s-item-%v", name, index), &random.RandomIdArgs{ByteLength: pulumi.Int(4)}, pulumi.Parent(componentResource))
		if err != nil {
			return nil, err
		}
		item = append(item, res)
	}
	_ = item

	// Ranged over a list: "<instance>-word-0", ...
	var word []*random.RandomString
	for index := range []string{"a", "b"} {
		res, err := random.NewRandomString(ctx, fmt.Sprintf("%s-word-%v", name, index), &random.RandomStringArgs{Length: pulumi.Int(3)}, pulumi.Parent(componentResource))
		if err != nil {
			return nil, err
		}
		word = append(word, res)
	}
	_ = word

	// Ranged over a map: "<instance>-flag-x", ...
	flag := map[string]*random.RandomString{}
	flagRange := map[string]int{"x": 1}
	for _, key := range slices.Sorted(maps.Keys(flagRange)) {
		value := flagRange[key]
		res, err := random.NewRandomString(ctx, fmt.Sprintf("%s-flag-%v", name, key), &random.RandomStringArgs{Length: pulumi.Int(value)}, pulumi.Parent(componentResource))
		if err != nil {
			return nil, err
		}
		flag[key] = res
	}
	_ = flag

	// A nested component's children are named after it in turn:
	// "<instance>-shelf-slot".
	_, err = NewShelf(ctx, name+"-shelf", &ShelfArgs{}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Tag = tag.ID().ToStringOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"tag": componentResource.Tag}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
