package simple

import (
	"context"
	"reflect"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// GetSecret reads a secret by name. Like the functions of provider SDKs of
// its time (pulumi-tls v4), it calls ctx.Invoke, which fails when the
// result holds a secret.
func GetSecret(ctx *pulumi.Context, args *GetSecretArgs, opts ...pulumi.InvokeOption) (*GetSecretResult, error) {
	var rv GetSecretResult
	if err := ctx.Invoke("simple:index:getSecret", args, &rv, opts...); err != nil {
		return nil, err
	}
	return &rv, nil
}

// GetSecretArgs are the arguments of GetSecret.
type GetSecretArgs struct {
	Name string `pulumi:"name"`
}

// GetSecretResult is the result of GetSecret.
type GetSecretResult struct {
	Name  string `pulumi:"name"`
	Value string `pulumi:"value"`
}

// GetSecretOutput is the output form of GetSecret, which calls the plain
// form inside an apply.
func GetSecretOutput(ctx *pulumi.Context, args GetSecretOutputArgs, opts ...pulumi.InvokeOption) GetSecretResultOutput {
	return pulumi.ToOutputWithContext(context.Background(), args).
		ApplyT(func(v interface{}) (GetSecretResult, error) {
			args := v.(GetSecretArgs)
			r, err := GetSecret(ctx, &args, opts...)
			var s GetSecretResult
			if r != nil {
				s = *r
			}
			return s, err
		}).(GetSecretResultOutput)
}

// GetSecretOutputArgs are the arguments of GetSecretOutput.
type GetSecretOutputArgs struct {
	Name pulumi.StringInput `pulumi:"name"`
}

func (GetSecretOutputArgs) ElementType() reflect.Type {
	return reflect.TypeOf((*GetSecretArgs)(nil)).Elem()
}

// GetSecretResultOutput is an output of a GetSecretResult.
type GetSecretResultOutput struct{ *pulumi.OutputState }

func (GetSecretResultOutput) ElementType() reflect.Type {
	return reflect.TypeOf((*GetSecretResult)(nil)).Elem()
}

func (o GetSecretResultOutput) ToGetSecretResultOutput() GetSecretResultOutput { return o }

func (o GetSecretResultOutput) ToGetSecretResultOutputWithContext(ctx context.Context) GetSecretResultOutput {
	return o
}

func (o GetSecretResultOutput) Name() pulumi.StringOutput {
	return o.ApplyT(func(v GetSecretResult) string { return v.Name }).(pulumi.StringOutput)
}

func (o GetSecretResultOutput) Value() pulumi.StringOutput {
	return o.ApplyT(func(v GetSecretResult) string { return v.Value }).(pulumi.StringOutput)
}

func init() {
	pulumi.RegisterOutputType(GetSecretResultOutput{})
}
