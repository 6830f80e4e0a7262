// Package majortwo stands in, in the compile checks and mock runs, for the
// Go SDK of the majortwo test schema (testdata/schemas/majortwo-2.4.0.json),
// which has no published SDK. It is imported from the /v2 module that the
// schema's version gives, as generated programs import it, and declares the
// API they use in the shapes Pulumi's Go SDK generator gives it.
package majortwo

import (
	"reflect"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// Thing has an optional string input and output.
type Thing struct {
	pulumi.CustomResourceState

	Label pulumi.StringPtrOutput `pulumi:"label"`
}

// NewThing registers a Thing.
func NewThing(ctx *pulumi.Context, name string, args *ThingArgs, opts ...pulumi.ResourceOption) (*Thing, error) {
	if args == nil {
		args = &ThingArgs{}
	}
	var resource Thing
	if err := ctx.RegisterResource("majortwo:index:Thing", name, args, &resource, opts...); err != nil {
		return nil, err
	}
	return &resource, nil
}

type thingArgs struct {
	Label *string `pulumi:"label"`
}

// ThingArgs are the inputs of a Thing.
type ThingArgs struct {
	Label pulumi.StringPtrInput
}

func (ThingArgs) ElementType() reflect.Type { return reflect.TypeOf((*thingArgs)(nil)).Elem() }
