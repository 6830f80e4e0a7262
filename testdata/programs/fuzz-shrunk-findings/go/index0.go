package main

import (
	"fmt"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

// Index0Args are the inputs of a Index0 component.
type Index0Args struct {
	Nil   map[string]string
	Delta bool
}

// Index0 is a component resource.
type Index0 struct {
	pulumi.ResourceState
	Kilo pulumi.IntMapOutput
}

// NewIndex0 creates a Index0 component and its resources.
func NewIndex0(ctx *pulumi.Context, name string, args *Index0Args, opts ...pulumi.ResourceOption) (*Index0, error) {
	if args == nil {
		args = &Index0Args{}
	}
	componentResource := &Index0{}
	componentInputs := pulumi.Map{"delta": pulumi.Any(args.Delta)}
	if args.Nil != nil {
		componentInputs["nil"] = pulumi.Any(args.Nil)
	}
	err := ctx.RegisterComponentResourceV2("components:index:Index0", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	nilVar := args.Nil
	_ = nilVar
	delta := args.Delta
	global := pulumi.All(pulumi.ToSecret(pulumi.Bool(0.1 >= 1.5)).(pulumi.BoolOutput), pulumi.Unsecret(pulumi.ToSecret(pulumi.Bool(true)).(pulumi.BoolOutput)).(pulumi.BoolOutput)).ApplyT(func(resolved []interface{}) (bool, error) {
		secret := resolved[0].(bool)
		secret2 := resolved[1].(bool)
		return func() bool {
			if secret {
				return secret2
			}
			return delta
		}(), nil
	}).(pulumi.BoolOutput)
	victor := []int{3, 2, 13}
	componentResource.Kilo = pulumi.All(func() pulumi.IntArray {
		result := pulumi.IntArray{}
		for _, void := range victor {
			result = append(result, pulumi.ToSecret(pulumi.Int(void)).(pulumi.IntOutput))
		}
		return result
	}(), global).ApplyT(func(resolved []interface{}) (map[string]int, error) {
		values := resolved[0].([]int)
		global2 := resolved[1].(bool)
		return func() map[string]int {
			result := map[string]int{}
			for value := range victor {
				if !(global2) {
					continue
				}
				result[fmt.Sprintf("k%v", value)] = values[value]
			}
			return result
		}(), nil
	}).(pulumi.IntMapOutput)
	if _, err := internals.UnsafeAwaitOutput(ctx.Context(), global); err != nil {
		return nil, err
	}
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"kilo": componentResource.Kilo}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
