package main

import (
	"errors"
	"maps"
	"slices"

	"example.com/pclgen/widgets/sdk/go/widgets"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Invokes that Go calls in their output form (a result that is not an
		// object, or multi-argument inputs) hold outputs, so the component inputs
		// they reach, directly, through locals or inside other values, take
		// outputs in Go.
		prefix := "team"
		if param, err := cfg.Try("prefix"); err == nil {
			prefix = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		tags := widgets.GetTagsOutput(ctx, widgets.GetTagsOutputArgs{Prefix: pulumi.String(prefix)})
		joined := widgets.JoinNamesOutput(ctx, pulumi.String("left"), pulumi.String("right"))
		named := pulumi.Sprintf("%v-named", joined.ApplyT(func(joined2 widgets.JoinNamesResult) (string, error) {
			return joined2.Result, nil
		}).(pulumi.StringOutput))
		direct, err := NewParts(ctx, "direct", &PartsArgs{
			Labels: tags,
			Title: joined.ApplyT(func(joined2 widgets.JoinNamesResult) (string, error) {
				return joined2.Result, nil
			}).(pulumi.StringOutput),
			Names: pulumi.StringArray{pulumi.String("one")},
		})
		if err != nil {
			return err
		}
		throughLocals, err := NewParts(ctx, "throughLocals", &PartsArgs{
			Labels: tags.ApplyT(func(tags2 map[string]string) (map[string]string, error) {
				return func() map[string]string {
					result := map[string]string{}
					collection := tags2
					for _, k := range slices.Sorted(maps.Keys(collection)) {
						v := collection[k]
						result[k] = v + "!"
					}
					return result
				}(), nil
			}).(pulumi.StringMapOutput),
			Title: named,
			Names: pulumi.StringArray{named, pulumi.String("two")},
		})
		if err != nil {
			return err
		}
		ctx.Export("directCount", direct.Count)
		ctx.Export("localTitle", throughLocals.Title)
		return nil
	})
}

// stringOr returns the value of o, or fallback's where o's is null: a
// component's input given null takes its config's default, as in PCL.
func stringOr(o pulumi.StringPtrOutput, fallback pulumi.StringOutput) pulumi.StringOutput {
	return pulumi.All(o, fallback).ApplyT(func(values []interface{}) string {
		if v := values[0].(*string); v != nil {
			return *v
		}
		return values[1].(string)
	}).(pulumi.StringOutput)
}
