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

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A loop over a collection holding a secret config (an output in every
		// backend, plain to the binder) reads an output where it reads the config's
		// part of an element: an attribute, an index, a nested object's attribute.
		// Its variable is retyped from the collection, as Go's is, so TypeScript and
		// Python read it as an output (before, they printed the Output as text).
		levelPlain := 2
		if param, err := cfg.TryInt("level"); err == nil {
			levelPlain = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		level := pulumi.ToSecret(pulumi.Int(levelPlain)).(pulumi.IntOutput)
		labelPlain := "x"
		if param, err := cfg.Try("label"); err == nil {
			labelPlain = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		label := pulumi.ToSecret(pulumi.String(labelPlain)).(pulumi.StringOutput)
		objects := pulumi.IntMapArray{
			pulumi.IntMap{"a": level, "b": pulumi.Int(1)},
			pulumi.IntMap{"a": pulumi.Int(3), "b": pulumi.Int(4)},
		}
		ctx.Export("attribute", func() pulumi.Array {
			result := pulumi.Array{}
			for _, e := range objects {
				result = append(result, pulumi.Sprintf("o%v", e.ToIntMapOutput().ApplyT(func(e2 map[string]int) (int, error) {
					return e2["a"], nil
				}).(pulumi.IntOutput)))
			}
			return result
		}())
		ctx.Export("plainAttribute", func() pulumi.Array {
			result := pulumi.Array{}
			for _, e := range objects {
				result = append(result, pulumi.Sprintf("o%v", e.ToIntMapOutput().ApplyT(func(e2 map[string]int) (int, error) {
					return e2["b"], nil
				}).(pulumi.IntOutput)))
			}
			return result
		}())
		ctx.Export("index", func() pulumi.Array {
			result := pulumi.Array{}
			collection := pulumi.StringArrayArray{pulumi.StringArray{label, pulumi.String("y")}}
			for _, t := range collection {
				result = append(result, pulumi.Sprintf("%v-%v", t.ToStringArrayOutput().ApplyT(func(t2 []string) (string, error) {
					return t2[0], nil
				}).(pulumi.StringOutput), t.ToStringArrayOutput().ApplyT(func(t2 []string) (string, error) {
					return t2[1], nil
				}).(pulumi.StringOutput)))
			}
			return result
		}())
		ctx.Export("nested", func() pulumi.Map {
			result := pulumi.Map{}
			collection := pulumi.Map{"one": pulumi.Map{"inner": pulumi.StringMap{"name": label}}}
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				e := collection[k].(pulumi.MapInput)
				result[k] = pulumi.Sprintf("n-%v", pulumi.ToOutput(e).(pulumi.MapOutput).ApplyT(func(e2 map[string]interface{}) (string, error) {
					return fromJSON[map[string]string](e2["inner"])["name"], nil
				}).(pulumi.StringOutput))
			}
			return result
		}())
		ctx.Export("sum", func() pulumi.Array {
			result := pulumi.Array{}
			for _, e := range objects {
				result = append(result, e.ToIntMapOutput().ApplyT(func(e2 map[string]int) (int, error) {
					return e2["a"] + e2["b"], nil
				}).(pulumi.IntOutput))
			}
			return result
		}())
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
