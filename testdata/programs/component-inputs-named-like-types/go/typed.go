package main

import (
	"fmt"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// TypedArgs are the inputs of a Typed component.
type TypedArgs struct {
	Str  string
	Dict map[string]string
	Int  *int
}

// Typed is a component resource.
type Typed struct {
	pulumi.ResourceState
	Joined pulumi.StringOutput
}

// NewTyped creates a Typed component and its resources.
func NewTyped(ctx *pulumi.Context, name string, args *TypedArgs, opts ...pulumi.ResourceOption) (*Typed, error) {
	if args == nil {
		args = &TypedArgs{}
	}
	componentResource := &Typed{}
	componentInputs := pulumi.Map{"str": pulumi.Any(args.Str), "int": pulumi.Any(args.Int)}
	if args.Dict != nil {
		componentInputs["dict"] = pulumi.Any(args.Dict)
	}
	err := ctx.RegisterComponentResourceV2("components:index:Typed", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	// Inputs named like the types of the others' hints in Python.
	str := args.Str
	dict := args.Dict
	intVar := 3
	if args.Int != nil {
		intVar = *args.Int
	}
	componentResource.Joined = pulumi.String(fmt.Sprintf("%v-%v-%v", str, mustGet(dict, "a"), intVar)).ToStringOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"joined": componentResource.Joined}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
