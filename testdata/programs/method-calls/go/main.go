package main

import (
	"example.com/pclgen/widgets/sdk/go/widgets"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Methods of a provider, a custom resource and a component: results that
		// are outputs of objects, and plain results (a number, an object holding a
		// provider).
		prov, err := widgets.NewProvider(ctx, "prov", &widgets.ProviderArgs{Region: pulumi.String("north")})
		if err != nil {
			return err
		}
		widget, err := widgets.NewWidget(ctx, "widget", &widgets.WidgetArgs{Name: pulumi.String("first")}, pulumi.Provider(prov))
		if err != nil {
			return err
		}
		spare2, err := widget.Spare(ctx)
		if err != nil {
			return err
		}
		spare, err := widgets.NewWidget(ctx, "spare", &widgets.WidgetArgs{Name: pulumi.String("second")}, pulumi.Provider(spare2.Provider))
		if err != nil {
			return err
		}
		gizmo, err := widgets.NewGizmo(ctx, "gizmo", nil)
		if err != nil {
			return err
		}
		resize, err := widget.Resize(ctx, &widgets.WidgetResizeArgs{Factor: pulumi.Float64(1.5)})
		if err != nil {
			return err
		}
		ctx.Export("area", resize.ApplyT(func(result widgets.WidgetResizeResult) (float64, error) {
			return result.Area, nil
		}).(pulumi.Float64Output))
		count, err := widget.Count(ctx)
		if err != nil {
			return err
		}
		ctx.Export("count", pulumi.Int(count))
		spare3, err := widget.Spare(ctx)
		if err != nil {
			return err
		}
		ctx.Export("label", pulumi.String("spare: "+spare3.Label))
		describe, err := prov.Describe(ctx)
		if err != nil {
			return err
		}
		ctx.Export("summary", describe.ApplyT(func(result widgets.ProviderDescribeResult) (string, error) {
			return result.Summary, nil
		}).(pulumi.StringOutput))
		attach, err := gizmo.Attach(ctx, &widgets.GizmoAttachArgs{Widgets: []*widgets.Widget{widget, spare}})
		if err != nil {
			return err
		}
		ctx.Export("attached", attach.ApplyT(func(result widgets.GizmoAttachResult) ([]string, error) {
			return result.Names, nil
		}).(pulumi.StringArrayOutput))
		return nil
	})
}
