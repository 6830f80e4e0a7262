package main

import (
	"encoding/json"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CompArgs are the inputs of a Comp component.
type CompArgs struct {
	Inner pulumi.BoolMapInput
	Items pulumi.StringMapArrayInput
}

// Comp is a component resource.
type Comp struct {
	pulumi.ResourceState
	Summary pulumi.StringOutput
}

// NewComp creates a Comp component and its resources.
func NewComp(ctx *pulumi.Context, name string, args *CompArgs, opts ...pulumi.ResourceOption) (*Comp, error) {
	if args == nil {
		args = &CompArgs{}
	}
	componentResource := &Comp{}
	componentInputs := pulumi.Map{
		"inner": pulumi.Any(args.Inner),
		"items": pulumi.Any(args.Items),
	}
	err := ctx.RegisterComponentResourceV2("components:index:Comp", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	inner := args.Inner.ToBoolMapOutput()
	items := args.Items.ToStringMapArrayOutput()
	componentResource.Summary = pulumi.Sprintf("%v:%v:%v", inner.ApplyT(func(inner2 map[string]bool) (bool, error) {
		return inner2["someInput"], nil
	}).(pulumi.BoolOutput), items.ApplyT(func(items2 []map[string]string) (int, error) {
		return len(items2), nil
	}).(pulumi.IntOutput), pulumi.ToOutput(items).ApplyT(func(v interface{}) (string, error) {
		data, err := json.Marshal(v)
		return string(data), err
	}).(pulumi.StringOutput))
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"summary": componentResource.Summary}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
