package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math"
	"reflect"
	"slices"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Values of one type read from values of any type, or from collections of
		// values of several types, converted as PCL converts them.
		flag := false
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var settings interface{} = map[string]interface{}{"enabled": false, "size": 3}
		if err := cfg.TryObject("settings", &settings); err != nil {
			if param, err := cfg.Try("settings"); err == nil {
				settings = param
			}
		}

		// Objects of other attributes: a tuple of values of several types.
		shapes := []interface{}{
			map[string]interface{}{"beta": 15},
			map[string]interface{}{"with space": 2, "beta": 9},
		}

		// A value of any type given where a map of strings is taken.
		keeper, err := random.NewRandomPet(ctx, "keeper", &random.RandomPetArgs{Keepers: pulumi.ToStringMap(fromJSON[map[string]string](settings))})
		if err != nil {
			return err
		}

		// A map of objects of other attributes, each optional where the other
		// object has none.
		named := map[string]*random.RandomPet{}
		namedRange := func() map[string]interface{} {
			if flag {
				return map[string]interface{}{"alpha": "x"}
			}
			return map[string]interface{}{"Key": pulumi.StringRef("y"), "alpha": "z"}
		}()
		for _, key := range slices.Sorted(maps.Keys(namedRange)) {
			value := optionalValue[string](namedRange[key])
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("named-%v", key), &random.RandomPetArgs{Prefix: pulumi.StringPtrFromPtr(value)})
			if err != nil {
				return err
			}
			named[key] = res
		}
		_ = named
		ctx.Export("firstValues", func() pulumi.Array {
			result := pulumi.Array{}
			collection := fromJSON[map[string]int](shapes[0])
			for _, key := range slices.Sorted(maps.Keys(collection)) {
				v := collection[key]
				result = append(result, pulumi.Int(v*2))
			}
			return result
		}())
		ctx.Export("keepers", keeper.Keepers)
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
