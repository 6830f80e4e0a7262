package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"
	"strings"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// An apply over a conditional whose branches are outputs of different
		// types: Python's type checker takes the choice as the union of the
		// branches' outputs, whose apply takes no one callback.
		flag := false
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		objects := func() pulumi.MapOutput {
			if flag {
				return pulumi.ToSecret(pulumi.BoolMap{"a": pulumi.Bool(false), "b": pulumi.Bool(false)}).(pulumi.BoolMapOutput).ApplyT(func(v map[string]bool) map[string]interface{} {
					return fromJSON[map[string]interface{}](v)
				}).(pulumi.MapOutput)
			}
			return pulumi.ToOutput(map[string]interface{}{"a": false, "b": true, "c": nil}).(pulumi.MapOutput)
		}().ApplyT(func(value map[string]interface{}) (bool, error) {
			return equalValues(value, map[string]interface{}{"a": true, "b": false, "c": 13}), nil
		}).(pulumi.BoolOutput)
		lists := func() pulumi.StringArrayOutput {
			if flag {
				return pulumi.ToSecret(pulumi.StringArray{pulumi.String("x"), pulumi.String("y")}).(pulumi.StringArrayOutput)
			}
			return pulumi.ToOutput([]string{"1", "2", "3"}).(pulumi.StringArrayOutput)
		}().ApplyT(func(value []string) (int, error) {
			return len(value), nil
		}).(pulumi.IntOutput)
		scalars := pulumi.Sprintf("%v!", func() pulumi.StringOutput {
			if flag {
				return pulumi.ToSecret(pulumi.Int(1)).(pulumi.IntOutput).ApplyT(func(secret int) (string, error) {
					return strconv.Itoa(secret), nil
				}).(pulumi.StringOutput)
			}
			return pulumi.String("one").ToStringOutput()
		}())
		mapOrObject := func() pulumi.MapOutput {
			if flag {
				return pulumi.ToSecret(pulumi.StringMap{"k": pulumi.String("v")}).(pulumi.StringMapOutput).ApplyT(func(v map[string]string) map[string]interface{} {
					return fromJSON[map[string]interface{}](v)
				}).(pulumi.MapOutput)
			}
			return pulumi.ToOutput(map[string]interface{}{"k": "w", "l": 2}).(pulumi.MapOutput)
		}().ApplyT(func(value map[string]interface{}) (bool, error) {
			return equalValues(value, map[string]interface{}{"k": "w", "l": 2}), nil
		}).(pulumi.BoolOutput)
		ctx.Export("objects", objects)
		ctx.Export("lists", lists)
		ctx.Export("scalars", scalars)
		ctx.Export("mapOrObject", mapOrObject)
		return nil
	})
}

// coerced returns v, a value decoded from JSON, with the primitives that
// PCL converts to the kinds t takes so converted.
func coerced(v interface{}, t reflect.Type) interface{} {
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.String:
		switch x := v.(type) {
		case bool:
			return strconv.FormatBool(x)
		case float64:
			return numberText(x)
		}
	case reflect.Bool:
		if s, ok := v.(string); ok && (s == "true" || s == "false") {
			return s == "true"
		}
	case reflect.Int, reflect.Float64:
		if s, ok := v.(string); ok {
			if n, err := strconv.ParseFloat(s, 64); err == nil {
				return n
			}
		}
	case reflect.Slice:
		if xs, ok := v.([]interface{}); ok {
			out := make([]interface{}, len(xs))
			for i, x := range xs {
				out[i] = coerced(x, t.Elem())
			}
			return out
		}
	case reflect.Map:
		if m, ok := v.(map[string]interface{}); ok {
			out := map[string]interface{}{}
			for k, x := range m {
				out[k] = coerced(x, t.Elem())
			}
			return out
		}
	}
	return v
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

// fromJSON converts a value of any type (read from JSON config) into T as
// PCL converts values: a bool or a number where a string is taken is its
// text, a string where a number or a bool is taken is parsed; a value that
// is not a T then (7.5 for an int) is an error.
func fromJSON[T any](v interface{}) T {
	var t T
	data, err := json.Marshal(v)
	var raw interface{}
	if err == nil {
		err = json.Unmarshal(data, &raw)
	}
	if err == nil {
		data, err = json.Marshal(coerced(raw, reflect.TypeOf(&t).Elem()))
	}
	if err == nil {
		err = json.Unmarshal(data, &t)
	}
	if err != nil {
		panic(fmt.Errorf("reading config: %w", err))
	}
	return t
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
