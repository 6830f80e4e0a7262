package main

import (
	"fmt"
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
				return v.([]string)
			}
			return settings["zones"].([]string)
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
				if v, ok := func() (v string, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return func() interface{} {
						v, ok := settings["name"]
						if !ok {
							panic("missing key name")
						}
						return v
					}().(string), true
				}(); ok {
					return v
				}
				return "y"
			}()
		}()))
		return nil
	})
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
		return strconv.FormatFloat(v, 'f', -1, 64)
	}
	panic(fmt.Sprintf("a string is required, not %v", v))
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
