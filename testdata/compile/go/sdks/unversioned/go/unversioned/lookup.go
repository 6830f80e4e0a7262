package unversioned

import (
	"context"
	"reflect"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// Lookup invokes unversioned:index:lookup.
func Lookup(ctx *pulumi.Context, args *LookupArgs, opts ...pulumi.InvokeOption) (*LookupResult, error) {
	var rv LookupResult
	if err := ctx.Invoke("unversioned:index:lookup", args, &rv, opts...); err != nil {
		return nil, err
	}
	return &rv, nil
}

// LookupArgs are the arguments of Lookup.
type LookupArgs struct {
	Key *string `pulumi:"key"`
}

// LookupResult is the result of Lookup.
type LookupResult struct {
	Value string `pulumi:"value"`
}

// LookupOutput is the output form of Lookup: its arguments may be outputs.
func LookupOutput(ctx *pulumi.Context, args LookupOutputArgs, opts ...pulumi.InvokeOption) LookupResultOutput {
	return pulumi.ToOutputWithContext(ctx.Context(), args).
		ApplyT(func(v interface{}) (LookupResultOutput, error) {
			args := v.(LookupArgs)
			options := pulumi.InvokeOutputOptions{InvokeOptions: opts}
			return ctx.InvokeOutput("unversioned:index:lookup", args, LookupResultOutput{}, options).(LookupResultOutput), nil
		}).(LookupResultOutput)
}

// LookupOutputArgs are the arguments of LookupOutput.
type LookupOutputArgs struct {
	Key pulumi.StringPtrInput `pulumi:"key"`
}

func (LookupOutputArgs) ElementType() reflect.Type {
	return reflect.TypeOf((*LookupArgs)(nil)).Elem()
}

// LookupResultOutput is an output of a LookupResult.
type LookupResultOutput struct{ *pulumi.OutputState }

func (LookupResultOutput) ElementType() reflect.Type {
	return reflect.TypeOf((*LookupResult)(nil)).Elem()
}

func (o LookupResultOutput) ToLookupResultOutput() LookupResultOutput { return o }

func (o LookupResultOutput) ToLookupResultOutputWithContext(ctx context.Context) LookupResultOutput {
	return o
}

// Value is the result's value.
func (o LookupResultOutput) Value() pulumi.StringOutput {
	return o.ApplyT(func(v LookupResult) string { return v.Value }).(pulumi.StringOutput)
}

func init() {
	pulumi.RegisterOutputType(LookupResultOutput{})
}
