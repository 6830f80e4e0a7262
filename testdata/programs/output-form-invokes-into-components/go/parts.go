package main

import (
	"strings"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// PartsArgs are the inputs of a Parts component.
type PartsArgs struct {
	Labels pulumi.StringMapInput
	Title  pulumi.StringPtrInput
	Names  pulumi.StringArrayInput
}

// Parts is a component resource.
type Parts struct {
	pulumi.ResourceState
	Count pulumi.IntOutput
	Title pulumi.StringOutput
}

// NewParts creates a Parts component and its resources.
func NewParts(ctx *pulumi.Context, name string, args *PartsArgs, opts ...pulumi.ResourceOption) (*Parts, error) {
	if args == nil {
		args = &PartsArgs{}
	}
	componentResource := &Parts{}
	componentInputs := pulumi.Map{
		"labels": pulumi.Any(args.Labels),
		"title":  pulumi.Any(args.Title),
		"names":  pulumi.Any(args.Names),
	}
	err := ctx.RegisterComponentResourceV2("components:index:Parts", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	labels := args.Labels.ToStringMapOutput()
	title := pulumi.String("untitled").ToStringOutput()
	if args.Title != nil {
		title = stringOr(args.Title.ToStringPtrOutput(), title)
	}
	names := args.Names.ToStringArrayOutput()
	componentResource.Count = pulumi.All(labels, names).ApplyT(func(resolved []interface{}) (int, error) {
		labels2 := resolved[0].(map[string]string)
		names2 := resolved[1].([]string)
		return len(labels2) + len(names2), nil
	}).(pulumi.IntOutput)
	componentResource.Title = pulumi.Sprintf("%v: %v", title, names.ApplyT(func(names2 []string) (string, error) {
		return strings.Join(names2, ","), nil
	}).(pulumi.StringOutput))
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"count": componentResource.Count,
		"title": componentResource.Title,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
