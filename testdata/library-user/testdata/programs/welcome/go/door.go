package main

import (
	"example.com/acme/sdk/go/acme"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// DoorArgs are the inputs of a Door component.
type DoorArgs struct {
	Guest string
	Loud  *bool
}

// Door is a component resource.
type Door struct {
	pulumi.ResourceState
	Size pulumi.IntOutput
}

// NewDoor creates a Door component and its resources.
func NewDoor(ctx *pulumi.Context, name string, args *DoorArgs, opts ...pulumi.ResourceOption) (*Door, error) {
	if args == nil {
		args = &DoorArgs{}
	}
	componentResource := &Door{}
	componentInputs := pulumi.Map{
		"guest": pulumi.Any(args.Guest),
		"loud":  pulumi.Any(args.Loud),
	}
	err := ctx.RegisterComponentResourceV2("components:index:Door", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	guest := args.Guest
	loud := false
	if args.Loud != nil {
		loud = *args.Loud
	}
	sign, err := acme.NewGreeting(ctx, name+"-sign", &acme.GreetingArgs{
		Message: pulumi.String("Welcome, " + guest),
		Loud:    pulumi.Bool(loud),
	}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Size = sign.Length
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"size": componentResource.Size}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
