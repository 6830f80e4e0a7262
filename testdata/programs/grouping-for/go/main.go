package main

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Issue 12 item 3: grouping for expressions ({ for ... : k => v... }) collect
		// the values of each key, in loop order (a map's elements in key order).
		var owners map[string]string
		if err := cfg.TryObject("owners", &owners); errors.Is(err, config.ErrMissingVar) {
			owners = map[string]string{"b": "x", "a": "y", "c": "x", "10": "x", "9": "y"}
		} else if err != nil {
			return err
		}
		var names []string
		if err := cfg.TryObject("names", &names); errors.Is(err, config.ErrMissingVar) {
			names = []string{"p", "q", "p"}
		} else if err != nil {
			return err
		}
		byOwner := func() map[string][]string {
			result := map[string][]string{}
			collection := owners
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := collection[k]
				result[v] = append(result[v], k)
			}
			return result
		}()
		tagged, err := random.NewRandomString(ctx, "tagged", &random.RandomStringArgs{
			Length: pulumi.Int(4),
			Keepers: func() pulumi.StringMap {
				result := pulumi.StringMap{}
				collection := func() map[string][]string {
					result2 := map[string][]string{}
					collection := owners
					for _, k := range slices.Sorted(maps.Keys(collection)) {
						v := collection[k]
						if !(k != "c") {
							continue
						}
						result2[v] = append(result2[v], k)
					}
					return result2
				}()
				for _, owner := range slices.Sorted(maps.Keys(collection)) {
					keys := collection[owner]
					result[owner] = pulumi.String(strings.Join(keys, ","))
				}
				return result
			}(),
		})
		if err != nil {
			return err
		}
		ctx.Export("byOwner", pulumi.ToStringArrayMap(byOwner))
		ctx.Export("counts", func() pulumi.Map {
			result := pulumi.Map{}
			collection := byOwner
			for _, owner := range slices.Sorted(maps.Keys(collection)) {
				keys := collection[owner]
				result[owner] = pulumi.Int(len(keys))
			}
			return result
		}())
		ctx.Export("positions", pulumi.ToStringArrayMap(func() map[string][]string {
			result := map[string][]string{}
			for i, n := range names {
				if !(i > 0) {
					continue
				}
				result[n] = append(result[n], fmt.Sprintf("%v%v", n, i))
			}
			return result
		}()))
		ctx.Export("records", pulumi.ToMapArrayMap(func() map[string][]map[string]interface{} {
			result := map[string][]map[string]interface{}{}
			for i, n := range names {
				result[n] = append(result[n], map[string]interface{}{"at": i, "name": n})
			}
			return result
		}()))
		ctx.Export("keepers", tagged.Keepers)
		return nil
	})
}
