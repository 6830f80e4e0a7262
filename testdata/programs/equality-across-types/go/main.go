package main

import (
	"errors"
	"fmt"
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

		// PCL compares values with == and != without converting them: values of
		// different types are unequal unless both are null, and lists, maps and
		// objects compare by their elements.
		count := 1
		if param, err := cfg.TryInt("count"); err == nil {
			count = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		label := "1"
		if param, err := cfg.Try("label"); err == nil {
			label = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		ratio := 1.0
		if param, err := cfg.TryFloat64("ratio"); err == nil {
			ratio = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var zones []string
		if err := cfg.TryObject("zones", &zones); errors.Is(err, config.ErrMissingVar) {
			zones = []string{"a", "b"}
		} else if err != nil {
			return err
		}
		var sizes map[string]int
		if err := cfg.TryObject("sizes", &sizes); errors.Is(err, config.ErrMissingVar) {
			sizes = map[string]int{"small": 1}
		} else if err != nil {
			return err
		}
		var maybe map[string]interface{}
		if err := cfg.TryObject("maybe", &maybe); errors.Is(err, config.ErrMissingVar) {
			maybe = map[string]interface{}{}
		} else if err != nil {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		mixed := []interface{}{count, label}
		picked := dynamicInt(mixed[0])
		wrapped := mixed[1].(string)
		ctx.Export("intAndString", pulumi.Bool(bothNull(count, label)))
		ctx.Export("intAndNumber", pulumi.Bool(float64(count) == ratio))
		ctx.Export("numberAndBool", pulumi.Bool(!bothNull(ratio, true)))
		ctx.Export("listAndTuple", pulumi.Bool(bothNull(zones, []string{"a", "b"})))
		ctx.Export("loopAndList", pulumi.Bool(equalValues(func() []string {
			result := []string{}
			for _, z := range zones {
				result = append(result, z)
			}
			return result
		}(), zones)))
		ctx.Export("mapAndObject", pulumi.Bool(bothNull(sizes, map[string]int{"small": 1})))
		ctx.Export("listAndMap", pulumi.Bool(!bothNull(zones, sizes)))
		ctx.Export("tuples", pulumi.Bool(equalValues([]interface{}{count, label}, []interface{}{1, "1"})))
		ctx.Export("objects", pulumi.Bool(equalValues(map[string]interface{}{"a": count, "b": []string{label}}, map[string]interface{}{"a": 1, "b": []string{"1"}})))
		ctx.Export("optionalAcrossTypes", pulumi.Bool(bothNull(optionalValue[string](maybe["name"]), sizes)))
		ctx.Export("notNull", pulumi.Bool(false))
		ctx.Export("bothNull", pulumi.Bool(optionalValue[string](maybe["name"]) == nil))
		ctx.Export("pickedInt", pulumi.Bool(picked == 1))
		ctx.Export("wrappedString", pulumi.Bool(wrapped == "1"))
		ctx.Export("eventualInt", pulumi.Array{pet.Length, pulumi.String("z")}[0].(pulumi.IntInput).ToIntOutput().ApplyT(func(v int) (bool, error) {
			return bothNull(v, "2"), nil
		}).(pulumi.BoolOutput))
		ctx.Export("eventualLists", pet.ID().ToStringOutput().ApplyT(func(id string) (bool, error) {
			return equalValues([]string{id}, []string{id}), nil
		}).(pulumi.BoolOutput))
		ctx.Export("eventualObjects", pet.ID().ToStringOutput().ApplyT(func(id string) (bool, error) {
			return !equalValues(map[string]string{"id": id}, map[string]string{"id": "x"}), nil
		}).(pulumi.BoolOutput))
		ctx.Export("eventualAcrossTypes", pulumi.All(func() pulumi.StringMap {
			result := pulumi.StringMap{}
			for _, k := range func() []int {
				result2 := []int{}
				start, limit, step := 0, 2, 1
				for i := start; (step > 0 && i < limit) || (step < 0 && i > limit); i += step {
					result2 = append(result2, i)
				}
				return result2
			}() {
				result[fmt.Sprintf("k%v", k)] = pet.ID()
			}
			return result
		}()).ApplyT(func(resolved []interface{}) (bool, error) {
			values := resolved[0].(map[string]string)
			return bothNull(values, "k0"), nil
		}).(pulumi.BoolOutput))
		ctx.Export("filtered", pet.ID().ToStringOutput().ApplyT(func(id string) ([]string, error) {
			return func() []string {
				result := []string{}
				for _, z := range zones {
					if !(!equalValues([]string{z, id}, []string{id, z})) {
						continue
					}
					result = append(result, z)
				}
				return result
			}(), nil
		}).(pulumi.StringArrayOutput))
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

// optionalValue returns v, an optional value held as an interface{} (its
// value or a pointer to it), as a pointer to its value of type T: nil when
// v is null.
func optionalValue[T any](v interface{}) *T {
	switch x := v.(type) {
	case nil:
		return nil
	case *T:
		return x
	case T:
		return &x
	}
	// An int where a number is wanted: PCL converts it.
	var x T
	if f, isFloat := any(&x).(*float64); isFloat {
		switch n := v.(type) {
		case int:
			*f = float64(n)
			return &x
		case *int:
			if n == nil {
				return nil
			}
			*f = float64(*n)
			return &x
		}
	}
	// A whole number where an int is wanted (config read from JSON
	// holds its numbers as float64s).
	if i, isInt := any(&x).(*int); isInt {
		if n, isFloat := v.(float64); isFloat && n == float64(int(n)) {
			*i = int(n)
			return &x
		}
	}
	// A value of a named string type (pulumi.ID, pulumi.URN, an SDK's
	// enum) where a string is wanted.
	if s, isString := any(&x).(*string); isString {
		if rv := reflect.ValueOf(v); rv.Kind() == reflect.String {
			*s = rv.String()
			return &x
		}
	}
	x = v.(T)
	return &x
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
