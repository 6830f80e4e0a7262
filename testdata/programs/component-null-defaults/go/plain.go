package main

import (
	"fmt"
	"strconv"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// PlainArgs are the inputs of a Plain component.
type PlainArgs struct {
	Count *int
	Label *string
	Names []string
	Owner map[string]string
}

// Plain is a component resource.
type Plain struct {
	pulumi.ResourceState
	Summary pulumi.StringOutput
}

// NewPlain creates a Plain component and its resources.
func NewPlain(ctx *pulumi.Context, name string, args *PlainArgs, opts ...pulumi.ResourceOption) (*Plain, error) {
	if args == nil {
		args = &PlainArgs{}
	}
	componentResource := &Plain{}
	componentInputs := pulumi.Map{
		"count": pulumi.Any(args.Count),
		"label": pulumi.Any(args.Label),
	}
	if args.Names != nil {
		componentInputs["names"] = pulumi.Any(args.Names)
	}
	if args.Owner != nil {
		componentInputs["owner"] = pulumi.Any(args.Owner)
	}
	err := ctx.RegisterComponentResourceV2("components:index:Plain", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	// Config variables whose default is null, which no instance gives an
	// output: plain values, none when left out.
	count := args.Count
	label := args.Label
	names := args.Names
	owner := args.Owner
	componentResource.Summary = pulumi.String(fmt.Sprintf("%v %v %v %v", func() string {
		if count == nil {
			return "no count"
		}
		return strconv.Itoa(*count * 2)
	}(), func() string {
		if label == nil {
			return "no label"
		}
		return *label
	}(), func() int {
		if names == nil {
			return 0
		}
		return len(notNullList(names))
	}(), func() string {
		if owner == nil {
			return "nobody"
		}
		return owner["name"]
	}())).ToStringOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"summary": componentResource.Summary}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
