package main

import (
	"fmt"
	"math"
	"reflect"
	"sort"
	"strconv"
	"strings"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Config of no type holds a map or a list only when the program runs; a loop
		// without a key variable visits a map's values in key order.
		var anything interface{} = map[string]interface{}{"b": 2, "a": 1}
		if err := cfg.TryObject("anything", &anything); err != nil {
			if param, err := cfg.Try("anything"); err == nil {
				anything = param
			}
		}
		var listy interface{} = []interface{}{3, 1}
		if err := cfg.TryObject("listy", &listy); err != nil {
			if param, err := cfg.Try("listy"); err == nil {
				listy = param
			}
		}
		ctx.Export("values", func() pulumi.Array {
			result := pulumi.Array{}
			for _, v := range dynamicList(anything) {
				result = append(result, pulumi.Any(v))
			}
			return result
		}())
		ctx.Export("keys", func() pulumi.Array {
			result := pulumi.Array{}
			for _, entry := range dynamicEntries(anything) {
				k := entry[0]
				result = append(result, pulumi.Any(k))
			}
			return result
		}())
		ctx.Export("items", func() pulumi.Array {
			result := pulumi.Array{}
			for _, v := range dynamicList(listy) {
				result = append(result, pulumi.Any(v))
			}
			return result
		}())
		ctx.Export("filtered", func() pulumi.Array {
			result := pulumi.Array{}
			for _, v := range dynamicList(anything) {
				if !(!equalValues(v, 2)) {
					continue
				}
				result = append(result, pulumi.Any(v))
			}
			return result
		}())
		ctx.Export("nested", func() pulumi.Array {
			result := pulumi.Array{}
			for _, v := range dynamicList(anything) {
				result = append(result, func() pulumi.Array {
					result2 := pulumi.Array{}
					for _, w := range dynamicList(listy) {
						result2 = append(result2, pulumi.String(fmt.Sprintf("%v-%v", dynamicString(v), dynamicString(w))))
					}
					return result2
				}())
			}
			return result
		}())
		var pets []*random.RandomPet
		for index := 0; index < len(func() []interface{} {
			result := []interface{}{}
			for _, v := range dynamicList(anything) {
				result = append(result, v)
			}
			return result
		}()); index++ {
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("pets-%v", index), nil)
			if err != nil {
				return err
			}
			pets = append(pets, res)
		}
		_ = pets

		// A key of a value of no type is an index or a string, whichever it holds.
		ctx.Export("indexed", func() pulumi.Array {
			result := pulumi.Array{}
			for _, entry := range dynamicEntries(listy) {
				k := entry[0]
				v := entry[1]
				result = append(result, pulumi.String(fmt.Sprintf("%v=%v", dynamicString(k), dynamicString(v))))
			}
			return result
		}())
		ctx.Export("byKey", func() pulumi.Map {
			result := pulumi.Map{}
			for _, entry := range dynamicEntries(listy) {
				k := entry[0]
				v := entry[1]
				result[dynamicString(k)] = pulumi.Any(v)
			}
			return result
		}())
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

// equalValues reports whether a and b are equal as PCL's == compares
// them: lists, maps and objects by their elements (a property whose value
// is null as one the object lacks), numbers by value whether ints or not,
// and null equal to null only.
func equalValues(a, b interface{}) bool {
	x, y := reflect.ValueOf(a), reflect.ValueOf(b)
	if k := x.Kind(); k == reflect.Pointer || k == reflect.Interface {
		if x.IsNil() {
			return equalValues(nil, b)
		}
		return equalValues(x.Elem().Interface(), b)
	}
	if k := y.Kind(); k == reflect.Pointer || k == reflect.Interface {
		if y.IsNil() {
			return equalValues(a, nil)
		}
		return equalValues(a, y.Elem().Interface())
	}
	if !x.IsValid() || !y.IsValid() {
		return x.IsValid() == y.IsValid()
	}
	// The entries of a map, or of an object held as an SDK's struct by
	// the names of its properties, but those whose values are null: an
	// object's unset property is one it lacks.
	entries := func(v reflect.Value) map[string]interface{} {
		null := func(e reflect.Value) bool {
			switch e.Kind() {
			case reflect.Invalid:
				return true
			case reflect.Pointer, reflect.Interface, reflect.Map, reflect.Slice:
				return e.IsNil()
			}
			return false
		}
		out := map[string]interface{}{}
		switch v.Kind() {
		case reflect.Map:
			if v.Type().Key().Kind() != reflect.String {
				return nil
			}
			for _, k := range v.MapKeys() {
				if e := v.MapIndex(k); !null(e) {
					out[k.String()] = e.Interface()
				}
			}
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				field := v.Type().Field(i)
				name, _, _ := strings.Cut(field.Tag.Get("pulumi"), ",")
				if name == "" {
					name = field.Name
				}
				if e := v.Field(i); field.IsExported() && !null(e) {
					out[name] = e.Interface()
				}
			}
		default:
			return nil
		}
		return out
	}
	number := func(v reflect.Value) (float64, bool) {
		switch {
		case v.CanInt():
			return float64(v.Int()), true
		case v.CanFloat():
			return v.Float(), true
		}
		return 0, false
	}
	switch x.Kind() {
	case reflect.Slice, reflect.Array:
		if (y.Kind() != reflect.Slice && y.Kind() != reflect.Array) || x.Len() != y.Len() {
			return false
		}
		for i := 0; i < x.Len(); i++ {
			if !equalValues(x.Index(i).Interface(), y.Index(i).Interface()) {
				return false
			}
		}
		return true
	case reflect.Map, reflect.Struct:
		m, n := entries(x), entries(y)
		if m == nil || n == nil || len(m) != len(n) {
			return false
		}
		for k, v := range m {
			w, ok := n[k]
			if !ok || !equalValues(v, w) {
				return false
			}
		}
		return true
	case reflect.String:
		return y.Kind() == reflect.String && x.String() == y.String()
	case reflect.Bool:
		return y.Kind() == reflect.Bool && x.Bool() == y.Bool()
	}
	m, xNumber := number(x)
	n, yNumber := number(y)
	if x.CanInt() && y.CanInt() {
		return x.Int() == y.Int()
	}
	return xNumber && yNumber && m == n
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
