package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

// CompaArgs are the inputs of a Compa component.
type CompaArgs struct {
	Finally map[string]string
	Nil     int
	Echo    []bool
}

// Compa is a component resource.
type Compa struct {
	pulumi.ResourceState
}

// NewCompa creates a Compa component and its resources.
func NewCompa(ctx *pulumi.Context, name string, args *CompaArgs, opts ...pulumi.ResourceOption) (*Compa, error) {
	if args == nil {
		args = &CompaArgs{}
	}
	componentResource := &Compa{}
	componentInputs := pulumi.Map{"nil": pulumi.Any(args.Nil)}
	if args.Finally != nil {
		componentInputs["finally"] = pulumi.Any(args.Finally)
	}
	if args.Echo != nil {
		componentInputs["echo"] = pulumi.Any(args.Echo)
	}
	err := ctx.RegisterComponentResourceV2("components:index:Compa", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	finally := map[string]string{"bravo": "%{nor}"}
	if args.Finally != nil {
		finally = args.Finally
	}
	_ = finally
	nilVar := args.Nil
	_ = nilVar
	echo := args.Echo
	_ = echo
	zulu := func() pulumi.Map {
		if true {
			return pulumi.Map{"india": pulumi.ToSecret(pulumi.BoolMap{"quebec": pulumi.Bool(false)}).(pulumi.BoolMapOutput)}
		}
		return func() pulumi.Map {
			if !true {
				return pulumi.Map{"india": pulumi.BoolMap{"quebec": pulumi.Bool(false)}}
			}
			return func() pulumi.Map {
				if true {
					return pulumi.Map{"india": pulumi.BoolMap{"quebec": pulumi.Bool(true)}}
				}
				return pulumi.Map{"india": pulumi.BoolMap{"quebec": pulumi.Bool(true)}}
			}()
		}()
	}()
	if _, err := internals.UnsafeAwaitOutput(ctx.Context(), pulumi.ToOutput(zulu)); err != nil {
		return nil, err
	}
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
