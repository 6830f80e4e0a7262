package main

import (
	"crypto/sha1"
	"encoding/base64"
	"fmt"
	"math"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Values of any type given to builtins that take strings, numbers or lists of
		// strings: PCL converts each as it converts a value given where its declared
		// type is taken, a number to its digits and a string to a number.
		var settings interface{} = map[string]interface{}{
			"separator": 0,
			"text":      102030,
			"count":     "2",
			"index":     "1",
			"key":       7,
			"parts":     []interface{}{1, true, "c"},
			"encoded":   "aGk=",
		}
		if err := cfg.TryObject("settings", &settings); err != nil {
			if param, err := cfg.Try("settings"); err == nil {
				settings = param
			}
		}
		ctx.Export("splitNumber", pulumi.ToStringArray(strings.Split(dynamicString(mustGet(settings.(map[string]interface{}), "text")), dynamicString(mustGet(settings.(map[string]interface{}), "separator")))))
		ctx.Export("joinMixed", pulumi.String(strings.Join(func() []string {
			parts := []string{}
			for _, v := range dynamicList(mustGet(settings.(map[string]interface{}), "parts")) {
				parts = append(parts, dynamicString(v))
			}
			return parts
		}(), dynamicString(mustGet(settings.(map[string]interface{}), "separator")))))
		ctx.Export("base64", pulumi.String(base64.StdEncoding.EncodeToString([]byte(dynamicString(mustGet(settings.(map[string]interface{}), "key"))))))
		decoded, err := base64.StdEncoding.DecodeString(dynamicString(mustGet(settings.(map[string]interface{}), "encoded")))
		if err != nil {
			return err
		}
		ctx.Export("decoded", pulumi.String(string(decoded)))
		ctx.Export("hashed", pulumi.String(fmt.Sprintf("%x", sha1.Sum([]byte(dynamicString(mustGet(settings.(map[string]interface{}), "text")))))))
		ctx.Export("picked", pulumi.String(element([]string{"x", "y", "z"}, dynamicInt(mustGet(settings.(map[string]interface{}), "index")))))
		ctx.Export("counted", pulumi.ToIntArray(func() []int {
			result := []int{}
			start, limit, step := 0, dynamicInt(mustGet(settings.(map[string]interface{}), "count")), 1
			for i := start; (step > 0 && i < limit) || (step < 0 && i > limit); i += step {
				result = append(result, i)
			}
			return result
		}()))
		ctx.Export("largest", pulumi.Float64(max(dynamicFloat(mustGet(settings.(map[string]interface{}), "count")), 1.0)))
		ctx.Export("looked", pulumi.String(func() string {
			if v, ok := map[string]string{"7": "seven"}[dynamicString(mustGet(settings.(map[string]interface{}), "key"))]; ok {
				return v
			}
			return "none"
		}()))

		// The same through an output of any type.
		ctx.Export("splitSecret", pulumi.ToSecret(pulumi.Any(mustGet(settings.(map[string]interface{}), "text"))).(pulumi.AnyOutput).ApplyT(func(secret interface{}) ([]string, error) {
			return strings.Split(dynamicString(secret), ","), nil
		}).(pulumi.StringArrayOutput))
		pets := pulumi.Unsecret(pulumi.ToSecret(pulumi.Any(mustGet(settings.(map[string]interface{}), "parts"))).(pulumi.AnyOutput)).(pulumi.AnyOutput).ApplyT(func(secret interface{}) ([]*random.RandomPet, error) {
			resourcesRange, err := rangeEntries(secret)
			if err != nil {
				return nil, err
			}
			var resources []*random.RandomPet
			for _, entry := range resourcesRange {
				res, err := random.NewRandomPet(ctx, "pets"+entry.suffix, &random.RandomPetArgs{Prefix: pulumi.ToSecret(pulumi.Any(entry.value)).(pulumi.AnyOutput).ApplyT(func(secret2 interface{}) (string, error) {
					return strings.Join(strings.Split(dynamicString(secret2), "0"), "-"), nil
				}).(pulumi.StringOutput)})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), pets); err != nil {
			return err
		}
		return nil
	})
}

// dynamicFloat converts v, a value of any type, to a number as PCL does: a
// string must hold a decimal number.
func dynamicFloat(v interface{}) float64 {
	switch v := pointee(v).(type) {
	case float64:
		return v
	case int:
		return float64(v)
	case string:
		if n, err := strconv.ParseFloat(v, 64); err == nil {
			return n
		}
	}
	panic(fmt.Sprintf("a number is required, not %v", v))
}

// dynamicInt converts v, a value of any type, to an int as PCL does: only a
// whole number.
func dynamicInt(v interface{}) int {
	if i, ok := pointee(v).(int); ok {
		return i
	}
	n := dynamicFloat(v)
	if n != float64(int(n)) {
		panic(fmt.Sprintf("a whole number is required, not %v", n))
	}
	return int(n)
}

// dynamicList returns the elements of v, a slice of any element type, or
// the values of a map in the order of their keys, as a loop visits them.
func dynamicList(v interface{}) []interface{} {
	if l, ok := v.([]interface{}); ok {
		return l
	}
	rv := reflect.ValueOf(v)
	if rv.Kind() == reflect.Map {
		keys := rv.MapKeys()
		sort.Slice(keys, func(i, j int) bool {
			return keys[i].String() < keys[j].String()
		})
		l := make([]interface{}, len(keys))
		for i, k := range keys {
			l[i] = rv.MapIndex(k).Interface()
		}
		return l
	}
	l := make([]interface{}, rv.Len())
	for i := range l {
		l[i] = rv.Index(i).Interface()
	}
	return l
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

// rangeEntry is one instance of a resource ranged over a value of any
// type: its range.key and range.value, and what its name adds to the
// resource's.
type rangeEntry struct {
	key    interface{}
	value  interface{}
	suffix string
}

// rangeEntries returns the instances a range of any type makes, as PCL
// makes them: true makes one (named as the resource), false none, a whole
// number that many, a list one per element and a map one per key.
func rangeEntries(v interface{}) ([]rangeEntry, error) {
	var entries []rangeEntry
	switch v := v.(type) {
	case bool:
		if v {
			entries = append(entries, rangeEntry{key: true, value: true})
		}
	case int, float64:
		n, ok := v.(int)
		if f, isFloat := v.(float64); isFloat {
			n, ok = int(f), f >= 0 && f == math.Trunc(f)
		}
		if !ok || n < 0 {
			return nil, fmt.Errorf("a count of resources must be a non-negative whole number, not %v", v)
		}
		for i := 0; i < n; i++ {
			entries = append(entries, rangeEntry{key: i, value: i, suffix: fmt.Sprintf("-%v", i)})
		}
	default:
		// A list or a map, of any Go element type.
		rv := reflect.ValueOf(v)
		switch {
		case rv.Kind() == reflect.Slice:
			for i := 0; i < rv.Len(); i++ {
				entries = append(entries, rangeEntry{key: i, value: rv.Index(i).Interface(), suffix: fmt.Sprintf("-%v", i)})
			}
		case rv.Kind() == reflect.Map && rv.Type().Key().Kind() == reflect.String:
			keys := rv.MapKeys()
			slices.SortFunc(keys, func(a, b reflect.Value) int {
				return strings.Compare(a.String(), b.String())
			})
			for _, k := range keys {
				entries = append(entries, rangeEntry{key: k.String(), value: rv.MapIndex(k).Interface(), suffix: "-" + k.String()})
			}
		default:
			return nil, fmt.Errorf("a range must be a number, bool, list or map, not %v", v)
		}
	}
	return entries, nil
}
