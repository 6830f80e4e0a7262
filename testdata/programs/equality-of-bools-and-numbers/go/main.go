package main

import (
	"errors"
	"reflect"
	"strings"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A bool equals no number, where the values' types do not say which they
		// are (a dynamic value, a union, a collection of either): Python's == finds
		// True equal to 1 and False to 0.
		var anything interface{} = true
		if err := cfg.TryObject("anything", &anything); err != nil {
			if param, err := cfg.Try("anything"); err == nil {
				anything = param
			}
		}
		zero := 0.0
		if param, err := cfg.TryFloat64("zero"); err == nil {
			zero = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		ctx.Export("tryAndNumber", pulumi.Bool(equalValues(func() interface{} {
			if v, ok := func() (v interface{}, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return func() interface{} {
					panic("not here")
				}(), true
			}(); ok {
				return v
			}
			return false
		}(), 2147483648%1)))
		ctx.Export("dynamicAndOne", pulumi.Bool(equalValues(anything, 1)))
		ctx.Export("dynamicNotOne", pulumi.Bool(!equalValues(anything, 1)))
		ctx.Export("unionAndZero", pulumi.Bool(bothNull(func() string {
			if zero == 0.0 {
				return "false"
			}
			return "no"
		}(), zero)))
		ctx.Export("listsOfEither", pulumi.Bool(equalValues([]interface{}{
			func() interface{} {
				if v, ok := func() (v interface{}, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return func() interface{} {
						panic("x")
					}(), true
				}(); ok {
					return v
				}
				return true
			}(),
			2,
		}, []int{1, 2})))
		ctx.Export("mapsOfEither", pulumi.Bool(!equalValues(map[string]interface{}{"k": anything}, map[string]int{"k": 1})))
		ctx.Export("boolsStillEqual", pulumi.Bool(equalValues(func() interface{} {
			if v, ok := func() (v interface{}, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return func() interface{} {
					panic("y")
				}(), true
			}(); ok {
				return v
			}
			return true
		}(), anything)))
		ctx.Export("numbersStillEqual", pulumi.Bool(equalValues(func() interface{} {
			if v, ok := func() (v interface{}, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return func() interface{} {
					panic("z")
				}(), true
			}(); ok {
				return v
			}
			return 0
		}(), zero)))
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
