package main

import (
	"fmt"
	"strings"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CompArgs are the inputs of a Comp component.
type CompArgs struct {
	Enabled pulumi.BoolPtrInput
}

// Comp is a component resource.
type Comp struct {
	pulumi.ResourceState
	Counts   pulumi.IntArrayOutput
	Keyed    pulumi.StringMapOutput
	NonEmpty pulumi.IntArrayOutput
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
	enabled := pulumi.Bool(true).ToBoolOutput()
	if args.Enabled != nil {
		enabled = boolOr(args.Enabled.ToBoolPtrOutput(), enabled)
	}
	shuffle := pulumi.Unsecret(pulumi.BoolArray{enabled, pulumi.Bool(true)}.ToBoolArrayOutput()).(pulumi.BoolArrayOutput).ApplyT(func(v []bool) ([]*random.RandomShuffle, error) {
		var resources []*random.RandomShuffle
		for index := range v {
			res, err := random.NewRandomShuffle(ctx, fmt.Sprintf("%s-shuffle-%v", name, index), &random.RandomShuffleArgs{Inputs: pulumi.StringArray{pulumi.String("a"), pulumi.String("b"), pulumi.String("c")}}, pulumi.Parent(componentResource))
			if err != nil {
				return nil, err
			}
			resources = append(resources, res)
		}
		return resources, nil
	}).(random.RandomShuffleArrayOutput)
	componentResource.Counts = shuffle.ApplyT(func(shuffle2 []*random.RandomShuffle) (pulumi.StringArrayArrayOutput, error) {
		return func() pulumi.StringArrayArray {
			result := pulumi.StringArrayArray{}
			for _, item := range shuffle2 {
				result = append(result, item.Results)
			}
			return result
		}().ToStringArrayArrayOutput(), nil
	}).(pulumi.StringArrayArrayOutput).ApplyT(func(v [][]string) ([]int, error) {
		return func() []int {
			result := []int{}
			for _, results := range v {
				result = append(result, len(func() []string {
					result2 := []string{}
					for _, item := range results {
						result2 = append(result2, item)
					}
					return result2
				}()))
			}
			return result
		}(), nil
	}).(pulumi.IntArrayOutput)
	componentResource.Keyed = shuffle.ApplyT(func(shuffle2 []*random.RandomShuffle) (pulumi.StringArrayArrayOutput, error) {
		return func() pulumi.StringArrayArray {
			result := pulumi.StringArrayArray{}
			for _, item := range shuffle2 {
				result = append(result, item.Results)
			}
			return result
		}().ToStringArrayArrayOutput(), nil
	}).(pulumi.StringArrayArrayOutput).ApplyT(func(v [][]string) (map[string]string, error) {
		return func() map[string]string {
			result := map[string]string{}
			for i, results := range v {
				result[fmt.Sprintf("shuffle%v", i)] = strings.Join(func() []string {
					result2 := []string{}
					for _, item := range results {
						result2 = append(result2, item)
					}
					return result2
				}(), "-")
			}
			return result
		}(), nil
	}).(pulumi.StringMapOutput)
	componentResource.NonEmpty = shuffle.ApplyT(func(shuffle2 []*random.RandomShuffle) (pulumi.StringArrayArrayOutput, error) {
		return func() pulumi.StringArrayArray {
			result := pulumi.StringArrayArray{}
			for _, item := range shuffle2 {
				result = append(result, item.Results)
			}
			return result
		}().ToStringArrayArrayOutput(), nil
	}).(pulumi.StringArrayArrayOutput).ApplyT(func(v [][]string) ([]int, error) {
		return func() []int {
			result := []int{}
			for i, results := range v {
				if !(len(func() []string {
					result2 := []string{}
					for _, item := range results {
						result2 = append(result2, item)
					}
					return result2
				}()) > 0) {
					continue
				}
				result = append(result, i)
			}
			return result
		}(), nil
	}).(pulumi.IntArrayOutput)
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"counts":   componentResource.Counts,
		"keyed":    componentResource.Keyed,
		"nonEmpty": componentResource.NonEmpty,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
