package widgets

import (
	"reflect"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// JoinNamesResult is the result of joinNames.
type JoinNamesResult struct {
	Result string `pulumi:"result"`
}

// JoinNamesResultOutput is an output of a JoinNamesResult.
type JoinNamesResultOutput struct{ *pulumi.OutputState }

func (JoinNamesResultOutput) ElementType() reflect.Type {
	return reflect.TypeOf((*JoinNamesResult)(nil)).Elem()
}

// Result returns the result of the result.
func (o JoinNamesResultOutput) Result() pulumi.StringOutput {
	return o.ApplyT(func(v JoinNamesResult) string { return v.Result }).(pulumi.StringOutput)
}

// JoinNamesOutput invokes joinNames, whose inputs are positional.
func JoinNamesOutput(ctx *pulumi.Context, first pulumi.StringInput, second pulumi.StringPtrInput, opts ...pulumi.InvokeOption) JoinNamesResultOutput {
	args := pulumi.Map{"first": first}
	if second != nil {
		args["second"] = second
	}
	return args.ToMapOutput().ApplyT(func(args map[string]interface{}) (JoinNamesResult, error) {
		var rv JoinNamesResult
		err := ctx.Invoke("widgets:index:joinNames", args, &rv, opts...)
		return rv, err
	}).(JoinNamesResultOutput)
}

type countPartsArgs struct {
	Text string `pulumi:"text"`
}

// CountPartsOutputArgs are the arguments of CountPartsOutput.
type CountPartsOutputArgs struct {
	Text pulumi.StringInput `pulumi:"text"`
}

func (CountPartsOutputArgs) ElementType() reflect.Type {
	return reflect.TypeOf((*countPartsArgs)(nil)).Elem()
}

// CountPartsOutput invokes countParts, whose result is an integer.
func CountPartsOutput(ctx *pulumi.Context, args CountPartsOutputArgs, opts ...pulumi.InvokeOption) pulumi.IntOutput {
	return pulumi.ToOutput(args).ApplyT(func(v interface{}) (int, error) {
		var rv struct {
			Res int `pulumi:"result"`
		}
		err := ctx.Invoke("widgets:index:countParts", v.(countPartsArgs), &rv, opts...)
		return rv.Res, err
	}).(pulumi.IntOutput)
}

type getTagsArgs struct {
	Prefix string `pulumi:"prefix"`
}

// GetTagsOutputArgs are the arguments of GetTagsOutput.
type GetTagsOutputArgs struct {
	Prefix pulumi.StringInput `pulumi:"prefix"`
}

func (GetTagsOutputArgs) ElementType() reflect.Type {
	return reflect.TypeOf((*getTagsArgs)(nil)).Elem()
}

// GetTagsOutput invokes getTags, whose result is a map of strings.
func GetTagsOutput(ctx *pulumi.Context, args GetTagsOutputArgs, opts ...pulumi.InvokeOption) pulumi.StringMapOutput {
	return pulumi.ToOutput(args).ApplyT(func(v interface{}) (map[string]string, error) {
		var rv struct {
			Res map[string]string `pulumi:"result"`
		}
		err := ctx.Invoke("widgets:index:getTags", v.(getTagsArgs), &rv, opts...)
		return rv.Res, err
	}).(pulumi.StringMapOutput)
}

func init() {
	pulumi.RegisterOutputType(JoinNamesResultOutput{})
}
