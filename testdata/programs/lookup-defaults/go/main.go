package main

import (
	"fmt"
	"math"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/s3"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// lookup with a default pyright types as Any (the result of try): the value
		// is of the map's element type, not optional, where a string is taken
		// (made secret, an output of a string).
		names := map[string]string{"a": "x", "b": "y"}
		_, err := s3.NewBucketObject(ctx, "object", &s3.BucketObjectArgs{
			Bucket: pulumi.String("bucket"),
			Content: pulumi.ToSecret(pulumi.String(func() string {
				if v, ok := names["missing"]; ok {
					return v
				}
				return dynamicString(func() interface{} {
					if v2, ok2 := func() (v2 interface{}, ok2 bool) {
						defer func() {
							if recover() != nil {
								ok2 = false
							}
						}()
						return func() interface{} {
							panic("not here")
						}(), true
					}(); ok2 {
						return v2
					}
					return "fallback"
				}())
			}())).(pulumi.StringOutput),
			Key: pulumi.String(func() string {
				if v, ok := names["a"]; ok {
					return v
				}
				return "none"
			}()),
		})
		if err != nil {
			return err
		}
		ctx.Export("found", pulumi.String(func() string {
			if v, ok := names["a"]; ok {
				return v
			}
			return func() string {
				if v2, ok2 := func() (v2 string, ok2 bool) {
					defer func() {
						if recover() != nil {
							ok2 = false
						}
					}()
					return func() string {
						v3, ok3 := names["b"]
						if !ok3 {
							panic("missing key b")
						}
						return v3
					}(), true
				}(); ok2 {
					return v2
				}
				return "default"
			}()
		}()))
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
