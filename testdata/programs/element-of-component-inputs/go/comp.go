package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CompArgs are the inputs of a Comp component.
type CompArgs struct {
	Count  pulumi.IntPtrInput
	Counts pulumi.IntArrayInput
	Named  pulumi.IntMapInput
}

// Comp is a component resource.
type Comp struct {
	pulumi.ResourceState
	First  pulumi.IntOutput
	Chosen pulumi.IntOutput
	Found  pulumi.IntOutput
	Total  pulumi.IntOutput
}

// NewComp creates a Comp component and its resources.
func NewComp(ctx *pulumi.Context, name string, args *CompArgs, opts ...pulumi.ResourceOption) (*Comp, error) {
	if args == nil {
		args = &CompArgs{}
	}
	componentResource := &Comp{}
	componentInputs := pulumi.Map{
		"count":  pulumi.Any(args.Count),
		"counts": pulumi.Any(args.Counts),
		"named":  pulumi.Any(args.Named),
	}
	err := ctx.RegisterComponentResourceV2("components:index:Comp", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	count := pulumi.Int(1).ToIntOutput()
	if args.Count != nil {
		count = intOr(args.Count.ToIntPtrOutput(), count)
	}
	counts := pulumi.IntArray{pulumi.Int(1)}.ToIntArrayOutput()
	if args.Counts != nil {
		counts = args.Counts.ToIntArrayOutput()
	}
	named := pulumi.IntMap{}.ToIntMapOutput()
	if args.Named != nil {
		named = args.Named.ToIntMapOutput()
	}
	componentResource.First = pulumi.IntArray{count}[0].(pulumi.IntInput).ToIntOutput().ApplyT(func(v int) (int, error) {
		return -(10 - v), nil
	}).(pulumi.IntOutput)
	componentResource.Chosen = counts.ApplyT(func(counts2 []int) (int, error) {
		return element(counts2, 1) * 3, nil
	}).(pulumi.IntOutput)
	componentResource.Found = pulumi.All(func() pulumi.IntInput {
		m := pulumi.IntMap{"k": count}
		if v, ok := m["k"]; ok {
			return v
		}
		return pulumi.Int(0)
	}().ToIntOutput(), named).ApplyT(func(resolved []interface{}) (int, error) {
		lookup := resolved[0].(int)
		named2 := resolved[1].(map[string]int)
		return lookup + func() int {
			if v, ok := named2["pet"]; ok {
				return v
			}
			return 7
		}(), nil
	}).(pulumi.IntOutput)
	componentResource.Total = pulumi.All(count).ApplyT(func(resolved []interface{}) (int, error) {
		count2 := resolved[0].(int)
		return len([]int{count2, count2}) + count2, nil
	}).(pulumi.IntOutput)
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"first":  componentResource.First,
		"chosen": componentResource.Chosen,
		"found":  componentResource.Found,
		"total":  componentResource.Total,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
