package widgets

import (
	"reflect"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// Gizmo is a component resource with a method.
type Gizmo struct {
	pulumi.ResourceState
}

// NewGizmo registers a Gizmo.
func NewGizmo(ctx *pulumi.Context, name string, args *GizmoArgs, opts ...pulumi.ResourceOption) (*Gizmo, error) {
	if args == nil {
		args = &GizmoArgs{}
	}
	var resource Gizmo
	if err := ctx.RegisterRemoteComponentResource("widgets:index:Gizmo", name, args, &resource, opts...); err != nil {
		return nil, err
	}
	return &resource, nil
}

type gizmoArgs struct{}

// GizmoArgs are the inputs of a Gizmo.
type GizmoArgs struct{}

func (GizmoArgs) ElementType() reflect.Type { return reflect.TypeOf((*gizmoArgs)(nil)).Elem() }

// Attach calls the gizmo's attach method.
func (r *Gizmo) Attach(ctx *pulumi.Context, args *GizmoAttachArgs) (GizmoAttachResultOutput, error) {
	out, err := ctx.Call("widgets:index:Gizmo/attach", args, GizmoAttachResultOutput{}, r)
	if err != nil {
		return GizmoAttachResultOutput{}, err
	}
	return out.(GizmoAttachResultOutput), nil
}

type gizmoAttachArgs struct {
	Widgets []*Widget `pulumi:"widgets"`
}

// GizmoAttachArgs are the arguments of Gizmo.Attach.
type GizmoAttachArgs struct {
	Widgets []*Widget
}

func (GizmoAttachArgs) ElementType() reflect.Type {
	return reflect.TypeOf((*gizmoAttachArgs)(nil)).Elem()
}

// GizmoAttachResult is the result of Gizmo.Attach.
type GizmoAttachResult struct {
	Names []string `pulumi:"names"`
}

// GizmoAttachResultOutput is an output of a GizmoAttachResult.
type GizmoAttachResultOutput struct{ *pulumi.OutputState }

func (GizmoAttachResultOutput) ElementType() reflect.Type {
	return reflect.TypeOf((*GizmoAttachResult)(nil)).Elem()
}

// Names returns the names of the result.
func (o GizmoAttachResultOutput) Names() pulumi.StringArrayOutput {
	return o.ApplyT(func(v GizmoAttachResult) []string { return v.Names }).(pulumi.StringArrayOutput)
}

func init() {
	pulumi.RegisterOutputType(GizmoAttachResultOutput{})
}
