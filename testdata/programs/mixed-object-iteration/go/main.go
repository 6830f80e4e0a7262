package main

import (
	"crypto/sha1"
	"fmt"
	"maps"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/s3"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// PCL iterates an object whose properties are of several primitive types as
		// a map of strings: { name = "web", count = 2, enabled = true } gives "web",
		// "2" and "true" to a for expression's value and to entries' values; a
		// tuple of them, ["a", 1, true], as a list of strings (fuzz seed 9963). Each
		// language holds the values as they are (a number, a boolean), so they are
		// converted where the loop reads them: as a resource's tags, in templates,
		// sha1, join, a condition, a grouping, and entries; and where they hold
		// outputs, each element an output converted.
		settings := map[string]interface{}{"name": "web", "count": 2, "ratio": 0.5, "enabled": true}
		mixedList := []interface{}{"a", 1, 2.5, true}
		numbers := map[string]float64{"whole": 1.0, "half": 0.5}
		bucket, err := s3.NewBucket(ctx, "bucket", &s3.BucketArgs{Tags: func() pulumi.StringMap {
			result := pulumi.StringMap{}
			collection := settings
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := collection[k]
				result[k] = pulumi.String(dynamicString(v))
			}
			return result
		}()})
		if err != nil {
			return err
		}
		heldList := pulumi.Array{
			bucket.ID().ToStringOutput(),
			pulumi.Int(1),
			pulumi.Bool(true),
		}
		heldObject := pulumi.Map{"id": bucket.ID().ToStringOutput(), "count": pulumi.Int(3)}
		ctx.Export("templated", func() pulumi.Array {
			result := pulumi.Array{}
			collection := settings
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := collection[k]
				result = append(result, pulumi.String(k+"=<"+dynamicString(v)+">"))
			}
			return result
		}())
		ctx.Export("hashes", func() pulumi.Array {
			result := pulumi.Array{}
			for _, e := range func() []map[string]string {
				result2 := []map[string]string{}
				collection := func() map[string]string {
					result3 := map[string]string{}
					collection := settings
					for _, key := range slices.Sorted(maps.Keys(collection)) {
						value := collection[key]
						result3[key] = dynamicString(value)
					}
					return result3
				}()
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					v := collection[k]
					result2 = append(result2, map[string]string{"key": k, "value": v})
				}
				return result2
			}() {
				result = append(result, pulumi.String(e["key"]+":"+fmt.Sprintf("%x", sha1.Sum([]byte(e["value"])))))
			}
			return result
		}())
		ctx.Export("joined", pulumi.String(strings.Join(func() []string {
			result := []string{}
			collection := settings
			for _, key := range slices.Sorted(maps.Keys(collection)) {
				v := collection[key]
				result = append(result, dynamicString(v))
			}
			return result
		}(), ",")))
		ctx.Export("filtered", func() pulumi.Array {
			result := pulumi.Array{}
			collection := settings
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := collection[k]
				if !(dynamicString(v) == "2") {
					continue
				}
				result = append(result, pulumi.String(k))
			}
			return result
		}())
		ctx.Export("grouped", pulumi.ToStringArrayMap(func() map[string][]string {
			result := map[string][]string{}
			collection := settings
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := collection[k]
				result[dynamicString(v)] = append(result[dynamicString(v)], k)
			}
			return result
		}()))
		ctx.Export("keysOnly", func() pulumi.Array {
			result := pulumi.Array{}
			collection := settings
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				result = append(result, pulumi.String(k))
			}
			return result
		}())
		ctx.Export("sums", func() pulumi.Array {
			result := pulumi.Array{}
			collection := numbers
			for _, key := range slices.Sorted(maps.Keys(collection)) {
				v := collection[key]
				result = append(result, pulumi.Float64(v*2.0))
			}
			return result
		}())
		ctx.Export("listHashes", func() pulumi.Array {
			result := pulumi.Array{}
			for _, v := range mixedList {
				result = append(result, pulumi.String(fmt.Sprintf("%x", sha1.Sum([]byte(dynamicString(v))))))
			}
			return result
		}())
		ctx.Export("listIndexed", func() pulumi.Map {
			result := pulumi.Map{}
			for i, v := range mixedList {
				key := dynamicString(v)
				if _, dup := result[key]; dup {
					panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
				}
				result[key] = pulumi.Int(i)
			}
			return result
		}())
		ctx.Export("heldTemplated", func() pulumi.Array {
			result := pulumi.Array{}
			for _, v := range heldList {
				result = append(result, pulumi.Sprintf("<%v>", pulumi.Any(v).ApplyT(func(v2 interface{}) (string, error) {
					return dynamicString(v2), nil
				}).(pulumi.StringOutput)))
			}
			return result
		}())
		ctx.Export("heldHashes", func() pulumi.Array {
			result := pulumi.Array{}
			collection := heldObject
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := collection[k]
				result = append(result, pulumi.Sprintf("%v:%v", k, pulumi.Any(v).ApplyT(func(v2 interface{}) (string, error) {
					return fmt.Sprintf("%x", sha1.Sum([]byte(dynamicString(v2)))), nil
				}).(pulumi.StringOutput)))
			}
			return result
		}())
		ctx.Export("tags", bucket.Tags)
		return nil
	})
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
