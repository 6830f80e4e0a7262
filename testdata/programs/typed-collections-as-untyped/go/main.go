package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Typed collections (a map of strings, a list of strings, a map of maps)
		// where a value of any element type is taken: a branch of a conditional
		// whose other branch is an object of other attributes or a tuple of mixed
		// elements, which Go holds as a map[string]interface{} or []interface{}.
		flag := true
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		nameVar := "j"
		if param, err := cfg.Try("name"); err == nil {
			nameVar = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		tags := map[string]string{"x-y": nameVar}
		names := []string{nameVar, "b"}
		nested := map[string]interface{}{"inner": tags}
		ctx.Export("count", pulumi.Int(len(func() map[string]interface{} {
			if flag {
				return fromJSON[map[string]interface{}](tags)
			}
			return map[string]interface{}{}
		}())))
		ctx.Export("chosen", pulumi.ToMap(func() map[string]interface{} {
			if flag {
				return fromJSON[map[string]interface{}](tags)
			}
			return map[string]interface{}{"other": nil}
		}()))
		ctx.Export("notChosen", pulumi.ToMap(func() map[string]interface{} {
			if !flag {
				return fromJSON[map[string]interface{}](tags)
			}
			return map[string]interface{}{"other": nil, "more": pulumi.IntRef(2)}
		}()))
		ctx.Export("listChosen", pulumi.ToStringArray(func() []string {
			if flag {
				return names
			}
			return []string{"1", "a"}
		}()))
		ctx.Export("nestedChosen", pulumi.ToMap(func() map[string]interface{} {
			if flag {
				return nested
			}
			return map[string]interface{}{"b": map[string]int{"c": 1}}
		}()))
		ctx.Export("lengths", pulumi.Array{
			pulumi.Int(len(func() []string {
				if flag {
					return names
				}
				return []string{"true", "x", "3"}
			}())),
			pulumi.Int(len(func() map[string]interface{} {
				if !flag {
					return fromJSON[map[string]interface{}](tags)
				}
				return map[string]interface{}{"a": pulumi.IntRef(1), "b": pulumi.StringRef("c")}
			}())),
		})
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
