package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")
		flag := false
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{
			Inputs:  pulumi.StringArray{pulumi.String("a")},
			Keepers: pulumi.StringMap{"a": pulumi.String("b")},
		})
		if err != nil {
			return err
		}
		_, err = random.NewRandomString(ctx, "compared", &random.RandomStringArgs{
			Length: pulumi.Int(4),
			Keepers: func() pulumi.AnyOutput {
				if bothNull(map[string]bool{"k": true}, map[string]bool{"b": flag}) {
					return pulumi.Any(map[string]string{"Key": "x"})
				}
				return shuffle.Keepers.ApplyT(func(v map[string]string) interface{} {
					return v
				}).(pulumi.AnyOutput)
			}().ApplyT(func(v interface{}) map[string]string {
				return fromJSON[map[string]string](v)
			}).(pulumi.StringMapOutput),
		})
		if err != nil {
			return err
		}
		_, err = random.NewRandomString(ctx, "chosen", &random.RandomStringArgs{
			Length: pulumi.Int(4),
			Keepers: func() pulumi.AnyOutput {
				if flag {
					return pulumi.Any(map[string]string{"Key": "x"})
				}
				return shuffle.Keepers.ApplyT(func(v map[string]string) interface{} {
					return v
				}).(pulumi.AnyOutput)
			}().ApplyT(func(v interface{}) map[string]string {
				return fromJSON[map[string]string](v)
			}).(pulumi.StringMapOutput),
		})
		if err != nil {
			return err
		}
		_, err = random.NewRandomString(ctx, "eventual", &random.RandomStringArgs{
			Length: pulumi.Int(4),
			Keepers: pulumi.All(shuffle.Results, shuffle.Keepers).ApplyT(func(resolved []interface{}) (interface{}, error) {
				results := resolved[0].([]string)
				keepers := resolved[1].(map[string]string)
				return func() interface{} {
					if results[0] == "a" {
						return map[string]string{"Key": "x"}
					}
					return keepers
				}(), nil
			}).(pulumi.AnyOutput).ApplyT(func(v interface{}) map[string]string {
				return fromJSON[map[string]string](v)
			}).(pulumi.StringMapOutput),
		})
		if err != nil {
			return err
		}
		_, err = random.NewRandomString(ctx, "constant", &random.RandomStringArgs{
			Length: pulumi.Int(4),
			Keepers: func() pulumi.AnyOutput {
				if false {
					return pulumi.Any(map[string]string{"a.b": "true", "x-y": "100%"})
				}
				return shuffle.Keepers.ApplyT(func(v map[string]string) interface{} {
					return v
				}).(pulumi.AnyOutput)
			}().ApplyT(func(value interface{}) (interface{}, error) {
				return value, nil
			}).(pulumi.AnyOutput).ApplyT(func(v interface{}) map[string]string {
				return fromJSON[map[string]string](v)
			}).(pulumi.StringMapOutput),
		})
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
