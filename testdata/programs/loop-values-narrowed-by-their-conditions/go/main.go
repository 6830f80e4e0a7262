package main

import (
	"errors"
	"fmt"
	"maps"
	"slices"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A loop's condition narrows, in TypeScript, the references its value reads
		// (v of type true under `v && i >= 0`): the elements are given PCL's type, so a
		// comparison of them with another value type-checks.
		ok := true
		if param, err := cfg.TryBool("ok"); err == nil {
			ok = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		nameVar := "a"
		if param, err := cfg.Try("name"); err == nil {
			nameVar = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		l := func() []bool {
			if ok {
				return []bool{ok}
			}
			return []bool{}
		}()
		o := func() map[string]bool {
			if ok {
				return map[string]bool{"v": ok}
			}
			return map[string]bool{"v": true}
		}()
		s := func() []string {
			if nameVar == "a" {
				return []string{nameVar}
			}
			return []string{}
		}()
		f := func() map[string]bool {
			result := map[string]bool{}
			collection := map[string]bool{"a": true, "b": false}
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := collection[k]
				if !(v) {
					continue
				}
				result["k"+k] = v
			}
			return result
		}()
		g := func() []map[string]bool {
			result := []map[string]bool{}
			for i, v := range []bool{true, false} {
				if !(v && i >= 0) {
					continue
				}
				result = append(result, map[string]bool{"x": v})
			}
			return result
		}()
		h := func() []string {
			result := []string{}
			for i, v := range []string{"a", "b"} {
				if !(v == "a" && i >= 0) {
					continue
				}
				result = append(result, v)
			}
			return result
		}()
		ctx.Export("o1", pulumi.Bool(func() bool {
			if len(l) > 0 {
				return l[0] == false
			}
			return true
		}()))
		ctx.Export("o2", pulumi.Bool(o["v"] == false))
		ctx.Export("o3", pulumi.Bool(func() bool {
			if len(s) > 0 {
				return s[0] == "b"
			}
			return true
		}()))
		ctx.Export("o4", func() pulumi.Array {
			result := pulumi.Array{}
			collection := f
			for _, key := range slices.Sorted(maps.Keys(collection)) {
				v := collection[key]
				result = append(result, pulumi.Bool(v == false))
			}
			return result
		}())
		ctx.Export("o5", func() pulumi.Array {
			result := pulumi.Array{}
			for _, e := range g {
				result = append(result, pulumi.Bool(e["x"] == false))
			}
			return result
		}())
		ctx.Export("o6", func() pulumi.Array {
			result := pulumi.Array{}
			for _, e := range h {
				result = append(result, pulumi.Bool(e == "b"))
			}
			return result
		}())
		ctx.Export("o7", func() pulumi.Map {
			result := pulumi.Map{}
			collection := map[string]bool{"a": true, "b": false}
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := collection[k]
				if !(v && k != "") {
					continue
				}
				result["k"+k] = pulumi.Bool(v)
			}
			return result
		}())
		ctx.Export("o8", func() pulumi.Array {
			result := pulumi.Array{}
			collection := func() map[string]string {
				result2 := map[string]string{}
				for i, v2 := range []string{"x", "y"} {
					if !(v2 == "x" && i >= 0) {
						continue
					}
					result2[fmt.Sprintf("k%v", i)] = v2
				}
				return result2
			}()
			for _, key := range slices.Sorted(maps.Keys(collection)) {
				v := collection[key]
				result = append(result, pulumi.Bool(v == "y"))
			}
			return result
		}())
		return nil
	})
}
