package main

import (
	"fmt"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// LibArgs are the inputs of a Lib component.
type LibArgs struct {
	Alpha *int
}

// Lib is a component resource.
type Lib struct {
	pulumi.ResourceState
	Always  pulumi.Float64ArrayOutput
	Never   pulumi.Float64ArrayOutput
	Negated pulumi.Float64ArrayOutput
}

// NewLib creates a Lib component and its resources.
func NewLib(ctx *pulumi.Context, name string, args *LibArgs, opts ...pulumi.ResourceOption) (*Lib, error) {
	if args == nil {
		args = &LibArgs{}
	}
	componentResource := &Lib{}
	componentInputs := pulumi.Map{"alpha": pulumi.Any(args.Alpha)}
	err := ctx.RegisterComponentResourceV2("components:index:Lib", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	alpha := 11
	if args.Alpha != nil {
		alpha = *args.Alpha
	}
	items := func() []map[string]string {
		result := []map[string]string{}
		for _, i := range func() []int {
			result2 := []int{}
			start, limit, step := 1, 4, 1
			for i2 := start; (step > 0 && i2 < limit) || (step < 0 && i2 > limit); i2 += step {
				result2 = append(result2, i2)
			}
			return result2
		}() {
			result = append(result, map[string]string{"alpha": fmt.Sprintf("a%v", i)})
		}
		return result
	}()
	always := func() pulumi.Float64ArrayOutput {
		if 7 < alpha || true {
			return pulumi.ToOutput([]float64{0.5, 1.5}).(pulumi.Float64ArrayOutput)
		}
		return pulumi.ToSecret(pulumi.Bool(true)).(pulumi.BoolOutput).ApplyT(func(secret bool) ([]float64, error) {
			return func() []float64 {
				result := []float64{}
				for range items {
					if !(secret) {
						continue
					}
					result = append(result, float64(alpha))
				}
				return result
			}(), nil
		}).(pulumi.Float64ArrayOutput)
	}()
	never := func() pulumi.Float64ArrayOutput {
		if 7 < alpha && false {
			return pulumi.ToSecret(pulumi.Bool(true)).(pulumi.BoolOutput).ApplyT(func(secret bool) ([]float64, error) {
				return func() []float64 {
					result := []float64{}
					for range items {
						if !(secret) {
							continue
						}
						result = append(result, float64(alpha))
					}
					return result
				}(), nil
			}).(pulumi.Float64ArrayOutput)
		}
		return pulumi.ToOutput([]float64{2.5}).(pulumi.Float64ArrayOutput)
	}()
	negated := func() pulumi.Float64ArrayOutput {
		if !(alpha > 100 || true) {
			return pulumi.ToSecret(pulumi.Bool(alpha > 1)).(pulumi.BoolOutput).ApplyT(func(secret bool) ([]float64, error) {
				return func() []float64 {
					result := []float64{}
					for _, it := range items {
						if !(secret) {
							continue
						}
						result = append(result, float64(graphemeCount(it["alpha"])))
					}
					return result
				}(), nil
			}).(pulumi.Float64ArrayOutput)
		}
		return pulumi.ToOutput([]float64{3.5}).(pulumi.Float64ArrayOutput)
	}()
	componentResource.Always = always
	componentResource.Never = never
	componentResource.Negated = negated
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"always":  componentResource.Always,
		"never":   componentResource.Never,
		"negated": componentResource.Negated,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
