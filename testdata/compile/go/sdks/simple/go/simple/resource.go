// Package simple stands in, in the compile checks and mock runs, for the Go
// SDK of the simple test schema (testdata/schemas/simple-1.0.0.json), which
// has no published SDK. It declares the API generated programs use, in the
// shapes Pulumi's Go SDK generator gives it.
package simple

import (
	"reflect"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// Resource has a string and an integer input and a string output.
type Resource struct {
	pulumi.CustomResourceState

	InputOne pulumi.StringPtrOutput `pulumi:"inputOne"`
	InputTwo pulumi.IntPtrOutput    `pulumi:"inputTwo"`
	Result   pulumi.StringOutput    `pulumi:"result"`
}

// NewResource registers a Resource.
func NewResource(ctx *pulumi.Context, name string, args *ResourceArgs, opts ...pulumi.ResourceOption) (*Resource, error) {
	if args == nil {
		args = &ResourceArgs{}
	}
	var resource Resource
	if err := ctx.RegisterResource("simple:index:resource", name, args, &resource, opts...); err != nil {
		return nil, err
	}
	return &resource, nil
}

type resourceArgs struct {
	InputOne *string `pulumi:"inputOne"`
	InputTwo *int    `pulumi:"inputTwo"`
}

// ResourceArgs are the inputs of a Resource.
type ResourceArgs struct {
	InputOne pulumi.StringPtrInput
	InputTwo pulumi.IntPtrInput
}

func (ResourceArgs) ElementType() reflect.Type { return reflect.TypeOf((*resourceArgs)(nil)).Elem() }
