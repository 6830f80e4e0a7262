package main

import (
	"errors"
	"reflect"
	"strings"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")
		flag := true
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var anything interface{} = 1
		if err := cfg.TryObject("anything", &anything); err != nil {
			if param, err := cfg.Try("anything"); err == nil {
				anything = param
			}
		}
		_, err := random.NewRandomString(ctx, "str", &random.RandomStringArgs{
			Length: pulumi.Int(3),
			Number: pulumi.Bool(bothNull(func() []float64 {
				result := []float64{}
				for range map[string]interface{}{} {
					if !(false) {
						continue
					}
					result = append(result, 0.25)
				}
				return result
			}(), func() []interface{} {
				if false {
					return []interface{}{}
				}
				return []interface{}{}
			}()) && func() (ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				_ = func() int {
					if true {
						return -1
					}
					return 15
				}()
				return true
			}()),
			Special: pulumi.Bool(flag && equalValues([]int{1}, []int{func() int {
				if true {
					return 1
				}
				return 2
			}()}) || equalValues(anything, true)),
			Upper: pulumi.Bool(!flag || equalValues(anything, true) && flag),
		})
		if err != nil {
			return err
		}
		ctx.Export("chained", pulumi.Array{
			pulumi.Bool(bothNull(func() []int {
				result := []int{}
				for range []interface{}{} {
					result = append(result, 1)
				}
				return result
			}(), []interface{}{}) && flag),
			pulumi.Bool(flag && bothNull(map[string]interface{}{}, map[string]int{"a": 1}) || false),
			pulumi.Bool(!equalValues(anything, true) && !equalValues(anything, "x")),
		})
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
