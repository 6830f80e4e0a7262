package main

import (
	"fmt"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// PartsArgs are the inputs of a Parts component.
type PartsArgs struct {
	Flags  []string
	Choice interface{}
}

// Parts is a component resource.
type Parts struct {
	pulumi.ResourceState
}

// NewParts creates a Parts component and its resources.
func NewParts(ctx *pulumi.Context, name string, args *PartsArgs, opts ...pulumi.ResourceOption) (*Parts, error) {
	if args == nil {
		args = &PartsArgs{}
	}
	componentResource := &Parts{}
	componentInputs := pulumi.Map{"choice": pulumi.Any(args.Choice)}
	if args.Flags != nil {
		componentInputs["flags"] = pulumi.Any(args.Flags)
	}
	err := ctx.RegisterComponentResourceV2("components:index:Parts", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	flags := args.Flags
	var choice interface{} = true
	if args.Choice != nil {
		choice = args.Choice
	}
	var byBool *random.RandomPet
	if len(flags) > 1 {
		res, err := random.NewRandomPet(ctx, name+"-byBool", nil, pulumi.Parent(componentResource))
		if err != nil {
			return nil, err
		}
		byBool = res
	}
	_ = byBool
	var byCount []*random.RandomPet
	for index := 0; index < len(flags); index++ {
		res, err := random.NewRandomPet(ctx, fmt.Sprintf("%s-byCount-%v", name, index), nil, pulumi.Parent(componentResource))
		if err != nil {
			return nil, err
		}
		byCount = append(byCount, res)
	}
	_ = byCount
	var byList []*random.RandomPet
	for index, value := range flags {
		res, err := random.NewRandomPet(ctx, fmt.Sprintf("%s-byList-%v", name, index), &random.RandomPetArgs{Prefix: pulumi.String(value)}, pulumi.Parent(componentResource))
		if err != nil {
			return nil, err
		}
		byList = append(byList, res)
	}
	_ = byList
	byAnyRange, err := rangeEntries(func() interface{} {
		if v, ok := func() (v interface{}, ok bool) {
			defer func() {
				if recover() != nil {
					ok = false
				}
			}()
			return choice, true
		}(); ok {
			return v
		}
		return false
	}())
	if err != nil {
		return nil, err
	}
	var byAny []*random.RandomPet
	for _, entry := range byAnyRange {
		res, err := random.NewRandomPet(ctx, name+"-byAny"+entry.suffix, nil, pulumi.Parent(componentResource))
		if err != nil {
			return nil, err
		}
		byAny = append(byAny, res)
	}
	_ = byAny
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
