// Package blocks stands in, in the compile checks and mock runs, for the Go
// SDK of the blocks test schema (testdata/schemas/blocks-1.0.0.json), which
// has no published SDK. It declares the API generated programs use, in the
// shapes Pulumi's Go SDK generator gives it.
package blocks

import (
	"reflect"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// Resource has a list of objects as input and output.
type Resource struct {
	pulumi.CustomResourceState

	AListOfResources ResourceAListOfResourceArrayOutput `pulumi:"aListOfResources"`
}

// NewResource registers a Resource.
func NewResource(ctx *pulumi.Context, name string, args *ResourceArgs, opts ...pulumi.ResourceOption) (*Resource, error) {
	if args == nil {
		args = &ResourceArgs{}
	}
	var resource Resource
	if err := ctx.RegisterResource("blocks:index/index:resource", name, args, &resource, opts...); err != nil {
		return nil, err
	}
	return &resource, nil
}

type resourceArgs struct {
	AListOfResources []ResourceAListOfResource `pulumi:"aListOfResources"`
}

// ResourceArgs are the inputs of a Resource.
type ResourceArgs struct {
	AListOfResources ResourceAListOfResourceArrayInput
}

func (ResourceArgs) ElementType() reflect.Type { return reflect.TypeOf((*resourceArgs)(nil)).Elem() }
