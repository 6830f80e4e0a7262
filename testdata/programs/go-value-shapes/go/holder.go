package main

import (
	"maps"
	"slices"
	"strings"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// HolderArgs are the inputs of a Holder component.
type HolderArgs struct {
	Labels pulumi.StringMapInput
}

// Holder is a component resource.
type Holder struct {
	pulumi.ResourceState
	Joined pulumi.StringOutput
}

// NewHolder creates a Holder component and its resources.
func NewHolder(ctx *pulumi.Context, name string, args *HolderArgs, opts ...pulumi.ResourceOption) (*Holder, error) {
	if args == nil {
		args = &HolderArgs{}
	}
	componentResource := &Holder{}
	componentInputs := pulumi.Map{"labels": pulumi.Any(args.Labels)}
	err := ctx.RegisterComponentResourceV2("components:index:Holder", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	labels := args.Labels.ToStringMapOutput()
	componentResource.Joined = labels.ApplyT(func(labels2 map[string]string) (string, error) {
		return strings.Join(func() []string {
			result := []string{}
			collection := labels2
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := collection[k]
				result = append(result, k+"="+v)
			}
			return result
		}(), ","), nil
	}).(pulumi.StringOutput)
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"joined": componentResource.Joined}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
