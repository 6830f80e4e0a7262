package main

import (
	"example.com/pclgen/blocks/sdk/go/blocks"
	"example.com/pclgen/maxitemsone/sdk/go/maxitemsone"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Issue 12 item 9: outputs of a schema's object types, and lists of them,
		// given to a component's object and list-of-object config (which the Go
		// component takes as map inputs), and the component giving those config
		// values to resources, whose inputs are the schema's types again.
		single, err := maxitemsone.NewResource(ctx, "single", &maxitemsone.ResourceArgs{InnerResource: &maxitemsone.ResourceInnerResourceArgs{SomeInput: pulumi.Bool(true)}})
		if err != nil {
			return err
		}
		blk, err := blocks.NewResource(ctx, "blk", &blocks.ResourceArgs{AListOfResources: blocks.ResourceAListOfResourceArray{
			&blocks.ResourceAListOfResourceArgs{InnerString: pulumi.String("a")},
			&blocks.ResourceAListOfResourceArgs{InnerString: pulumi.String("b")},
		}})
		if err != nil {
			return err
		}
		compComponent, err := NewComp(ctx, "comp", &CompArgs{
			Inner: single.InnerResourceOutput.ApplyT(func(v maxitemsone.ResourceInnerResourceResult) map[string]bool {
				return func() map[string]bool {
					result := map[string]bool{}
					if v.SomeInput != nil {
						result["someInput"] = *v.SomeInput
					}
					return result
				}()
			}).(pulumi.BoolMapOutput),
			Items: blk.AListOfResources.ApplyT(func(v []blocks.ResourceAListOfResource) []map[string]string {
				return func() []map[string]string {
					result := []map[string]string{}
					for _, x := range v {
						result = append(result, func() map[string]string {
							result2 := map[string]string{}
							if x.InnerString != nil {
								result2["innerString"] = *x.InnerString
							}
							return result2
						}())
					}
					return result
				}()
			}).(pulumi.StringMapArrayOutput),
		})
		if err != nil {
			return err
		}
		ctx.Export("copied", compComponent.Copied)
		return nil
	})
}
