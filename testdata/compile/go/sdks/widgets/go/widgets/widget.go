package widgets

import (
	"errors"
	"reflect"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// errStandIn is what the methods with plain results return: their
// implementation needs the SDK's internal package.
var errStandIn = errors.New("widgets: the compile-check stand-in cannot make calls with plain results")

// Widget is a custom resource with methods.
type Widget struct {
	pulumi.CustomResourceState

	Name pulumi.StringOutput `pulumi:"name"`
}

// NewWidget registers a Widget.
func NewWidget(ctx *pulumi.Context, name string, args *WidgetArgs, opts ...pulumi.ResourceOption) (*Widget, error) {
	if args == nil {
		return nil, errors.New("missing one or more required arguments")
	}
	var resource Widget
	if err := ctx.RegisterResource("widgets:index:Widget", name, args, &resource, opts...); err != nil {
		return nil, err
	}
	return &resource, nil
}

type widgetArgs struct {
	Name string `pulumi:"name"`
}

// WidgetArgs are the inputs of a Widget.
type WidgetArgs struct {
	Name pulumi.StringInput
}

func (WidgetArgs) ElementType() reflect.Type { return reflect.TypeOf((*widgetArgs)(nil)).Elem() }

// Count calls the widget's count method, whose result is plain.
func (r *Widget) Count(ctx *pulumi.Context) (o int, e error) {
	return 0, errStandIn
}

// Resize calls the widget's resize method.
func (r *Widget) Resize(ctx *pulumi.Context, args *WidgetResizeArgs) (WidgetResizeResultOutput, error) {
	out, err := ctx.Call("widgets:index:Widget/resize", args, WidgetResizeResultOutput{}, r)
	if err != nil {
		return WidgetResizeResultOutput{}, err
	}
	return out.(WidgetResizeResultOutput), nil
}

type widgetResizeArgs struct {
	Factor float64 `pulumi:"factor"`
}

// WidgetResizeArgs are the arguments of Widget.Resize.
type WidgetResizeArgs struct {
	Factor pulumi.Float64Input
}

func (WidgetResizeArgs) ElementType() reflect.Type {
	return reflect.TypeOf((*widgetResizeArgs)(nil)).Elem()
}

// WidgetResizeResult is the result of Widget.Resize.
type WidgetResizeResult struct {
	Area float64 `pulumi:"area"`
}

// WidgetResizeResultOutput is an output of a WidgetResizeResult.
type WidgetResizeResultOutput struct{ *pulumi.OutputState }

func (WidgetResizeResultOutput) ElementType() reflect.Type {
	return reflect.TypeOf((*WidgetResizeResult)(nil)).Elem()
}

// Area returns the area of the result.
func (o WidgetResizeResultOutput) Area() pulumi.Float64Output {
	return o.ApplyT(func(v WidgetResizeResult) float64 { return v.Area }).(pulumi.Float64Output)
}

// Spare calls the widget's spare method, whose result is plain.
func (r *Widget) Spare(ctx *pulumi.Context) (o WidgetSpareResult, e error) {
	return WidgetSpareResult{}, errStandIn
}

// WidgetSpareResult is the result of Widget.Spare.
type WidgetSpareResult struct {
	Label    string    `pulumi:"label"`
	Provider *Provider `pulumi:"provider"`
}

func init() {
	pulumi.RegisterOutputType(WidgetResizeResultOutput{})
}
