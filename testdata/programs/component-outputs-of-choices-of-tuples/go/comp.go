package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CompArgs are the inputs of a Comp component.
type CompArgs struct {
	Pick bool
}

// Comp is a component resource.
type Comp struct {
	pulumi.ResourceState
	Values pulumi.ArrayOutput
	Pet    pulumi.StringOutput
}

// NewComp creates a Comp component and its resources.
func NewComp(ctx *pulumi.Context, name string, args *CompArgs, opts ...pulumi.ResourceOption) (*Comp, error) {
	if args == nil {
		args = &CompArgs{}
	}
	componentResource := &Comp{}
	componentInputs := pulumi.Map{"pick": pulumi.Any(args.Pick)}
	err := ctx.RegisterComponentResourceV2("components:index:Comp", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	pick := args.Pick
	first, err := random.NewRandomPet(ctx, name+"-first", &random.RandomPetArgs{Length: pulumi.Int(1)}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	second, err := random.NewRandomPet(ctx, name+"-second", &random.RandomPetArgs{Length: pulumi.Int(2)}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Values = func() pulumi.Array {
		if pick {
			return pulumi.Array{}
		}
		return pulumi.Array{
			pulumi.Int(-2147483648),
			pulumi.Int(5 % 5),
			pulumi.Any(func() interface{} {
				list := []interface{}{}
				if len(list) == 0 {
					return nil
				}
				if len(list) != 1 {
					panic("singleOrNone: the list has more than one element")
				}
				return list[0]
			}()),
		}
	}().ToArrayOutput()
	componentResource.Pet = func() pulumi.StringOutput {
		if pick {
			return first.ID().ToStringOutput()
		}
		return second.ID().ToStringOutput()
	}()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"values": componentResource.Values,
		"pet":    componentResource.Pet,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
