package main

import (
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"strconv"
	"strings"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Tuples holding outputs whose elements are collections of different
		// types, read at constant indices as the collection each element is: Go
		// holds such a tuple as a pulumi.Array of the inputs of the elements'
		// common type (a pulumi.Map for an object of ints), not of each element's
		// own (fuzz seed 10829).
		pet, err := random.NewRandomPet(ctx, "pet", nil)
		if err != nil {
			return err
		}
		objects := pulumi.Array{
			pulumi.Map{"Key": pet.Length},
			pulumi.Map{"Key": pulumi.Int(3), "a.b": pulumi.Int(3)},
		}
		lists := pulumi.Array{
			pulumi.Array{pet.ID().ToStringOutput(), pulumi.String("x")},
			pulumi.Array{pulumi.Int(1), pulumi.Int(2)},
			pulumi.String("s"),
		}
		mapsVar := pulumi.Array{pulumi.Map{"a": pet.ID().ToStringOutput()}, pulumi.Int(5)}
		nested := pulumi.Array{
			pulumi.Array{pulumi.IntArray{pet.Length}},
			pulumi.Array{pulumi.String("y")},
		}
		_, err = random.NewRandomId(ctx, "kept", &random.RandomIdArgs{
			ByteLength: pulumi.Int(4),
			Keepers: pulumi.Any(mapsVar[0]).ApplyT(func(v interface{}) map[string]string {
				return fromJSON[map[string]string](v)
			}).(pulumi.StringMapOutput),
		})
		if err != nil {
			return err
		}
		_, err = random.NewRandomShuffle(ctx, "shuffled", &random.RandomShuffleArgs{Inputs: pulumi.Any(lists[0]).ApplyT(func(v interface{}) []string {
			return fromJSON[[]string](v)
		}).(pulumi.StringArrayOutput)})
		if err != nil {
			return err
		}
		ctx.Export("compared", pulumi.Array{
			pulumi.Any(objects[0]).ApplyT(func(v interface{}) map[string]int {
				return fromJSON[map[string]int](v)
			}).(pulumi.IntMapOutput).ApplyT(func(objects2 map[string]int) (bool, error) {
				return bothNull(objects2, 4), nil
			}).(pulumi.BoolOutput),
			pulumi.Any(objects[0]).ApplyT(func(v interface{}) map[string]int {
				return fromJSON[map[string]int](v)
			}).(pulumi.IntMapOutput).ApplyT(func(objects2 map[string]int) (bool, error) {
				return equalValues(objects2, map[string]int{"Key": 1}), nil
			}).(pulumi.BoolOutput),
			pulumi.Any(objects[1]).ApplyT(func(v interface{}) map[string]int {
				return fromJSON[map[string]int](v)
			}).(pulumi.IntMapOutput).ApplyT(func(objects2 map[string]int) (int, error) {
				return objects2["a.b"], nil
			}).(pulumi.IntOutput),
		})
		ctx.Export("lengths", pulumi.Array{
			pulumi.Any(objects[0]).ApplyT(func(v interface{}) map[string]int {
				return fromJSON[map[string]int](v)
			}).(pulumi.IntMapOutput).ApplyT(func(objects2 map[string]int) (int, error) {
				return len(objects2), nil
			}).(pulumi.IntOutput),
			pulumi.Any(lists[0]).ApplyT(func(v interface{}) []string {
				return fromJSON[[]string](v)
			}).(pulumi.StringArrayOutput).ApplyT(func(lists2 []string) (int, error) {
				return len(lists2), nil
			}).(pulumi.IntOutput),
			pulumi.Any(lists[1]).ApplyT(func(v interface{}) []int {
				return fromJSON[[]int](v)
			}).(pulumi.IntArrayOutput).ApplyT(func(lists2 []int) (int, error) {
				return len(lists2), nil
			}).(pulumi.IntOutput),
			pulumi.Any(nested[0]).ApplyT(func(v interface{}) [][]int {
				return fromJSON[[][]int](v)
			}).(pulumi.IntArrayArrayOutput).ApplyT(func(nested2 [][]int) (int, error) {
				return len(nested2[0]), nil
			}).(pulumi.IntOutput),
		})
		ctx.Export("values", pulumi.Array{
			pulumi.Any(objects[0]).ApplyT(func(v interface{}) map[string]int {
				return fromJSON[map[string]int](v)
			}).(pulumi.IntMapOutput),
			pulumi.Any(lists[0]).ApplyT(func(v interface{}) []string {
				return fromJSON[[]string](v)
			}).(pulumi.StringArrayOutput),
			pulumi.Any(mapsVar[0]).ApplyT(func(v interface{}) map[string]string {
				return fromJSON[map[string]string](v)
			}).(pulumi.StringMapOutput),
			pulumi.Any(nested[0]).ApplyT(func(v interface{}) [][]int {
				return fromJSON[[][]int](v)
			}).(pulumi.IntArrayArrayOutput),
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
