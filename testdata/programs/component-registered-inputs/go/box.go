package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// BoxArgs are the inputs of a Box component.
type BoxArgs struct {
	Flag     bool
	Ratio    pulumi.Float64Input
	Size     pulumi.IntInput
	Label    pulumi.StringInput
	Numbers  []int
	Flags    map[string]bool
	Owner    map[string]interface{}
	Feedback pulumi.StringInput
}

// Box is a component resource.
type Box struct {
	pulumi.ResourceState
	Summary pulumi.StringOutput
}

// NewBox creates a Box component and its resources.
func NewBox(ctx *pulumi.Context, name string, args *BoxArgs, opts ...pulumi.ResourceOption) (*Box, error) {
	if args == nil {
		args = &BoxArgs{}
	}
	componentResource := &Box{}
	componentInputs := pulumi.Map{
		"flag":  pulumi.Any(args.Flag),
		"ratio": pulumi.Any(args.Ratio),
		"size":  pulumi.Any(args.Size),
		"label": pulumi.Any(args.Label),
	}
	if args.Numbers != nil {
		componentInputs["numbers"] = pulumi.Any(args.Numbers)
	}
	if args.Flags != nil {
		componentInputs["flags"] = pulumi.Any(args.Flags)
	}
	if args.Owner != nil {
		componentInputs["owner"] = pulumi.Any(args.Owner)
	}
	err := ctx.RegisterComponentResourceV2("components:index:Box", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	flag := args.Flag
	ratio := args.Ratio.ToFloat64Output()
	size := args.Size.ToIntOutput()
	label := args.Label.ToStringOutput()
	numbers := []int{1}
	if args.Numbers != nil {
		numbers = args.Numbers
	}
	flags := args.Flags
	_ = flags
	owner := args.Owner
	_ = owner
	feedback := args.Feedback.ToStringOutput()
	pet, err := random.NewRandomPet(ctx, name+"-pet", &random.RandomPetArgs{
		Length: size,
		Prefix: pulumi.Sprintf("%v-%v", label, feedback),
	}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Summary = pulumi.Sprintf("%v:%v:%v:%v", pet.ID().ToStringOutput(), flag, ratio.ApplyT(numberText).(pulumi.StringOutput), len(numbers))
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"summary": componentResource.Summary}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
