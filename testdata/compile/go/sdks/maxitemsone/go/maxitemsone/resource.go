// Package maxitemsone stands in, in the compile checks and mock runs, for the
// Go SDK of the maxItemsOne test schema
// (testdata/schemas/maxItemsOne-1.0.0.json), which has no published SDK. It
// declares the API generated programs use, in the shapes Pulumi's Go SDK
// generator gives it.
package maxitemsone

import (
	"reflect"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// Resource takes an object and outputs an object of another type with the
// same shape.
type Resource struct {
	pulumi.CustomResourceState

	InnerResource       ResourceInnerResourcePtrOutput    `pulumi:"innerResource"`
	InnerResourceOutput ResourceInnerResourceResultOutput `pulumi:"innerResourceOutput"`
}

// NewResource registers a Resource.
func NewResource(ctx *pulumi.Context, name string, args *ResourceArgs, opts ...pulumi.ResourceOption) (*Resource, error) {
	if args == nil {
		args = &ResourceArgs{}
	}
	var resource Resource
	if err := ctx.RegisterResource("maxItemsOne:index/index:resource", name, args, &resource, opts...); err != nil {
		return nil, err
	}
	return &resource, nil
}

type resourceArgs struct {
	InnerResource *ResourceInnerResource `pulumi:"innerResource"`
}

// ResourceArgs are the inputs of a Resource.
type ResourceArgs struct {
	InnerResource ResourceInnerResourcePtrInput
}

func (ResourceArgs) ElementType() reflect.Type { return reflect.TypeOf((*resourceArgs)(nil)).Elem() }
