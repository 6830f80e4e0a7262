package main

import (
	"maps"
	"slices"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// HolderArgs are the inputs of a Holder component.
type HolderArgs struct {
	Tags   pulumi.StringMapInput
	Names  pulumi.StringArrayInput
	Nested pulumi.IntArrayMapInput
	Shape  pulumi.MapInput
}

// Holder is a component resource.
type Holder struct {
	pulumi.ResourceState
	Text pulumi.StringOutput
}

// NewHolder creates a Holder component and its resources.
func NewHolder(ctx *pulumi.Context, name string, args *HolderArgs, opts ...pulumi.ResourceOption) (*Holder, error) {
	if args == nil {
		args = &HolderArgs{}
	}
	componentResource := &Holder{}
	componentInputs := pulumi.Map{
		"tags":   pulumi.Any(args.Tags),
		"names":  pulumi.Any(args.Names),
		"nested": pulumi.Any(args.Nested),
		"shape":  pulumi.Any(args.Shape),
	}
	err := ctx.RegisterComponentResourceV2("components:index:Holder", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	tags := pulumi.StringMap{"a": pulumi.String("x")}.ToStringMapOutput()
	if args.Tags != nil {
		tags = args.Tags.ToStringMapOutput()
	}
	names := pulumi.StringArray{pulumi.String("h")}.ToStringArrayOutput()
	if args.Names != nil {
		names = args.Names.ToStringArrayOutput()
	}
	nested := pulumi.IntArrayMap{"a": pulumi.IntArray{pulumi.Int(1), pulumi.Int(2)}}.ToIntArrayMapOutput()
	if args.Nested != nil {
		nested = args.Nested.ToIntArrayMapOutput()
	}
	shape := pulumi.Map{"size": pulumi.Int(2), "name": pulumi.String("h")}.ToMapOutput()
	if args.Shape != nil {
		shape = args.Shape.ToMapOutput()
	}
	componentResource.Text = pulumi.Sprintf("%v-%v-%v-%v-%v-%v-%v", tags.ApplyT(func(tags2 map[string]string) (string, error) {
		return mustGet(tags2, "a"), nil
	}).(pulumi.StringOutput), tags.ApplyT(func(tags2 map[string]string) (string, error) {
		return func() string {
			if v, ok := func() (v string, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return mustGet(tags2, "zz"), true
			}(); ok {
				return v
			}
			return "none"
		}(), nil
	}).(pulumi.StringOutput), names.ApplyT(func(names2 []string) (bool, error) {
		return func() (ok bool) {
			defer func() {
				if recover() != nil {
					ok = false
				}
			}()
			_ = names2[3]
			return true
		}(), nil
	}).(pulumi.BoolOutput), names.ApplyT(func(names2 []string) (string, error) {
		return names2[0], nil
	}).(pulumi.StringOutput), nested.ApplyT(func(nested2 map[string][]int) (int, error) {
		return mustGet(nested2, "a")[1], nil
	}).(pulumi.IntOutput), shape.ApplyT(func(shape2 map[string]interface{}) (string, error) {
		return shape2["name"].(string), nil
	}).(pulumi.StringOutput), tags.ApplyT(func(tags2 map[string]string) (int, error) {
		return len(func() []string {
			result := []string{}
			collection := tags2
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				result = append(result, k)
			}
			return result
		}()), nil
	}).(pulumi.IntOutput))
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"text": componentResource.Text}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
