package main

import (
	"errors"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strings"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// An object and the map a for expression builds are of different types:
		// never equal, even when both are empty, nor when the map holds what the
		// object does.
		flag := true
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{Inputs: pulumi.StringArray{pulumi.String("a"), pulumi.String("b")}})
		if err != nil {
			return err
		}
		emptyOfEmpty := bothNull(map[string]interface{}{}, func() map[string]interface{} {
			result := map[string]interface{}{}
			for k, v := range []interface{}{} {
				result[fmt.Sprintf("k%v", k)] = v
			}
			return result
		}())
		chosenOfEmpty := !bothNull(func() map[string]interface{} {
			if flag {
				return map[string]interface{}{}
			}
			return map[string]interface{}{}
		}(), func() map[string]interface{} {
			result := map[string]interface{}{}
			collection := map[string]interface{}{}
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := collection[k]
				result[k] = v
			}
			return result
		}())
		sameContents := bothNull(map[string]string{"a": "x"}, func() map[string]string {
			result := map[string]string{}
			collection := map[string]string{"a": "x"}
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := collection[k]
				result[k] = v
			}
			return result
		}())
		secretOfEmpty := pulumi.ToSecret(pulumi.Bool(bothNull(map[string]interface{}{}, func() map[string]interface{} {
			result := map[string]interface{}{}
			for k, v := range []interface{}{} {
				result[fmt.Sprintf("k%v", k)] = v
			}
			return result
		}()))).(pulumi.BoolOutput)
		ctx.Export("emptyOfEmpty", pulumi.Bool(emptyOfEmpty))
		ctx.Export("chosenOfEmpty", pulumi.Bool(chosenOfEmpty))
		ctx.Export("sameContents", pulumi.Bool(sameContents))
		ctx.Export("secretOfEmpty", secretOfEmpty)
		ctx.Export("overOutputs", shuffle.Results.ApplyT(func(results []string) (bool, error) {
			return bothNull(map[string]interface{}{}, func() map[string]string {
				result := map[string]string{}
				for k, v := range results {
					if !(v == "none") {
						continue
					}
					result[fmt.Sprintf("k%v", k)] = v
				}
				return result
			}()), nil
		}).(pulumi.BoolOutput))
		ctx.Export("mapsOfMaps", pulumi.Bool(equalValues(func() map[string]interface{} {
			result := map[string]interface{}{}
			for k, v := range []interface{}{} {
				result[fmt.Sprintf("k%v", k)] = v
			}
			return result
		}(), func() map[string]interface{} {
			result := map[string]interface{}{}
			collection := map[string]interface{}{}
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := collection[k]
				result[k] = v
			}
			return result
		}())))
		return nil
	})
}

// bothNull reports whether a and b are both null, the only way values of
// different types (a number and a string, a list and a map) are equal in
// PCL, which compares values without converting them.
func bothNull(a, b interface{}) bool {
	for _, v := range []interface{}{a, b} {
		r := reflect.ValueOf(v)
		switch r.Kind() {
		case reflect.Invalid:
		case reflect.Pointer, reflect.Interface, reflect.Map, reflect.Slice:
			if !r.IsNil() {
				return false
			}
		default:
			return false
		}
	}
	return true
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
