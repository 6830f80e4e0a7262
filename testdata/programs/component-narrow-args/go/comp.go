package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CompArgs are the inputs of a Comp component.
type CompArgs struct {
	Names  []string
	Nested [][]string
	ByKey  map[string][]string
}

// Comp is a component resource.
type Comp struct {
	pulumi.ResourceState
	First pulumi.StringOutput
	Count pulumi.IntOutput
}

// NewComp creates a Comp component and its resources.
func NewComp(ctx *pulumi.Context, name string, args *CompArgs, opts ...pulumi.ResourceOption) (*Comp, error) {
	if args == nil {
		args = &CompArgs{}
	}
	componentResource := &Comp{}
	componentInputs := pulumi.Map{}
	if args.Names != nil {
		componentInputs["names"] = pulumi.Any(args.Names)
	}
	if args.Nested != nil {
		componentInputs["nested"] = pulumi.Any(args.Nested)
	}
	if args.ByKey != nil {
		componentInputs["byKey"] = pulumi.Any(args.ByKey)
	}
	err := ctx.RegisterComponentResourceV2("components:index:Comp", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	names := args.Names
	nested := args.Nested
	byKey := args.ByKey
	componentResource.First = pulumi.String(names[0]).ToStringOutput()
	componentResource.Count = pulumi.Int(len(nested) + len(mustGet(byKey, "a")) + len(names)).ToIntOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"first": componentResource.First,
		"count": componentResource.Count,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
