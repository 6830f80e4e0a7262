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

		// Conditionals whose one branch is a literal list or map of numbers and
		// whose other branch holds ints (an attribute of an object of mixed
		// attributes, a config list of ints): the ints are numbers of the result.
		pick := false
		if param, err := cfg.TryBool("pick"); err == nil {
			pick = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var counts []int
		if err := cfg.TryObject("counts", &counts); errors.Is(err, config.ErrMissingVar) {
			counts = []int{1, 2}
		} else if err != nil {
			return err
		}
		is := map[string]interface{}{
			"quebec": []int{5, 9},
			"victor": "v",
			"sizes":  map[string]int{"a": 1},
		}
		ctx.Export("fromObject", pulumi.ToFloat64Array(func() []float64 {
			if pick {
				return []float64{0.25, -2.75}
			}
			return fromJSON[[]float64](fromJSON[[]int](is["quebec"]))
		}()))
		ctx.Export("fromConfig", pulumi.ToFloat64Array(func() []float64 {
			if pick {
				return []float64{0.5, 1.5}
			}
			return func() []float64 {
				result := []float64{}
				for _, item := range counts {
					result = append(result, float64(item))
				}
				return result
			}()
		}()))
		ctx.Export("mapFromObject", pulumi.ToFloat64Map(func() map[string]float64 {
			if pick {
				return map[string]float64{"a": 0.5}
			}
			return map[string]float64{"a": float64(fromJSON[map[string]int](is["sizes"])["a"])}
		}()))
		ctx.Export("inList", func() pulumi.Array {
			result := pulumi.Array{}
			for _, i := range []int{1, 2} {
				result = append(result, pulumi.ToFloat64Array(func() []float64 {
					if i == 1 {
						return fromJSON[[]float64](fromJSON[[]int](is["quebec"]))
					}
					return []float64{0.5, 0.5}
				}()))
			}
			return result
		}())
		ctx.Export("summed", func() pulumi.Array {
			result := pulumi.Array{}
			for _, n := range func() []float64 {
				if pick {
					return []float64{0.25}
				}
				return []float64{
					float64(fromJSON[[]int](is["quebec"])[0]),
					float64(fromJSON[[]int](is["quebec"])[1]),
				}
			}() {
				result = append(result, pulumi.Float64(n*2.0))
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
