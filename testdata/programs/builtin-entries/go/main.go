package main

import (
	"errors"
	"maps"
	"slices"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// entries lists a map's entries in key order, whatever order the map was
		// written in; a for expression over a map visits it in key order too.
		var labels map[string]string
		if err := cfg.TryObject("labels", &labels); errors.Is(err, config.ErrMissingVar) {
			labels = map[string]string{"zone": "b", "app": "web", "mode": "fast"}
		} else if err != nil {
			return err
		}
		var settings interface{} = map[string]interface{}{"zeta": 1, "alpha": 2}
		if err := cfg.TryObject("settings", &settings); err != nil {
			if param, err := cfg.Try("settings"); err == nil {
				settings = param
			}
		}
		sizes := map[string]int{"large": 3, "medium": 2, "small": 1}
		ctx.Export("labelEntries", func() pulumi.Array {
			result := pulumi.Array{}
			for _, e := range func() []map[string]string {
				result2 := []map[string]string{}
				collection := labels
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					v := collection[k]
					result2 = append(result2, map[string]string{"key": k, "value": v})
				}
				return result2
			}() {
				result = append(result, pulumi.String(e["key"]+"="+e["value"]))
			}
			return result
		}())
		ctx.Export("sizeKeys", func() pulumi.Array {
			result := pulumi.Array{}
			for _, e := range func() []map[string]interface{} {
				result2 := []map[string]interface{}{}
				collection := sizes
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					v := collection[k]
					result2 = append(result2, map[string]interface{}{"key": k, "value": v})
				}
				return result2
			}() {
				result = append(result, pulumi.String(e["key"].(string)))
			}
			return result
		}())
		ctx.Export("settingValues", func() pulumi.Array {
			result := pulumi.Array{}
			for _, e := range func() []map[string]interface{} {
				result2 := []map[string]interface{}{}
				collection := settings.(map[string]interface{})
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					v := collection[k]
					result2 = append(result2, map[string]interface{}{"key": k, "value": v})
				}
				return result2
			}() {
				result = append(result, pulumi.Any(e["value"]))
			}
			return result
		}())
		ctx.Export("settingKeys", func() pulumi.Array {
			result := pulumi.Array{}
			for _, e := range func() []map[string]interface{} {
				result2 := []map[string]interface{}{}
				collection := settings.(map[string]interface{})
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					v := collection[k]
					result2 = append(result2, map[string]interface{}{"key": k, "value": v})
				}
				return result2
			}() {
				result = append(result, pulumi.Any(e["key"]))
			}
			return result
		}())
		ctx.Export("labelValues", func() pulumi.Array {
			result := pulumi.Array{}
			collection := labels
			for _, key := range slices.Sorted(maps.Keys(collection)) {
				v := collection[key]
				result = append(result, pulumi.String(v))
			}
			return result
		}())
		ctx.Export("sizeNames", func() pulumi.Array {
			result := pulumi.Array{}
			collection := sizes
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				result = append(result, pulumi.String(k))
			}
			return result
		}())
		return nil
	})
}
