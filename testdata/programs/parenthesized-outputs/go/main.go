package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/s3"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Parentheses around a value computed from outputs group it and nothing
		// else: the value is the same as without them, wherever it is given.

		flag := true
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		bucket, err := s3.NewBucket(ctx, "bucket", &s3.BucketArgs{Tags: pulumi.StringMap{"team": pulumi.String("blue")}})
		if err != nil {
			return err
		}
		var buckets []*s3.Bucket
		for index := 0; index < 2; index++ {
			res, err := s3.NewBucket(ctx, fmt.Sprintf("buckets-%v", index), nil)
			if err != nil {
				return err
			}
			buckets = append(buckets, res)
		}

		// A conditional of a map output and objects of different keys, one
		// holding an output, given to a map input: with and without parentheses.
		_, err = random.NewRandomId(ctx, "bare", &random.RandomIdArgs{
			ByteLength: pulumi.Int(4),
			Keepers: func() pulumi.MapOutput {
				if flag {
					return bucket.Tags.ApplyT(func(v map[string]string) map[string]interface{} {
						return interfaceMap(fromJSON[map[string]*string](v))
					}).(pulumi.MapOutput)
				}
				return func() pulumi.MapInput {
					if !flag {
						return pulumi.Map{"arn": bucket.Arn}
					}
					return pulumi.Map{"x-y": pulumi.String("x.y")}
				}().ToMapOutput()
			}().ApplyT(presentValueMap[string]).(pulumi.StringMapOutput),
		})
		if err != nil {
			return err
		}
		grouped, err := random.NewRandomId(ctx, "grouped", &random.RandomIdArgs{
			ByteLength: pulumi.Int(4),
			Keepers: func() pulumi.MapOutput {
				if flag {
					return func() pulumi.StringMapOutput {
						if !flag {
							return func() pulumi.StringMap {
								result := pulumi.StringMap{}
								for k, b := range buckets {
									result[fmt.Sprintf("k%v", k)] = b.Arn
								}
								return result
							}().ToStringMapOutput()
						}
						return buckets[0].Tags
					}().ApplyT(func(v map[string]string) map[string]interface{} {
						return interfaceMap(fromJSON[map[string]*string](v))
					}).(pulumi.MapOutput)
				}
				return func() pulumi.MapInput {
					if !flag {
						return pulumi.Map{
							"with space": pulumi.String("tab\there"),
							"arn":        buckets[0].Arn,
						}
					}
					return pulumi.Map{"x-y": pulumi.String("x.y")}
				}().ToMapOutput()
			}().ApplyT(presentValueMap[string]).(pulumi.StringMapOutput),
		})
		if err != nil {
			return err
		}

		// The same in a local, a template, a for body and an output.
		chosen := func() pulumi.StringOutput {
			if flag {
				return bucket.Arn
			}
			return bucket.ID().ToStringOutput()
		}()
		suffix, err := random.NewRandomString(ctx, "suffix", &random.RandomStringArgs{
			Length: pulumi.Int(8),
			Keepers: pulumi.StringMap{
				"chosen": chosen,
				"template": pulumi.Sprintf("x%v", func() pulumi.StringOutput {
					if flag {
						return bucket.Arn
					}
					return pulumi.String("plain").ToStringOutput()
				}()),
			},
		})
		if err != nil {
			return err
		}
		ctx.Export("entries", func() pulumi.Map {
			result := pulumi.Map{}
			for k, b := range buckets {
				result[fmt.Sprintf("k%v", k)] = func() pulumi.StringOutput {
					if flag {
						return b.Arn
					}
					return b.ID().ToStringOutput()
				}()
			}
			return result
		}())
		ctx.Export("grouped", grouped.Hex)
		ctx.Export("length", pulumi.All(bucket.Tags, suffix.Length).ApplyT(func(resolved []interface{}) (int, error) {
			tags := resolved[0].(map[string]string)
			length := resolved[1].(int)
			return len(tags) + length, nil
		}).(pulumi.IntOutput))
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

// interfaceMap returns the elements of v, a map of optional values or of
// collections, as the map[string]interface{} a pulumi.MapOutput holds.
func interfaceMap[T any](v map[string]T) map[string]interface{} {
	if v == nil {
		return nil
	}
	result := make(map[string]interface{}, len(v))
	for k, x := range v {
		result[k] = x
	}
	return result
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

// optionalValue returns v, an optional value held as an interface{} (its
// value or a pointer to it), as a pointer to its value of type T: nil when
// v is null.
func optionalValue[T any](v interface{}) *T {
	switch x := v.(type) {
	case nil:
		return nil
	case *T:
		return x
	case T:
		return &x
	}
	// An int where a number is wanted: PCL converts it.
	var x T
	if f, isFloat := any(&x).(*float64); isFloat {
		switch n := v.(type) {
		case int:
			*f = float64(n)
			return &x
		case *int:
			if n == nil {
				return nil
			}
			*f = float64(*n)
			return &x
		}
	}
	// A whole number where an int is wanted (config read from JSON
	// holds its numbers as float64s).
	if i, isInt := any(&x).(*int); isInt {
		if n, isFloat := v.(float64); isFloat && n == float64(int(n)) {
			*i = int(n)
			return &x
		}
	}
	// A value of a named string type (pulumi.ID, pulumi.URN, an SDK's
	// enum) where a string is wanted.
	if s, isString := any(&x).(*string); isString {
		if rv := reflect.ValueOf(v); rv.Kind() == reflect.String {
			*s = rv.String()
			return &x
		}
	}
	x = v.(T)
	return &x
}

// presentValueMap returns the elements of v, a resolved pulumi.Map of
// optional values, as values of type T: a null element is an error, as
// PCL's conversion to a map of values makes it.
func presentValueMap[T any](v map[string]interface{}) map[string]T {
	result := make(map[string]T, len(v))
	for k, x := range v {
		p := optionalValue[T](x)
		if p == nil {
			panic("a null element cannot be converted to a value of a map that holds no nulls")
		}
		result[k] = *p
	}
	return result
}
