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

		// Filters whose value a type checker can tell without running them (false,
		// !true, false && x) keep no element, and the empty map or list they make is
		// still a map or list of the for expression's types: a lookup in it gives
		// the default.
		flag := true
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		names := map[string]string{"alpha": "a", "beta": "b"}
		none := func() map[string]string {
			result := map[string]string{}
			collection := names
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := collection[k]
				if !(false) {
					continue
				}
				result[k] = v
			}
			return result
		}()
		notTrue := func() map[string]string {
			result := map[string]string{}
			collection := names
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := collection[k]
				if !(!true) {
					continue
				}
				result[k] = v
			}
			return result
		}()
		andFlag := func() map[string]string {
			result := map[string]string{}
			collection := names
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := collection[k]
				if !(false && flag) {
					continue
				}
				result[k] = v
			}
			return result
		}()
		flagAnd := func() map[string]string {
			result := map[string]string{}
			collection := names
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := collection[k]
				if !(flag && false) {
					continue
				}
				result[k] = v
			}
			return result
		}()
		orFalse := func() []string {
			result := []string{}
			collection := names
			for _, key := range slices.Sorted(maps.Keys(collection)) {
				v := collection[key]
				if !(false || !flag) {
					continue
				}
				result = append(result, v)
			}
			return result
		}()
		always := func() []string {
			result := []string{}
			collection := names
			for _, key := range slices.Sorted(maps.Keys(collection)) {
				v := collection[key]
				if !(true || flag) {
					continue
				}
				result = append(result, v)
			}
			return result
		}()
		ctx.Export("lookups", pulumi.Array{
			pulumi.String(func() string {
				if v, ok := none["alpha"]; ok {
					return v
				}
				return "none"
			}()),
			pulumi.String(func() string {
				if v, ok := notTrue["alpha"]; ok {
					return v
				}
				return "not true"
			}()),
			pulumi.String(func() string {
				if v, ok := andFlag["alpha"]; ok {
					return v
				}
				return "and flag"
			}()),
			pulumi.String(func() string {
				if v, ok := flagAnd["beta"]; ok {
					return v
				}
				return "flag and"
			}()),
		})
		ctx.Export("lists", pulumi.Map{
			"orFalse": pulumi.Int(len(orFalse)),
			"always":  pulumi.ToStringArray(always),
		})
		return nil
	})
}
