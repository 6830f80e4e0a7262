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

		// Conditionals whose branches are objects of other attributes: PCL unifies
		// the branch types (strings where one branch has a bool, absent attributes
		// optional), and a selected branch keeps its own attributes.
		pick := true
		if param, err := cfg.TryBool("pick"); err == nil {
			pick = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		empty := []interface{}{}
		ctx.Export("primitive", pulumi.String(func() string {
			if pick {
				return "true"
			}
			return "no"
		}()))
		ctx.Export("objects", pulumi.ToMap(func() map[string]interface{} {
			if pick {
				return map[string]interface{}{"a": "true"}
			}
			return map[string]interface{}{"a": "x", "b": pulumi.IntRef(1)}
		}()))
		ctx.Export("numberOrString", pulumi.String(func() string {
			if !pick {
				return "x"
			}
			return "3"
		}()))
		ctx.Export("inList", pulumi.Array{pulumi.ToMap(func() map[string]interface{} {
			if pick {
				return map[string]interface{}{"a": "false"}
			}
			return map[string]interface{}{"a": "y", "b": pulumi.IntRef(2)}
		}())})
		ctx.Export("inMap", pulumi.Map{"k": pulumi.ToMap(func() map[string]interface{} {
			if !pick {
				return map[string]interface{}{"a": "z"}
			}
			return map[string]interface{}{"a": "true", "c": []int{1}}
		}())})
		ctx.Export("nested", pulumi.ToMap(func() map[string]interface{} {
			if pick {
				return map[string]interface{}{"x": map[string]interface{}{"a": "true"}}
			}
			return map[string]interface{}{"x": map[string]interface{}{"a": "x", "b": pulumi.IntRef(1)}}
		}()))
		ctx.Export("mapsOfObjects", pulumi.ToMapMap(func() map[string]map[string]interface{} {
			if pick {
				return map[string]map[string]interface{}{
					"alpha":      {"echo": "e", "extra": nil, "tango": true},
					"with space": {"echo": "true", "tango": false},
				}
			}
			return func() map[string]map[string]interface{} {
				result := map[string]map[string]interface{}{}
				for k := range empty {
					result[fmt.Sprintf("k%v", k)] = map[string]interface{}{"echo": "b", "quebec": false, "tango": false}
				}
				return result
			}()
		}()))
		ctx.Export("literalCondition", pulumi.ToMap(func() map[string]interface{} {
			if true {
				return map[string]interface{}{"a": 1, "b": map[string]interface{}{"c": "true"}}
			}
			return map[string]interface{}{
				"a": 2,
				"b": map[string]interface{}{"c": "s", "d": pulumi.IntRef(1)},
			}
		}()))
		ctx.Export("forBody", func() pulumi.Array {
			result := pulumi.Array{}
			for _, i := range []int{1, 2} {
				result = append(result, pulumi.ToMap(func() map[string]interface{} {
					if i == 1 {
						return map[string]interface{}{"v": "true"}
					}
					return map[string]interface{}{"v": "two", "w": pulumi.IntRef(i)}
				}()))
			}
			return result
		}())
		return nil
	})
}
