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

		// User names that the Go code's temporaries use (ok, v, x, m, found): the
		// temporaries take other names where they would hide the user's.
		var ok map[string]interface{}
		cfg.RequireObject("ok", &ok)
		if v2, ok2 := ok["golf"]; ok2 && v2 != nil {
			ok["golf"] = fromJSON[[]int](v2)
		}
		if nested, ok2 := ok["nested"].(map[string]interface{}); ok2 {
			if v2, ok2 := nested["count"]; ok2 && v2 != nil {
				nested["count"] = fromJSON[int](v2)
			}
			if v2, ok2 := nested["tags"]; ok2 && v2 != nil {
				nested["tags"] = fromJSON[[]string](v2)
			}
		}
		v := "golf"
		if param, err := cfg.Try("v"); err == nil {
			v = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		m := map[string]string{"golf": "g", "other": "o"}
		found := func() string {
			if v2, ok2 := m[v]; ok2 {
				return v2
			}
			return "none"
		}()
		x := func() map[string]string {
			result := map[string]string{}
			collection := m
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				result[k] = func() string {
					if v2, ok2 := m[v]; ok2 {
						return v2
					}
					return k
				}()
			}
			return result
		}()
		strict := func() string {
			if v2, ok2 := func() (v2 string, ok2 bool) {
				defer func() {
					if recover() != nil {
						ok2 = false
					}
				}()
				return func() string {
					v3, ok3 := m[v]
					if !ok3 {
						panic("missing key " + v)
					}
					return v3
				}(), true
			}(); ok2 {
				return v2
			}
			return "missing"
		}()
		missing := func() string {
			if v2, ok2 := func() (v2 string, ok2 bool) {
				defer func() {
					if recover() != nil {
						ok2 = false
					}
				}()
				return func() string {
					v3, ok3 := m[v+"-no"]
					if !ok3 {
						panic("missing key " + v + "-no")
					}
					return v3
				}(), true
			}(); ok2 {
				return v2
			}
			return "missing"
		}()
		ided, err := NewIded(ctx, "ided", &IdedArgs{Prefix: v})
		if err != nil {
			return err
		}
		ctx.Export("golf", pulumi.ToIntArray(fromJSON[[]int](ok["golf"])))
		ctx.Export("count", pulumi.Int(dynamicInt(ok["nested"].(map[string]interface{})["count"])+len(fromJSON[[]string](ok["nested"].(map[string]interface{})["tags"]))))
		ctx.Export("found", pulumi.String(found))
		ctx.Export("x", pulumi.ToStringMap(x))
		ctx.Export("strict", pulumi.Array{pulumi.String(strict), pulumi.String(missing)})
		ctx.Export("componentId", ided.Id)
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
