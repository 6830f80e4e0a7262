package main

import (
	"reflect"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// try of literals compared with another literal: TypeScript types the try
		// as the union of its literal arguments (4 | 9) and rejects comparing it
		// with a literal outside that union as unintentional, where PCL compares
		// the values.
		isThirteen := 13 == func() int {
			if v, ok := func() (v int, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return 4, true
			}(); ok {
				return v
			}
			return 9
		}()
		isFour := !equalValues(func() interface{} {
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
			return 4
		}(), 4)
		ctx.Export("isThirteen", pulumi.Bool(isThirteen))
		ctx.Export("isFour", pulumi.Bool(isFour))
		ctx.Export("word", pulumi.String(func() string {
			if "a" == func() string {
				if v, ok := func() (v string, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return "b", true
				}(); ok {
					return v
				}
				return "c"
			}() {
				return "same"
			}
			return "different"
		}()))
		return nil
	})
}

// equalValues reports whether a and b are equal as PCL's == compares
// them: lists, maps and objects by their elements, numbers by value
// whether ints or not, and null equal to null only.
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
	case reflect.Map:
		if y.Kind() != reflect.Map || x.Len() != y.Len() {
			return false
		}
		for _, k := range x.MapKeys() {
			w := y.MapIndex(k)
			if !w.IsValid() || !equalValues(x.MapIndex(k).Interface(), w.Interface()) {
				return false
			}
		}
		return true
	case reflect.Struct:
		if y.Type() != x.Type() {
			return false
		}
		for i := 0; i < x.NumField(); i++ {
			if !equalValues(x.Field(i).Interface(), y.Field(i).Interface()) {
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
