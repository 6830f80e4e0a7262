package main

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Reads of null collections and objects that PCL fails on, each inside a
		// try whose fallback says so: the length, the elements, a loop over, the
		// joined strings, an attribute or element of null. A splat of null is an
		// empty list.
		var names []string
		if err := cfg.TryObject("names", &names); err != nil && !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var mapping map[string]string
		if err := cfg.TryObject("mapping", &mapping); err != nil && !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var obj map[string]string
		if err := cfg.TryObject("obj", &obj); err != nil && !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		ctx.Export("lengthOfNull", pulumi.Int(func() int {
			if v, ok := func() (v int, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return len(notNullList(names)), true
			}(); ok {
				return v
			}
			return -1
		}()))
		ctx.Export("lengthOfNullMap", pulumi.Int(func() int {
			if v, ok := func() (v int, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return len(notNullMap(mapping)), true
			}(); ok {
				return v
			}
			return -1
		}()))
		ctx.Export("joined", pulumi.String(func() string {
			if v, ok := func() (v string, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return strings.Join(notNullList(names), ","), true
			}(); ok {
				return v
			}
			return "failed"
		}()))
		ctx.Export("looped", pulumi.ToStringArray(func() []string {
			if v, ok := func() (v []string, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return func() []string {
					result := []string{}
					for _, n := range notNullList(names) {
						result = append(result, n)
					}
					return result
				}(), true
			}(); ok {
				return v
			}
			return []string{"failed"}
		}()))
		ctx.Export("mapLooped", pulumi.ToStringMap(func() map[string]string {
			if v, ok := func() (v map[string]string, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return func() map[string]string {
					result := map[string]string{}
					collection := notNullMap(mapping)
					for _, k := range slices.Sorted(maps.Keys(collection)) {
						v2 := collection[k]
						result[k] = v2
					}
					return result
				}(), true
			}(); ok {
				return v
			}
			return map[string]string{"failed": "yes"}
		}()))
		ctx.Export("objLooped", pulumi.ToStringArray(func() []string {
			if v, ok := func() (v []string, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return func() []string {
					result := []string{}
					collection := notNullMap(obj)
					for _, k := range slices.Sorted(maps.Keys(collection)) {
						result = append(result, k)
					}
					return result
				}(), true
			}(); ok {
				return v
			}
			return []string{"failed"}
		}()))
		ctx.Export("indexed", pulumi.StringPtrFromPtr(func() *string {
			if v, ok := func() (v *string, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return pulumi.StringRef(names[0]), true
			}(); ok {
				return v
			}
			return pulumi.StringRef("failed")
		}()))
		ctx.Export("keyed", pulumi.StringPtrFromPtr(func() *string {
			if v, ok := func() (v *string, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return pulumi.StringRef(mustGet(mapping, "a")), true
			}(); ok {
				return v
			}
			return pulumi.StringRef("failed")
		}()))
		ctx.Export("attribute", pulumi.StringPtrFromPtr(func() *string {
			if v, ok := func() (v *string, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return pulumi.StringRef(func() string {
					v2, ok2 := obj["a"]
					if !ok2 {
						panic("missing key a")
					}
					return v2
				}()), true
			}(); ok {
				return v
			}
			return pulumi.StringRef("failed")
		}()))
		ctx.Export("element", pulumi.String(func() string {
			if v, ok := func() (v string, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return element(notNullList(names), 0), true
			}(); ok {
				return v
			}
			return "failed"
		}()))
		ctx.Export("looked", pulumi.String(func() string {
			if v, ok := func() (v string, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return func() string {
					if v2, ok2 := notNullMap(mapping)["a"]; ok2 {
						return v2
					}
					return "d"
				}(), true
			}(); ok {
				return v
			}
			return "failed"
		}()))
		ctx.Export("entries", pulumi.Int(func() int {
			if v, ok := func() (v int, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return len(func() []map[string]string {
					result := []map[string]string{}
					collection := notNullMap(mapping)
					for _, k := range slices.Sorted(maps.Keys(collection)) {
						v2 := collection[k]
						result = append(result, map[string]string{"key": k, "value": v2})
					}
					return result
				}()), true
			}(); ok {
				return v
			}
			return -1
		}()))
		ctx.Export("splat", func() pulumi.Array {
			result := pulumi.Array{}
			for _, item := range names {
				result = append(result, pulumi.String(item))
			}
			return result
		}())
		return nil
	})
}

// element returns the element of list at index, which wraps around the
// list's length, as PCL's element does.
func element[T any](list []T, index int) T {
	if len(list) == 0 {
		panic("element: the list is empty")
	}
	if index < 0 {
		panic("element: the index is negative")
	}
	return list[index%len(list)]
}

// mustGet returns m[key]; a key the map does not hold is an error, as in
// PCL.
func mustGet[V any](m map[string]V, key string) V {
	v, ok := m[key]
	if !ok {
		panic(fmt.Sprintf("the map has no element for the key %q", key))
	}
	return v
}

// notNullList returns v, failing where it is null (nil), as PCL fails to
// loop over, measure or read from a null list.
func notNullList[T any](v []T) []T {
	if v == nil {
		panic("a null value is given where a list is required")
	}
	return v
}

// notNullMap returns v, failing where it is null (nil), as PCL fails to
// loop over, measure or read from a null map.
func notNullMap[T any](v map[string]T) map[string]T {
	if v == nil {
		panic("a null value is given where a map is required")
	}
	return v
}
