package maxitemsone

import (
	"context"
	"reflect"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// ResourceInnerResource is the object a resource takes.
type ResourceInnerResource struct {
	SomeInput *bool `pulumi:"someInput"`
}

// ResourceInnerResourceInput is an input of a ResourceInnerResource.
type ResourceInnerResourceInput interface {
	pulumi.Input

	ToResourceInnerResourceOutput() ResourceInnerResourceOutput
	ToResourceInnerResourceOutputWithContext(context.Context) ResourceInnerResourceOutput
}

// ResourceInnerResourceArgs is a ResourceInnerResource of inputs.
type ResourceInnerResourceArgs struct {
	SomeInput pulumi.BoolPtrInput `pulumi:"someInput"`
}

func (ResourceInnerResourceArgs) ElementType() reflect.Type {
	return reflect.TypeOf((*ResourceInnerResource)(nil)).Elem()
}

func (i ResourceInnerResourceArgs) ToResourceInnerResourceOutput() ResourceInnerResourceOutput {
	return i.ToResourceInnerResourceOutputWithContext(context.Background())
}

func (i ResourceInnerResourceArgs) ToResourceInnerResourceOutputWithContext(ctx context.Context) ResourceInnerResourceOutput {
	return pulumi.ToOutputWithContext(ctx, i).(ResourceInnerResourceOutput)
}

func (i ResourceInnerResourceArgs) ToResourceInnerResourcePtrOutput() ResourceInnerResourcePtrOutput {
	return i.ToResourceInnerResourcePtrOutputWithContext(context.Background())
}

func (i ResourceInnerResourceArgs) ToResourceInnerResourcePtrOutputWithContext(ctx context.Context) ResourceInnerResourcePtrOutput {
	return i.ToResourceInnerResourceOutputWithContext(ctx).ToResourceInnerResourcePtrOutputWithContext(ctx)
}

// ResourceInnerResourcePtrInput is an input of a *ResourceInnerResource.
type ResourceInnerResourcePtrInput interface {
	pulumi.Input

	ToResourceInnerResourcePtrOutput() ResourceInnerResourcePtrOutput
	ToResourceInnerResourcePtrOutputWithContext(context.Context) ResourceInnerResourcePtrOutput
}

type resourceInnerResourcePtrType ResourceInnerResourceArgs

// ResourceInnerResourcePtr makes a ResourceInnerResourcePtrInput of v.
func ResourceInnerResourcePtr(v *ResourceInnerResourceArgs) ResourceInnerResourcePtrInput {
	return (*resourceInnerResourcePtrType)(v)
}

func (*resourceInnerResourcePtrType) ElementType() reflect.Type {
	return reflect.TypeOf((**ResourceInnerResource)(nil)).Elem()
}

func (i *resourceInnerResourcePtrType) ToResourceInnerResourcePtrOutput() ResourceInnerResourcePtrOutput {
	return i.ToResourceInnerResourcePtrOutputWithContext(context.Background())
}

func (i *resourceInnerResourcePtrType) ToResourceInnerResourcePtrOutputWithContext(ctx context.Context) ResourceInnerResourcePtrOutput {
	return pulumi.ToOutputWithContext(ctx, i).(ResourceInnerResourcePtrOutput)
}

// ResourceInnerResourceOutput is an output of a ResourceInnerResource.
type ResourceInnerResourceOutput struct{ *pulumi.OutputState }

func (ResourceInnerResourceOutput) ElementType() reflect.Type {
	return reflect.TypeOf((*ResourceInnerResource)(nil)).Elem()
}

func (o ResourceInnerResourceOutput) ToResourceInnerResourceOutput() ResourceInnerResourceOutput {
	return o
}

func (o ResourceInnerResourceOutput) ToResourceInnerResourceOutputWithContext(context.Context) ResourceInnerResourceOutput {
	return o
}

func (o ResourceInnerResourceOutput) ToResourceInnerResourcePtrOutput() ResourceInnerResourcePtrOutput {
	return o.ToResourceInnerResourcePtrOutputWithContext(context.Background())
}

func (o ResourceInnerResourceOutput) ToResourceInnerResourcePtrOutputWithContext(ctx context.Context) ResourceInnerResourcePtrOutput {
	return o.ApplyTWithContext(ctx, func(_ context.Context, v ResourceInnerResource) *ResourceInnerResource {
		return &v
	}).(ResourceInnerResourcePtrOutput)
}

// SomeInput returns the object's someInput.
func (o ResourceInnerResourceOutput) SomeInput() pulumi.BoolPtrOutput {
	return o.ApplyT(func(v ResourceInnerResource) *bool { return v.SomeInput }).(pulumi.BoolPtrOutput)
}

// ResourceInnerResourcePtrOutput is an output of a *ResourceInnerResource.
type ResourceInnerResourcePtrOutput struct{ *pulumi.OutputState }

func (ResourceInnerResourcePtrOutput) ElementType() reflect.Type {
	return reflect.TypeOf((**ResourceInnerResource)(nil)).Elem()
}

func (o ResourceInnerResourcePtrOutput) ToResourceInnerResourcePtrOutput() ResourceInnerResourcePtrOutput {
	return o
}

func (o ResourceInnerResourcePtrOutput) ToResourceInnerResourcePtrOutputWithContext(context.Context) ResourceInnerResourcePtrOutput {
	return o
}

// Elem returns the object the pointer points to (the zero object for nil).
func (o ResourceInnerResourcePtrOutput) Elem() ResourceInnerResourceOutput {
	return o.ApplyT(func(v *ResourceInnerResource) ResourceInnerResource {
		if v != nil {
			return *v
		}
		var ret ResourceInnerResource
		return ret
	}).(ResourceInnerResourceOutput)
}

// SomeInput returns the object's someInput.
func (o ResourceInnerResourcePtrOutput) SomeInput() pulumi.BoolPtrOutput {
	return o.ApplyT(func(v *ResourceInnerResource) *bool {
		if v == nil {
			return nil
		}
		return v.SomeInput
	}).(pulumi.BoolPtrOutput)
}

// ResourceInnerResourceResult is the object a resource outputs.
type ResourceInnerResourceResult struct {
	SomeInput *bool `pulumi:"someInput"`
}

// ResourceInnerResourceResultOutput is an output of a
// ResourceInnerResourceResult.
type ResourceInnerResourceResultOutput struct{ *pulumi.OutputState }

func (ResourceInnerResourceResultOutput) ElementType() reflect.Type {
	return reflect.TypeOf((*ResourceInnerResourceResult)(nil)).Elem()
}

func (o ResourceInnerResourceResultOutput) ToResourceInnerResourceResultOutput() ResourceInnerResourceResultOutput {
	return o
}

func (o ResourceInnerResourceResultOutput) ToResourceInnerResourceResultOutputWithContext(context.Context) ResourceInnerResourceResultOutput {
	return o
}

// SomeInput returns the object's someInput.
func (o ResourceInnerResourceResultOutput) SomeInput() pulumi.BoolPtrOutput {
	return o.ApplyT(func(v ResourceInnerResourceResult) *bool { return v.SomeInput }).(pulumi.BoolPtrOutput)
}

func init() {
	pulumi.RegisterInputType(reflect.TypeOf((*ResourceInnerResourceInput)(nil)).Elem(), ResourceInnerResourceArgs{})
	pulumi.RegisterInputType(reflect.TypeOf((*ResourceInnerResourcePtrInput)(nil)).Elem(), ResourceInnerResourceArgs{})
	pulumi.RegisterOutputType(ResourceInnerResourceOutput{})
	pulumi.RegisterOutputType(ResourceInnerResourcePtrOutput{})
	pulumi.RegisterOutputType(ResourceInnerResourceResultOutput{})
}
