package main

import (
	"errors"
	"fmt"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Conditionals whose branches are collections of different types, neither
		// a constructor: a loop's map and a local's object, a loop's list and a
		// local's tuple. PCL's type of the choice is their unification (a map, a
		// list), which TypeScript does not infer from the union of the branches'
		// types when the value is made secret and kept where that type is
		// declared: a component's output, a local, a resource's input.
		pick := false
		if param, err := cfg.TryBool("pick"); err == nil {
			pick = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var names []string
		if err := cfg.TryObject("names", &names); errors.Is(err, config.ErrMissingVar) {
			names = []string{"a", "b"}
		} else if err != nil {
			return err
		}
		fixed := map[string]string{"a.b": "x", "alpha": "y"}
		chosen := pulumi.ToSecret(pulumi.ToStringMap(func() map[string]string {
			if pick {
				return func() map[string]string {
					result := map[string]string{}
					for _, n := range names {
						key := n
						if _, dup := result[key]; dup {
							panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
						}
						result[key] = "v" + n
					}
					return result
				}()
			}
			return fixed
		}())).(pulumi.StringMapOutput)
		lib, err := NewLib(ctx, "lib", &LibArgs{Pick: pick})
		if err != nil {
			return err
		}
		kept, err := pulumi.NewStash(ctx, "kept", &pulumi.StashArgs{Input: pulumi.ToSecret(func() pulumi.StringArray {
			if pick {
				return func() pulumi.StringArray {
					result := pulumi.StringArray{}
					for _, n := range names {
						result = append(result, pulumi.String(n+"!"))
					}
					return result
				}()
			}
			return pulumi.StringArray{pulumi.String("p"), pulumi.String("2")}
		}()).(pulumi.StringArrayOutput)})
		if err != nil {
			return err
		}
		ctx.Export("chosen", chosen)
		ctx.Export("fromLib", lib.Alpha)
		ctx.Export("listedFromLib", lib.Listed)
		ctx.Export("kept", kept.Output)
		return nil
	})
}
