package blocks

import (
	"context"
	"reflect"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// ResourceAListOfResource is one element of a resource's list of objects.
type ResourceAListOfResource struct {
	InnerString *string `pulumi:"innerString"`
}

// ResourceAListOfResourceInput is an input of a ResourceAListOfResource.
type ResourceAListOfResourceInput interface {
	pulumi.Input

	ToResourceAListOfResourceOutput() ResourceAListOfResourceOutput
	ToResourceAListOfResourceOutputWithContext(context.Context) ResourceAListOfResourceOutput
}

// ResourceAListOfResourceArgs is a ResourceAListOfResource of inputs.
type ResourceAListOfResourceArgs struct {
	InnerString pulumi.StringPtrInput `pulumi:"innerString"`
}

func (ResourceAListOfResourceArgs) ElementType() reflect.Type {
	return reflect.TypeOf((*ResourceAListOfResource)(nil)).Elem()
}

func (i ResourceAListOfResourceArgs) ToResourceAListOfResourceOutput() ResourceAListOfResourceOutput {
	return i.ToResourceAListOfResourceOutputWithContext(context.Background())
}

func (i ResourceAListOfResourceArgs) ToResourceAListOfResourceOutputWithContext(ctx context.Context) ResourceAListOfResourceOutput {
	return pulumi.ToOutputWithContext(ctx, i).(ResourceAListOfResourceOutput)
}

// ResourceAListOfResourceArrayInput is an input of a []ResourceAListOfResource.
type ResourceAListOfResourceArrayInput interface {
	pulumi.Input

	ToResourceAListOfResourceArrayOutput() ResourceAListOfResourceArrayOutput
	ToResourceAListOfResourceArrayOutputWithContext(context.Context) ResourceAListOfResourceArrayOutput
}

// ResourceAListOfResourceArray is a list of ResourceAListOfResource inputs.
type ResourceAListOfResourceArray []ResourceAListOfResourceInput

func (ResourceAListOfResourceArray) ElementType() reflect.Type {
	return reflect.TypeOf((*[]ResourceAListOfResource)(nil)).Elem()
}

func (i ResourceAListOfResourceArray) ToResourceAListOfResourceArrayOutput() ResourceAListOfResourceArrayOutput {
	return i.ToResourceAListOfResourceArrayOutputWithContext(context.Background())
}

func (i ResourceAListOfResourceArray) ToResourceAListOfResourceArrayOutputWithContext(ctx context.Context) ResourceAListOfResourceArrayOutput {
	return pulumi.ToOutputWithContext(ctx, i).(ResourceAListOfResourceArrayOutput)
}

// ResourceAListOfResourceOutput is an output of a ResourceAListOfResource.
type ResourceAListOfResourceOutput struct{ *pulumi.OutputState }

func (ResourceAListOfResourceOutput) ElementType() reflect.Type {
	return reflect.TypeOf((*ResourceAListOfResource)(nil)).Elem()
}

func (o ResourceAListOfResourceOutput) ToResourceAListOfResourceOutput() ResourceAListOfResourceOutput {
	return o
}

func (o ResourceAListOfResourceOutput) ToResourceAListOfResourceOutputWithContext(context.Context) ResourceAListOfResourceOutput {
	return o
}

// InnerString returns the element's innerString.
func (o ResourceAListOfResourceOutput) InnerString() pulumi.StringPtrOutput {
	return o.ApplyT(func(v ResourceAListOfResource) *string { return v.InnerString }).(pulumi.StringPtrOutput)
}

// ResourceAListOfResourceArrayOutput is an output of a []ResourceAListOfResource.
type ResourceAListOfResourceArrayOutput struct{ *pulumi.OutputState }

func (ResourceAListOfResourceArrayOutput) ElementType() reflect.Type {
	return reflect.TypeOf((*[]ResourceAListOfResource)(nil)).Elem()
}

func (o ResourceAListOfResourceArrayOutput) ToResourceAListOfResourceArrayOutput() ResourceAListOfResourceArrayOutput {
	return o
}

func (o ResourceAListOfResourceArrayOutput) ToResourceAListOfResourceArrayOutputWithContext(context.Context) ResourceAListOfResourceArrayOutput {
	return o
}

// Index returns the output of the element at i.
func (o ResourceAListOfResourceArrayOutput) Index(i pulumi.IntInput) ResourceAListOfResourceOutput {
	return pulumi.All(o, i).ApplyT(func(vs []interface{}) ResourceAListOfResource {
		return vs[0].([]ResourceAListOfResource)[vs[1].(int)]
	}).(ResourceAListOfResourceOutput)
}

func init() {
	pulumi.RegisterInputType(reflect.TypeOf((*ResourceAListOfResourceInput)(nil)).Elem(), ResourceAListOfResourceArgs{})
	pulumi.RegisterInputType(reflect.TypeOf((*ResourceAListOfResourceArrayInput)(nil)).Elem(), ResourceAListOfResourceArray{})
	pulumi.RegisterOutputType(ResourceAListOfResourceOutput{})
	pulumi.RegisterOutputType(ResourceAListOfResourceArrayOutput{})
}
