package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// ChecksArgs are the inputs of a Checks component.
type ChecksArgs struct {
	Count int
}

// Checks is a component resource.
type Checks struct {
	pulumi.ResourceState
	Count pulumi.IntOutput
}

// NewChecks creates a Checks component and its resources.
func NewChecks(ctx *pulumi.Context, name string, args *ChecksArgs, opts ...pulumi.ResourceOption) (*Checks, error) {
	if args == nil {
		args = &ChecksArgs{}
	}
	componentResource := &Checks{}
	componentInputs := pulumi.Map{"count": pulumi.Any(args.Count)}
	err := ctx.RegisterComponentResourceV2("components:index:Checks", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	count := args.Count

	// Nothing reads this local, and evaluating it fails: singleOrNone of three
	// elements.
	unread := map[string]interface{}{
		"kept": "x",
		"single": pointee(func() *int {
			list := []int{count, count, 3}
			if len(list) == 0 {
				return nil
			}
			if len(list) != 1 {
				panic("singleOrNone: the list has more than one element")
			}
			return &list[0]
		}()),
	}
	_ = unread
	componentResource.Count = pulumi.Int(count).ToIntOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"count": componentResource.Count}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
