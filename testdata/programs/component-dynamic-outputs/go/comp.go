package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CompArgs are the inputs of a Comp component.
type CompArgs struct {
	Data pulumi.Input
}

// Comp is a component resource.
type Comp struct {
	pulumi.ResourceState
	Out   pulumi.AnyOutput
	Tried pulumi.AnyOutput
	First pulumi.AnyOutput
	Mixed pulumi.MapOutput
}

// NewComp creates a Comp component and its resources.
func NewComp(ctx *pulumi.Context, name string, args *CompArgs, opts ...pulumi.ResourceOption) (*Comp, error) {
	if args == nil {
		args = &CompArgs{}
	}
	componentResource := &Comp{}
	componentInputs := pulumi.Map{"data": pulumi.Any(args.Data)}
	err := ctx.RegisterComponentResourceV2("components:index:Comp", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	data := pulumi.Any(args.Data)
	inner, err := random.NewRandomPet(ctx, name+"-inner", nil, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Out = data
	componentResource.Tried = pulumi.All(data).ApplyT(func(resolved []interface{}) (interface{}, error) {
		data2 := resolved[0].(interface{})
		return func() interface{} {
			if v, ok := func() (v interface{}, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return mustGet(data2.(map[string]interface{}), "missing"), true
			}(); ok {
				return v
			}
			return mustGet(data2.(map[string]interface{}), "a")
		}(), nil
	}).(pulumi.AnyOutput)
	componentResource.First = data.ApplyT(func(data2 interface{}) (interface{}, error) {
		return func() interface{} {
			if v, ok := func() (v interface{}, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return mustGet(data2.(map[string]interface{}), "b").([]interface{})[0], true
			}(); ok {
				return v
			}
			return "none"
		}(), nil
	}).(pulumi.AnyOutput)
	componentResource.Mixed = pulumi.Map{"id": inner.ID().ToStringOutput(), "given": data}.ToMapOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"out":   componentResource.Out,
		"tried": componentResource.Tried,
		"first": componentResource.First,
		"mixed": componentResource.Mixed,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
