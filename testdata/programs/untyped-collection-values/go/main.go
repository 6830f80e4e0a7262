package main

import (
	"encoding/json"
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

		// Collections whose elements have no known type, given where a list of
		// strings is taken: a config variable of type any holding a list, and the
		// element of a list of empty lists. Go holds them as []interface{}, which
		// converts element by element (a type assertion to []string would fail).
		// And a component's output computed on an int that may be null is the
		// number PCL types it as.
		var names interface{} = []interface{}{"a", "b"}
		if err := cfg.TryObject("names", &names); err != nil {
			if param, err := cfg.Try("names"); err == nil {
				names = param
			}
		}
		empties := [][]interface{}{{}}
		fromAny, err := random.NewRandomShuffle(ctx, "fromAny", &random.RandomShuffleArgs{Inputs: pulumi.ToStringArray(fromJSON[[]string](names))})
		if err != nil {
			return err
		}
		fromEmpty, err := random.NewRandomShuffle(ctx, "fromEmpty", &random.RandomShuffleArgs{Inputs: pulumi.ToStringArray(fromJSON[[]string](empties[0]))})
		if err != nil {
			return err
		}
		bits, err := random.NewRandomInteger(ctx, "bits", &random.RandomIntegerArgs{Min: pulumi.Int(1), Max: pulumi.Int(4)})
		if err != nil {
			return err
		}
		count, err := NewCounter(ctx, "count", &CounterArgs{Base: bits.Result})
		if err != nil {
			return err
		}
		ctx.Export("shuffled", pulumi.Array{fromAny.Inputs, fromEmpty.Inputs})
		ctx.Export("remaining", count.Remaining)
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
