package main

import (
	"fmt"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CompArgs are the inputs of a Comp component.
type CompArgs struct {
	Enabled pulumi.BoolInput
}

// Comp is a component resource.
type Comp struct {
	pulumi.ResourceState
	Counts pulumi.IntArrayOutput
}

// NewComp creates a Comp component and its resources.
func NewComp(ctx *pulumi.Context, name string, args *CompArgs, opts ...pulumi.ResourceOption) (*Comp, error) {
	if args == nil {
		args = &CompArgs{}
	}
	componentResource := &Comp{}
	componentInputs := pulumi.Map{"enabled": pulumi.Any(args.Enabled)}
	err := ctx.RegisterComponentResourceV2("components:index:Comp", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	enabled := args.Enabled.ToBoolOutput()
	shuffle := pulumi.Unsecret(enabled.ApplyT(func(enabled2 bool) ([]float64, error) {
		return func() []float64 {
			result := []float64{}
			for range []int{1, 2} {
				if !(enabled2) {
					continue
				}
				result = append(result, 0.25)
			}
			return result
		}(), nil
	}).(pulumi.Float64ArrayOutput)).(pulumi.Float64ArrayOutput).ApplyT(func(v []float64) ([]*random.RandomShuffle, error) {
		var resources []*random.RandomShuffle
		for index := range v {
			res, err := random.NewRandomShuffle(ctx, fmt.Sprintf("%s-shuffle-%v", name, index), &random.RandomShuffleArgs{
				Inputs:      pulumi.StringArray{pulumi.String("a"), pulumi.String("b"), pulumi.String("c")},
				ResultCount: pulumi.Int(index + 1),
			}, pulumi.Parent(componentResource))
			if err != nil {
				return nil, err
			}
			resources = append(resources, res)
		}
		return resources, nil
	}).(random.RandomShuffleArrayOutput)
	componentResource.Counts = shuffle.ApplyT(func(shuffle2 []*random.RandomShuffle) (pulumi.ArrayOutput, error) {
		return func() pulumi.Array {
			result := pulumi.Array{}
			for _, item := range shuffle2 {
				result = append(result, item.ResultCount)
			}
			return result
		}().ToArrayOutput(), nil
	}).(pulumi.ArrayOutput).ApplyT(func(v2 []interface{}) ([]int, error) {
		v := optionalValues[int](v2)
		return func() []int {
			result := []int{}
			for _, count := range v {
				result = append(result, 1+*count-*func() *int {
					if v3, ok := func() (v3 *int, ok bool) {
						defer func() {
							if recover() != nil {
								ok = false
							}
						}()
						return count, true
					}(); ok {
						return v3
					}
					return pulumi.IntRef(6)
				}())
			}
			return result
		}(), nil
	}).(pulumi.IntArrayOutput)
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"counts": componentResource.Counts}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
