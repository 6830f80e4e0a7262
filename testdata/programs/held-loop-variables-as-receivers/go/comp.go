package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CompArgs are the inputs of a Comp component.
type CompArgs struct {
	Nums pulumi.Float64ArrayInput
}

// Comp is a component resource.
type Comp struct {
	pulumi.ResourceState
	Doubled pulumi.Float64ArrayOutput
}

// NewComp creates a Comp component and its resources.
func NewComp(ctx *pulumi.Context, name string, args *CompArgs, opts ...pulumi.ResourceOption) (*Comp, error) {
	if args == nil {
		args = &CompArgs{}
	}
	componentResource := &Comp{}
	componentInputs := pulumi.Map{"nums": pulumi.Any(args.Nums)}
	err := ctx.RegisterComponentResourceV2("components:index:Comp", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	nums := args.Nums.ToFloat64ArrayOutput()
	componentResource.Doubled = nums.ApplyT(func(nums2 []float64) ([]float64, error) {
		return func() []float64 {
			result := []float64{}
			for _, n := range nums2 {
				result = append(result, n*1.5)
			}
			return result
		}(), nil
	}).(pulumi.Float64ArrayOutput)
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"doubled": componentResource.Doubled}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
