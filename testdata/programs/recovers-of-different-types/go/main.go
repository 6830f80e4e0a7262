package main

import (
	"maps"
	"reflect"
	"slices"
	"strings"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumix"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// recover whose value and fallback are of different types (a number and
		// an int, objects of other keys), computed on directly and through a local:
		// its value is of their unified type.
		direct := func() pulumi.Float64Output {
			deferred, resolve := pulumi.DeferredOutput[float64](ctx.Context())
			value := pulumi.ToSecret(pulumi.Float64(0.1)).(pulumi.Float64Output)
			go func() {
				if _, err2 := internals.UnsafeAwaitOutput(ctx.Context(), value); err2 != nil {
					message := err2.Error()
					_ = message
					resolve(pulumi.ToOutput(pulumi.Float64(3.0)))
					return
				}
				resolve(value)
			}()
			return pulumix.Cast[pulumi.Float64Output, float64](deferred)
		}().ApplyT(func(recover2 float64) (float64, error) {
			return recover2 * 2.0, nil
		}).(pulumi.Float64Output)
		held := func() pulumi.Float64Output {
			deferred, resolve := pulumi.DeferredOutput[float64](ctx.Context())
			value := pulumi.ToSecret(pulumi.Float64(0.5)).(pulumi.Float64Output)
			go func() {
				if _, err2 := internals.UnsafeAwaitOutput(ctx.Context(), value); err2 != nil {
					message := err2.Error()
					_ = message
					resolve(pulumi.ToOutput(pulumi.Float64(7.0)))
					return
				}
				resolve(value)
			}()
			return pulumix.Cast[pulumi.Float64Output, float64](deferred)
		}()
		objects := func() pulumi.MapOutput {
			deferred, resolve := pulumi.DeferredOutput[map[string]interface{}](ctx.Context())
			value := pulumi.ToSecret(pulumi.Map{"a": pulumi.Int(1)}).(pulumi.MapOutput)
			go func() {
				if _, err2 := internals.UnsafeAwaitOutput(ctx.Context(), value); err2 != nil {
					message := err2.Error()
					_ = message
					resolve(pulumi.ToOutput(pulumi.Map{"b": pulumi.String("x")}))
					return
				}
				resolve(value)
			}()
			return pulumix.Cast[pulumi.MapOutput, map[string]interface{}](deferred)
		}()
		ctx.Export("direct", direct)
		ctx.Export("held", held.ApplyT(func(held2 float64) (float64, error) {
			return held2 + 1.0, nil
		}).(pulumi.Float64Output))
		ctx.Export("keys", objects.ApplyT(func(objects2 map[string]interface{}) ([]string, error) {
			return func() []string {
				result := []string{}
				collection := objects2
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					result = append(result, k)
				}
				return result
			}(), nil
		}).(pulumi.StringArrayOutput))
		compared := func() pulumi.Float64Output {
			deferred, resolve := pulumi.DeferredOutput[float64](ctx.Context())
			value := pulumi.ToSecret(pulumi.Float64(0.1)).(pulumi.Float64Output)
			go func() {
				if _, err2 := internals.UnsafeAwaitOutput(ctx.Context(), value); err2 != nil {
					message := err2.Error()
					_ = message
					resolve(pulumi.ToOutput(pulumi.Float64(3.0)))
					return
				}
				resolve(value)
			}()
			return pulumix.Cast[pulumi.Float64Output, float64](deferred)
		}().ApplyT(func(recover2 float64) (bool, error) {
			return !equalValues(map[string]float64{"zulu": recover2}, map[string]float64{"zulu": 0.25}), nil
		}).(pulumi.BoolOutput)
		ctx.Export("compared", compared)
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
