package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// TriggeredArgs are the inputs of a Triggered component.
type TriggeredArgs struct {
	Trigger pulumi.StringInput
}

// Triggered is a component resource.
type Triggered struct {
	pulumi.ResourceState
	Word pulumi.StringOutput
}

// NewTriggered creates a Triggered component and its resources.
func NewTriggered(ctx *pulumi.Context, name string, args *TriggeredArgs, opts ...pulumi.ResourceOption) (*Triggered, error) {
	if args == nil {
		args = &TriggeredArgs{}
	}
	componentResource := &Triggered{}
	componentInputs := pulumi.Map{"trigger": pulumi.Any(args.Trigger)}
	err := ctx.RegisterComponentResourceV2("components:index:Triggered", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	trigger := args.Trigger.ToStringOutput()
	word, err := random.NewRandomString(ctx, name+"-word", &random.RandomStringArgs{Length: pulumi.Int(4)}, pulumi.Parent(componentResource), pulumi.ReplacementTrigger(trigger))
	if err != nil {
		return nil, err
	}
	componentResource.Word = word.Result
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"word": componentResource.Word}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
