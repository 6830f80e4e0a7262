package main

import (
	"errors"
	"reflect"
	"strconv"
	"strings"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A conditional compared with == is the value of its chosen branch, of that
		// branch's type: objects of different keys stay as they are (the empty
		// object equals {}), where tuples of different lengths convert to a list
		// (which a tuple never equals).
		pick := true
		if param, err := cfg.TryBool("pick"); err == nil {
			pick = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		ctx.Export("a", pulumi.ToSecret(pulumi.Map{}).(pulumi.MapOutput).ApplyT(func(secret map[string]interface{}) (bool, error) {
			return !equalValues(secret, func() map[string]interface{} {
				if pick {
					return map[string]interface{}{}
				}
				return map[string]interface{}{"papa": pulumi.StringRef("x")}
			}()), nil
		}).(pulumi.BoolOutput))
		ctx.Export("b", pulumi.Bool(!equalValues(map[string]interface{}{}, func() map[string]interface{} {
			if pick {
				return map[string]interface{}{}
			}
			return map[string]interface{}{"papa": pulumi.StringRef("x")}
		}())))
		ctx.Export("c", pulumi.ToSecret(pulumi.Map{}).(pulumi.MapOutput).ApplyT(func(secret map[string]interface{}) (bool, error) {
			return !equalValues(secret, map[string]interface{}{}), nil
		}).(pulumi.BoolOutput))
		ctx.Export("d", pulumi.Bool(equalValues(func() map[string]interface{} {
			if !pick {
				return map[string]interface{}{}
			}
			return map[string]interface{}{"papa": pulumi.StringRef("x")}
		}(), map[string]string{"papa": "x"})))
		ctx.Export("e", pulumi.Bool(bothNull([]interface{}{}, func() []int {
			if pick {
				return []int{}
			}
			return []int{1}
		}())))
		ctx.Export("f", pulumi.Bool(equalValues(map[string]interface{}{}, func() map[string]interface{} {
			if pick {
				return map[string]interface{}{}
			}
			return map[string]interface{}{"papa": pulumi.IntRef(1), "q": pulumi.StringRef("x")}
		}())))
		ctx.Export("g", pulumi.Bool(bothNull([]int{1}, func() []string {
			if pick {
				return []string{"1"}
			}
			return []string{"a", "b"}
		}())))
		_, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Prefix: pulumi.String(strconv.FormatBool(equalValues(map[string]interface{}{}, func() map[string]interface{} {
			if pick {
				return map[string]interface{}{}
			}
			return map[string]interface{}{"papa": pulumi.BoolRef(pick)}
		}())))})
		if err != nil {
			return err
		}
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
