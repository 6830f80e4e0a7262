package main

import (
	"fmt"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CountedArgs are the inputs of a Counted component.
type CountedArgs struct {
	Lengths   []float64
	Threshold pulumi.IntInput
}

// Counted is a component resource.
type Counted struct {
	pulumi.ResourceState
	Count pulumi.IntOutput
	Sums  pulumi.IntArrayOutput
}

// NewCounted creates a Counted component and its resources.
func NewCounted(ctx *pulumi.Context, name string, args *CountedArgs, opts ...pulumi.ResourceOption) (*Counted, error) {
	if args == nil {
		args = &CountedArgs{}
	}
	componentResource := &Counted{}
	componentInputs := pulumi.Map{"threshold": pulumi.Any(args.Threshold)}
	if args.Lengths != nil {
		componentInputs["lengths"] = pulumi.Any(args.Lengths)
	}
	err := ctx.RegisterComponentResourceV2("components:index:Counted", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	lengths := []float64{}
	if args.Lengths != nil {
		lengths = args.Lengths
	}
	threshold := args.Threshold.ToIntOutput()
	var pets []*random.RandomPet
	for index, value := range lengths {
		res, err := random.NewRandomPet(ctx, fmt.Sprintf("%s-pets-%v", name, index), &random.RandomPetArgs{Keepers: threshold.ApplyT(func(threshold2 int) (map[string]string, error) {
			return func() map[string]string {
				result := map[string]string{}
				for _, i := range func() []int {
					result2 := []int{}
					start, limit, step := 0, len(lengths), 1
					for i2 := start; (step > 0 && i2 < limit) || (step < 0 && i2 > limit); i2 += step {
						result2 = append(result2, i2)
					}
					return result2
				}() {
					if !(threshold2 != 0) {
						continue
					}
					result[fmt.Sprintf("k%v", i)] = fmt.Sprintf("n%v", numberText(value))
				}
				return result
			}(), nil
		}).(pulumi.StringMapOutput)}, pulumi.Parent(componentResource))
		if err != nil {
			return nil, err
		}
		pets = append(pets, res)
	}
	_ = pets
	componentResource.Count = threshold.ApplyT(func(threshold2 int) (int, error) {
		return len(lengths) + threshold2, nil
	}).(pulumi.IntOutput)
	componentResource.Sums = func() pulumi.IntArray {
		result := pulumi.IntArray{}
		for _, i := range func() []int {
			result2 := []int{}
			start, limit, step := 0, 2, 1
			for i2 := start; (step > 0 && i2 < limit) || (step < 0 && i2 > limit); i2 += step {
				result2 = append(result2, i2)
			}
			return result2
		}() {
			result = append(result, threshold.ApplyT(func(threshold2 int) (int, error) {
				return len(lengths) + threshold2 + i, nil
			}).(pulumi.IntOutput))
		}
		return result
	}().ToIntArrayOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"count": componentResource.Count,
		"sums":  componentResource.Sums,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
