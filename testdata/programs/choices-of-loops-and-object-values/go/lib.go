package main

import (
	"maps"
	"slices"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// LibArgs are the inputs of a Lib component.
type LibArgs struct {
	Pick bool
}

// Lib is a component resource.
type Lib struct {
	pulumi.ResourceState
	Alpha  pulumi.StringMapOutput
	Listed pulumi.StringArrayOutput
}

// NewLib creates a Lib component and its resources.
func NewLib(ctx *pulumi.Context, name string, args *LibArgs, opts ...pulumi.ResourceOption) (*Lib, error) {
	if args == nil {
		args = &LibArgs{}
	}
	componentResource := &Lib{}
	componentInputs := pulumi.Map{"pick": pulumi.Any(args.Pick)}
	err := ctx.RegisterComponentResourceV2("components:index:Lib", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	pick := args.Pick
	fixed := map[string]string{"a.b": "x", "alpha": "y"}
	pair := []string{"p", "q"}
	componentResource.Alpha = pulumi.ToSecret(pulumi.ToStringMap(func() map[string]string {
		if pick {
			return func() map[string]string {
				result := map[string]string{}
				collection := fixed
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					v := collection[k]
					result["k"+k] = v
				}
				return result
			}()
		}
		return fixed
	}())).(pulumi.StringMapOutput)
	componentResource.Listed = pulumi.ToSecret(pulumi.ToStringArray(func() []string {
		if pick {
			return func() []string {
				result := []string{}
				collection := fixed
				for _, key := range slices.Sorted(maps.Keys(collection)) {
					v := collection[key]
					result = append(result, v)
				}
				return result
			}()
		}
		return pair
	}())).(pulumi.StringArrayOutput)
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"alpha":  componentResource.Alpha,
		"listed": componentResource.Listed,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
