package main

import (
	"fmt"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CompArgs are the inputs of a Comp component.
type CompArgs struct {
	Items []int
}

// Comp is a component resource.
type Comp struct {
	pulumi.ResourceState
	Keyed pulumi.IntMapOutput
	Text  pulumi.StringOutput
}

// NewComp creates a Comp component and its resources.
func NewComp(ctx *pulumi.Context, name string, args *CompArgs, opts ...pulumi.ResourceOption) (*Comp, error) {
	if args == nil {
		args = &CompArgs{}
	}
	componentResource := &Comp{}
	componentInputs := pulumi.Map{}
	if args.Items != nil {
		componentInputs["items"] = pulumi.Any(args.Items)
	}
	err := ctx.RegisterComponentResourceV2("components:index:Comp", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	items := args.Items

	// Locals nothing reads, evaluated for their errors alone, whose names are
	// also text in strings and keys.
	k := func() interface{} {
		if v, ok := func() (v interface{}, ok bool) {
			defer func() {
				if recover() != nil {
					ok = false
				}
			}()
			return func() interface{} {
				panic("not here")
			}(), true
		}(); ok {
			return v
		}
		return 9
	}()
	_ = k
	nameVar := "fixed"
	_ = nameVar
	keyed := func() map[string]int {
		result := map[string]int{}
		for i, v := range items {
			result[fmt.Sprintf("key%v", i)] = v
		}
		return result
	}()
	componentResource.Keyed = pulumi.ToIntMap(keyed).ToIntMapOutput()
	componentResource.Text = pulumi.String(fmt.Sprintf("k = %v", len(items))).ToStringOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"keyed": componentResource.Keyed,
		"text":  componentResource.Text,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
