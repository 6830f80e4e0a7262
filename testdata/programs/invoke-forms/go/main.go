package main

import (
	"example.com/pclgen/widgets/sdk/go/widgets"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Invokes the Go SDKs offer in output form only: functions with
		// multi-argument inputs and functions whose result is not an object.
		joined := widgets.JoinNamesOutput(ctx, pulumi.String("left"), pulumi.String("right"))
		single := widgets.JoinNamesOutput(ctx, pulumi.String("alone"), nil)
		widget, err := widgets.NewWidget(ctx, "widget", &widgets.WidgetArgs{Name: joined.ApplyT(func(joined2 widgets.JoinNamesResult) (string, error) {
			return joined2.Result, nil
		}).(pulumi.StringOutput)})
		if err != nil {
			return err
		}
		ctx.Export("parts", widgets.CountPartsOutput(ctx, widgets.CountPartsOutputArgs{Text: single.ApplyT(func(single2 widgets.JoinNamesResult) (string, error) {
			return single2.Result, nil
		}).(pulumi.StringOutput)}))
		ctx.Export("tags", widgets.GetTagsOutput(ctx, widgets.GetTagsOutputArgs{Prefix: widget.Name}))
		return nil
	})
}
