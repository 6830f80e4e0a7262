package main

import (
	"errors"
	"maps"
	"reflect"
	"slices"
	"strings"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")
		count := 1
		if param, err := cfg.TryInt("count"); err == nil {
			count = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var pair interface{} = []interface{}{1, 2}
		if err := cfg.TryObject("pair", &pair); err != nil {
			if param, err := cfg.Try("pair"); err == nil {
				pair = param
			}
		}
		var single interface{} = []interface{}{1}
		if err := cfg.TryObject("single", &single); err != nil {
			if param, err := cfg.Try("single"); err == nil {
				single = param
			}
		}
		var digits interface{} = []interface{}{"1"}
		if err := cfg.TryObject("digits", &digits); err != nil {
			if param, err := cfg.Try("digits"); err == nil {
				digits = param
			}
		}
		var letters interface{} = map[string]interface{}{"a": 1}
		if err := cfg.TryObject("letters", &letters); err != nil {
			if param, err := cfg.Try("letters"); err == nil {
				letters = param
			}
		}
		var nothing interface{}
		if err := cfg.TryObject("nothing", &nothing); err != nil {
			if param, err := cfg.Try("nothing"); err == nil {
				nothing = param
			}
		}
		ctx.Export("emptyListsOfDifferentElements", pulumi.Bool(equalValues(func() []int {
			result := []int{}
			for range []interface{}{} {
				result = append(result, count)
			}
			return result
		}(), func() []interface{} {
			result := []interface{}{}
			for _, o := range func() []map[string]interface{} {
				result2 := []map[string]interface{}{}
				for k, v := range []interface{}{} {
					result2 = append(result2, map[string]interface{}{"key": k, "value": v})
				}
				return result2
			}() {
				result = append(result, o["value"])
			}
			return result
		}())))
		ctx.Export("emptyListsFilteredBySecrets", pulumi.ToSecret(pulumi.Bool(count > 0)).(pulumi.BoolOutput).ApplyT(func(secret bool) ([]interface{}, error) {
			return func() []interface{} {
				result := []interface{}{}
				for _, o := range func() []map[string]interface{} {
					result2 := []map[string]interface{}{}
					collection := map[string]interface{}{}
					for _, k := range slices.Sorted(maps.Keys(collection)) {
						v := collection[k]
						result2 = append(result2, map[string]interface{}{"key": k, "value": v})
					}
					return result2
				}() {
					if !(secret) {
						continue
					}
					result = append(result, o["value"])
				}
				return result
			}(), nil
		}).(pulumi.ArrayOutput).ApplyT(func(values []interface{}) (bool, error) {
			return !equalValues(func() []int {
				result := []int{}
				for range []interface{}{} {
					result = append(result, count)
				}
				return result
			}(), values), nil
		}).(pulumi.BoolOutput))
		ctx.Export("untypedTupleEqualsList", pulumi.Bool(equalValues(pair, func() []int {
			result := []int{}
			for _, i := range []int{1, 2} {
				result = append(result, i*count)
			}
			return result
		}())))
		ctx.Export("untypedObjectEqualsMap", pulumi.Bool(equalValues(letters, func() map[string]int {
			result := map[string]int{}
			collection := map[string]int{"a": 1}
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := collection[k]
				result[k] = v * count
			}
			return result
		}())))
		ctx.Export("nestedEmpties", pulumi.Bool(equalValues(func() [][]int {
			result := [][]int{}
			for range []int{1} {
				result = append(result, func() []int {
					result2 := []int{}
					for range []interface{}{} {
						result2 = append(result2, count)
					}
					return result2
				}())
			}
			return result
		}(), func() [][]interface{} {
			result := [][]interface{}{}
			for range []int{1} {
				result = append(result, func() []interface{} {
					result2 := []interface{}{}
					for _, p := range func() []map[string]interface{} {
						result3 := []map[string]interface{}{}
						for k, v := range []interface{}{} {
							result3 = append(result3, map[string]interface{}{"key": k, "value": v})
						}
						return result3
					}() {
						result2 = append(result2, p["value"])
					}
					return result2
				}())
			}
			return result
		}())))
		ctx.Export("differentLengths", pulumi.Bool(!equalValues(single, func() []int {
			result := []int{}
			for _, i := range []int{1, 2} {
				result = append(result, i)
			}
			return result
		}())))
		ctx.Export("stringIsNotNumber", pulumi.Bool(equalValues(digits, func() []int {
			result := []int{}
			for _, i := range []int{1} {
				result = append(result, i)
			}
			return result
		}())))
		ctx.Export("nullIsNotEmpty", pulumi.Bool(equalValues(nothing, func() []int {
			result := []int{}
			for range []interface{}{} {
				result = append(result, count)
			}
			return result
		}())))
		return nil
	})
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
