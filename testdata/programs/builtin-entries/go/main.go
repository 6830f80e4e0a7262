package main

import (
	"crypto/sha1"
	"errors"
	"fmt"
	"maps"
	"math"
	"reflect"
	"slices"
	"sort"
	"strconv"

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
				for _, entry := range dynamicEntries(settings) {
					k := entry[0]
					v := entry[1]
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
				for _, entry := range dynamicEntries(settings) {
					k := entry[0]
					v := entry[1]
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

		// The entries of an empty object, and of a conditional's, are of no known
		// type: TypeScript types their values as unknown, which a function of a
		// string does not take (fuzz seed 9963).
		ctx.Export("emptyHashes", func() pulumi.Array {
			result := pulumi.Array{}
			for _, e := range func() []map[string]interface{} {
				result2 := []map[string]interface{}{}
				collection := func() map[string]interface{} {
					if true {
						return map[string]interface{}{}
					}
					return map[string]interface{}{}
				}()
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					v := collection[k]
					result2 = append(result2, map[string]interface{}{"key": k, "value": v})
				}
				return result2
			}() {
				result = append(result, pulumi.String(fmt.Sprintf("%x", sha1.Sum([]byte(dynamicString(e["value"]))))))
			}
			return result
		}())
		ctx.Export("emptyCount", pulumi.Int(len(func() []string {
			result := []string{}
			for _, e := range func() []map[string]interface{} {
				result2 := []map[string]interface{}{}
				collection := map[string]interface{}{}
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					v := collection[k]
					result2 = append(result2, map[string]interface{}{"key": k, "value": v})
				}
				return result2
			}() {
				result = append(result, fmt.Sprintf("%x", sha1.Sum([]byte(dynamicString(e["value"])))))
			}
			return result
		}())))
		return nil
	})
}

// dynamicEntries returns the entries of v, a slice or a map of strings of
// any element type, as a loop visits them: each a key (an index or a
// string) and its value, by index or in key order.
func dynamicEntries(v interface{}) [][2]interface{} {
	rv := reflect.ValueOf(v)
	if rv.Kind() == reflect.Map {
		keys := rv.MapKeys()
		sort.Slice(keys, func(i, j int) bool {
			return keys[i].String() < keys[j].String()
		})
		entries := make([][2]interface{}, len(keys))
		for i, k := range keys {
			entries[i] = [2]interface{}{k.String(), rv.MapIndex(k).Interface()}
		}
		return entries
	}
	entries := make([][2]interface{}, rv.Len())
	for i := range entries {
		entries[i] = [2]interface{}{i, rv.Index(i).Interface()}
	}
	return entries
}

// dynamicString converts v, a value of any type, to a string as PCL does:
// a bool as true or false, a number in plain digits.
func dynamicString(v interface{}) string {
	switch v := pointee(v).(type) {
	case string:
		return v
	case bool:
		return strconv.FormatBool(v)
	case int:
		return strconv.Itoa(v)
	case float64:
		return numberText(v)
	}
	panic(fmt.Sprintf("a string is required, not %v", v))
}

// numberText prints v as PCL prints a number: in plain digits, a whole
// number in its exact digits (the shortest would print 2^62 as
// 4611686018427388000), and 0 for zero, which arithmetic on float64s may
// make negative (-0).
func numberText(v float64) string {
	if v == 0 {
		return "0"
	}
	if v == math.Trunc(v) {
		return strconv.FormatFloat(v, 'f', 0, 64)
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// pointee returns v, a value of any type, without the pointer an optional
// value is held by (nil for a nil pointer), and a value of a named string
// type (pulumi.ID, an enum of an SDK) as the string it is.
func pointee(v interface{}) interface{} {
	switch p := v.(type) {
	case *string:
		if p != nil {
			return *p
		}
		return nil
	case *int:
		if p != nil {
			return *p
		}
		return nil
	case *float64:
		if p != nil {
			return *p
		}
		return nil
	case *bool:
		if p != nil {
			return *p
		}
		return nil
	}
	if rv := reflect.ValueOf(v); rv.Kind() == reflect.String {
		return rv.String()
	}
	return v
}
