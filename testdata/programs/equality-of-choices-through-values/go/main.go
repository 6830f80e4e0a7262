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

		// A choice of objects of other attributes is of the unified object type,
		// but its value is the branch chosen, of the branch's type: {} chosen is
		// equal to {}. Walked through a local, a chain of locals, a secret, an
		// output choice read in an apply, tuple and object constructors holding
		// the choice, an element of a tuple and a loop over one.
		on := true
		if param, err := cfg.TryBool("on"); err == nil {
			on = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", nil)
		if err != nil {
			return err
		}
		picked := func() map[string]interface{} {
			if func() bool {
				if v, ok := func() (v bool, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return !false, true
				}(); ok {
					return v
				}
				return false
			}() {
				return map[string]interface{}{}
			}
			return map[string]interface{}{"for": pulumi.IntRef(15)}
		}()
		held := func() map[string]interface{} {
			if on {
				return map[string]interface{}{}
			}
			return map[string]interface{}{"for": pulumi.IntRef(15)}
		}()
		again := held
		withOutput := func() pulumi.Map {
			if on {
				return pulumi.Map{}
			}
			return pulumi.Map{"for": pet.ID().ToStringOutput()}
		}()
		secretOne := pulumi.ToSecret(pulumi.ToMap(func() map[string]interface{} {
			if on {
				return map[string]interface{}{}
			}
			return map[string]interface{}{"for": pulumi.IntRef(15)}
		}())).(pulumi.MapOutput)
		notEmpty := func() map[string]interface{} {
			if on {
				return map[string]interface{}{"x": pulumi.StringRef("1")}
			}
			return map[string]interface{}{"y": pulumi.IntRef(2)}
		}()
		ctx.Export("pickedIsEmpty", pulumi.Bool(equalValues(picked, map[string]interface{}{})))
		ctx.Export("heldIsEmpty", pulumi.Bool(equalValues(map[string]interface{}{}, held)))
		ctx.Export("heldIsNotEmpty", pulumi.Bool(!equalValues(held, map[string]interface{}{})))
		ctx.Export("againIsEmpty", pulumi.Bool(equalValues(again, map[string]interface{}{})))
		ctx.Export("withOutputIsEmpty", pulumi.All(withOutput).ApplyT(func(resolved []interface{}) (bool, error) {
			withOutput2 := resolved[0].(map[string]interface{})
			return equalValues(withOutput2, map[string]interface{}{}), nil
		}).(pulumi.BoolOutput))
		ctx.Export("secretIsEmpty", secretOne.ApplyT(func(secretOne2 map[string]interface{}) (bool, error) {
			return equalValues(secretOne2, map[string]interface{}{}), nil
		}).(pulumi.BoolOutput))
		ctx.Export("notEmptyIsX", pulumi.Bool(equalValues(notEmpty, map[string]string{"x": "1"})))
		ctx.Export("notEmptyIsY", pulumi.Bool(equalValues(notEmpty, map[string]int{"y": 2})))
		ctx.Export("inObject", pulumi.Bool(equalValues(map[string]interface{}{"k": held}, map[string]interface{}{"k": map[string]interface{}{}})))
		ctx.Export("inTuple", pulumi.Bool(equalValues([]interface{}{held, 1}, []interface{}{map[string]interface{}{}, 1})))
		ctx.Export("element", pulumi.Bool(equalValues([]interface{}{held, map[string]interface{}{"z": 1}}[0].(map[string]interface{}), map[string]interface{}{})))
		ctx.Export("loop", func() pulumi.Array {
			result := pulumi.Array{}
			for _, v := range []map[string]interface{}{held, again} {
				result = append(result, pulumi.Bool(equalValues(v, map[string]interface{}{})))
			}
			return result
		}())

		// A choice of scalars that convert to one type is of that type: 3 chosen
		// beside a string is "3", unequal to 3. One of an int and an optional
		// string output (a union) keeps the int chosen.
		text := func() string {
			if on {
				return "3"
			}
			return "x"
		}()
		mixed := func() pulumi.AnyOutput {
			if on {
				return pulumi.Any(3)
			}
			return pulumi.ToSecret(func() *string {
				if on {
					return pulumi.StringRef("t")
				}
				return nil
			}()).(pulumi.StringPtrOutput).ApplyT(func(v *string) interface{} {
				return pointee(v)
			}).(pulumi.AnyOutput)
		}()
		ctx.Export("textIsInt", pulumi.Bool(bothNull(text, 3)))
		ctx.Export("textIsString", pulumi.Bool(text == "3"))
		ctx.Export("mixedIsInt", mixed.ApplyT(func(mixed2 interface{}) (bool, error) {
			return equalValues(mixed2, 3), nil
		}).(pulumi.BoolOutput))
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
