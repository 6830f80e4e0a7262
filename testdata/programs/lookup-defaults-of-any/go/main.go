package main

import (
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"strconv"
	"strings"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/s3"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// lookup with a default that pyright types as Any: a property of an object
		// whose properties are of several types (a dict[str, Any] to pyright), or
		// arithmetic on one. pyright picked dict.get's overload without a default,
		// whose result may be None, in a concatenation, an input, arithmetic and a
		// builtin's argument.
		settings := map[string]interface{}{"name": "web", "port": 8080, "zones": []string{"a"}}
		names := map[string]string{"a": "x", "b": "y"}
		ports := map[string]int{"http": 80}
		zones := map[string]interface{}{"east": []string{"c"}}
		_, err := s3.NewBucketObject(ctx, "object", &s3.BucketObjectArgs{
			Bucket: pulumi.String(func() string {
				if v, ok := names["c"]; ok {
					return v
				}
				return settings["name"].(string)
			}()),
			Key: pulumi.String("key"),
		})
		if err != nil {
			return err
		}
		ctx.Export("greeting", pulumi.String("hello \""+func() string {
			if v, ok := names["c"]; ok {
				return v
			}
			return settings["name"].(string)
		}()+"\""))
		ctx.Export("port", pulumi.Int(func() int {
			if v, ok := ports["https"]; ok {
				return v
			}
			return dynamicInt(settings["port"]) + 1
		}()+1))
		ctx.Export("zoneCount", pulumi.Int(len(func() []string {
			if v, ok := zones["west"]; ok {
				return fromJSON[[]string](v)
			}
			return fromJSON[[]string](settings["zones"])
		}())))

		// A lookup in an object without properties is of its default's type.
		ctx.Export("emptyParts", func() pulumi.Array {
			result := pulumi.Array{}
			for _, part := range strings.Split(dynamicString(func() interface{} {
				if v, ok := map[string]interface{}{}["missing"]; ok {
					return v
				}
				return "a-b"
			}()), "-") {
				result = append(result, pulumi.String(part+"!"))
			}
			return result
		}())

		// A default that is a template of a value pyright types as Any (try's).
		ctx.Export("triedDefault", pulumi.String(func() string {
			if v, ok := names["c"]; ok {
				return v
			}
			return "x-" + func() string {
				if v2, ok2 := func() (v2 string, ok2 bool) {
					defer func() {
						if recover() != nil {
							ok2 = false
						}
					}()
					return func() interface{} {
						v3, ok3 := settings["name"]
						if !ok3 {
							panic("missing key name")
						}
						return v3
					}().(string), true
				}(); ok2 {
					return v2
				}
				return "y"
			}()
		}()))
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

// dynamicString converts v, a value of any type, to a string as PCL does:
// a bool as true or false, a number in plain digits.
func dynamicString(v interface{}) string {
	switch v := pointee(v).(type) {
	case string:
		return v
	case bool:
		return strconv.FormatBool(v)
	case int:
		return strconv.Itoa(v)
	case float64:
		return numberText(v)
	}
	panic(fmt.Sprintf("a string is required, not %v", v))
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
