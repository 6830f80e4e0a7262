package main

import (
	"encoding/base64"
	"fmt"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

// PartsArgs are the inputs of a Parts component.
type PartsArgs struct {
	Size pulumi.Float64PtrInput
}

// Parts is a component resource.
type Parts struct {
	pulumi.ResourceState
	Chosen pulumi.MapOutput
	Labels pulumi.StringMapOutput
}

// NewParts creates a Parts component and its resources.
func NewParts(ctx *pulumi.Context, name string, args *PartsArgs, opts ...pulumi.ResourceOption) (*Parts, error) {
	if args == nil {
		args = &PartsArgs{}
	}
	componentResource := &Parts{}
	componentInputs := pulumi.Map{"size": pulumi.Any(args.Size)}
	err := ctx.RegisterComponentResourceV2("components:index:Parts", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	size := pulumi.Float64(0.25).ToFloat64Output()
	if args.Size != nil {
		size = float64Or(args.Size.ToFloat64PtrOutput(), size)
	}

	// A value of any type: its property may be undefined where another branch
	// lacks the property or sets it to a bool.
	mapped := func() interface{} {
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
		return false
	}()
	componentResource.Chosen = pulumi.All(size, func() pulumi.MapOutput {
		if dynamicBool(mapped) {
			return pulumi.Map{"kilo": size}.ToMapOutput()
		}
		return pulumi.ToSecret(pulumi.Map{"kilo": pulumi.Float64(0.25), "whiskey": pulumi.Bool(false)}).(pulumi.MapOutput)
	}()).ApplyT(func(resolved []interface{}) (map[string]interface{}, error) {
		size2 := resolved[0].(float64)
		value := resolved[1].(map[string]interface{})
		return func() map[string]interface{} {
			if size2 > 0.0 {
				return func() map[string]interface{} {
					if dynamicBool(mapped) {
						return map[string]interface{}{"kilo": size2, "whiskey": mapped}
					}
					return map[string]interface{}{"kilo": 0.1, "whiskey": nil}
				}()
			}
			return value
		}(), nil
	}).(pulumi.MapOutput)

	// An object and a map of outputs chosen in an apply: TypeScript's union of
	// their types is no Output of PCL's map.
	componentResource.Labels = pulumi.All(func() pulumi.AnyOutput {
		deferred, resolve := deferredAny(ctx.Context())
		value := pulumi.ToSecret(pulumi.Any(mapped)).(pulumi.AnyOutput)
		go func() {
			if _, err2 := internals.UnsafeAwaitOutput(ctx.Context(), value); err2 != nil {
				message := err2.Error()
				_ = message
				resolve(pulumi.ToOutput(pulumi.Bool(false)))
				return
			}
			resolve(value)
		}()
		return deferred
	}(), pulumi.ToSecret(pulumi.StringMap{"null": pulumi.String("n"), "a.b": pulumi.String("d")}).(pulumi.StringMapOutput), func() pulumi.StringMap {
		result := pulumi.StringMap{}
		collection := pulumi.Float64Array{size}
		for i, v := range collection {
			result[fmt.Sprintf("k%v", i)] = v.ToFloat64Output().ApplyT(func(v2 float64) (string, error) {
				return base64.StdEncoding.EncodeToString([]byte(numberText(v2))), nil
			}).(pulumi.StringOutput)
		}
		return result
	}()).ApplyT(func(resolved []interface{}) (map[string]string, error) {
		recover2 := resolved[0].(interface{})
		secret := resolved[1].(map[string]string)
		values := resolved[2].(map[string]string)
		return func() map[string]string {
			if dynamicBool(recover2) {
				return secret
			}
			return values
		}(), nil
	}).(pulumi.StringMapOutput)
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"chosen": componentResource.Chosen,
		"labels": componentResource.Labels,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
