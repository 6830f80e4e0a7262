package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CompArgs are the inputs of a Comp component.
type CompArgs struct {
	Flag *bool
}

// Comp is a component resource.
type Comp struct {
	pulumi.ResourceState
	Xray   pulumi.StringMapOutput
	Listed pulumi.StringArrayOutput
}

// NewComp creates a Comp component and its resources.
func NewComp(ctx *pulumi.Context, name string, args *CompArgs, opts ...pulumi.ResourceOption) (*Comp, error) {
	if args == nil {
		args = &CompArgs{}
	}
	componentResource := &Comp{}
	componentInputs := pulumi.Map{"flag": pulumi.Any(args.Flag)}
	err := ctx.RegisterComponentResourceV2("components:index:Comp", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	// A component output that is a conditional of collections of different kinds
	// (an object and an optional map, a tuple and a list) is the one collection
	// they convert to, as its field declares it.
	flag := false
	if args.Flag != nil {
		flag = *args.Flag
	}
	pet, err := random.NewRandomPet(ctx, name+"-pet", &random.RandomPetArgs{Keepers: pulumi.StringMap{"a": pulumi.String("b")}}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Xray = func() pulumi.StringMapOutput {
		if flag {
			return pulumi.ToOutput(map[string]string{"x-y": "dollar"}).(pulumi.StringMapOutput)
		}
		return pet.Keepers
	}()
	componentResource.Listed = func() pulumi.StringArray {
		if flag {
			return pulumi.StringArray{pulumi.String("a"), pulumi.String("b")}
		}
		return pulumi.StringArray{pet.ID()}
	}().ToStringArrayOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"xray":   componentResource.Xray,
		"listed": componentResource.Listed,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
