package widgets

import (
	"reflect"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// Provider is the widgets provider.
type Provider struct {
	pulumi.ProviderResourceState

	Region pulumi.StringPtrOutput `pulumi:"region"`
}

// NewProvider registers a widgets provider.
func NewProvider(ctx *pulumi.Context, name string, args *ProviderArgs, opts ...pulumi.ResourceOption) (*Provider, error) {
	if args == nil {
		args = &ProviderArgs{}
	}
	var resource Provider
	if err := ctx.RegisterResource("pulumi:providers:widgets", name, args, &resource, opts...); err != nil {
		return nil, err
	}
	return &resource, nil
}

type providerArgs struct {
	Region *string `pulumi:"region"`
}

// ProviderArgs are the inputs of a Provider.
type ProviderArgs struct {
	Region pulumi.StringPtrInput
}

func (ProviderArgs) ElementType() reflect.Type { return reflect.TypeOf((*providerArgs)(nil)).Elem() }

// Describe calls the provider's describe method.
func (r *Provider) Describe(ctx *pulumi.Context) (ProviderDescribeResultOutput, error) {
	out, err := ctx.Call("pulumi:providers:widgets/describe", nil, ProviderDescribeResultOutput{}, r)
	if err != nil {
		return ProviderDescribeResultOutput{}, err
	}
	return out.(ProviderDescribeResultOutput), nil
}

// ProviderDescribeResult is the result of Provider.Describe.
type ProviderDescribeResult struct {
	Summary string `pulumi:"summary"`
}

// ProviderDescribeResultOutput is an output of a ProviderDescribeResult.
type ProviderDescribeResultOutput struct{ *pulumi.OutputState }

func (ProviderDescribeResultOutput) ElementType() reflect.Type {
	return reflect.TypeOf((*ProviderDescribeResult)(nil)).Elem()
}

// Summary returns the summary of the result.
func (o ProviderDescribeResultOutput) Summary() pulumi.StringOutput {
	return o.ApplyT(func(v ProviderDescribeResult) string { return v.Summary }).(pulumi.StringOutput)
}

func init() {
	pulumi.RegisterOutputType(ProviderDescribeResultOutput{})
}
