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

		// Choices of objects whose inner objects' properties do not unify (an output
		// of an int in one branch, a number in another): the inner object is of a
		// union of object types that each hold outputs, and a branch's plain values
		// are held as the outputs they are there.
		c := true
		if param, err := cfg.TryBool("c"); err == nil {
			c = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		d := false
		if param, err := cfg.TryBool("d"); err == nil {
			d = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pet, err := random.NewRandomInteger(ctx, "pet", &random.RandomIntegerArgs{Min: pulumi.Int(1), Max: pulumi.Int(5)})
		if err != nil {
			return err
		}
		hotel := func() pulumi.Map {
			if c {
				return pulumi.Map{
					"mike": pet.Result.ApplyT(func(result int) (float64, error) {
						return float64(result), nil
					}).(pulumi.Float64Output),
					"papa": pulumi.Float64Map{
						"golf": pet.Result.ApplyT(func(v int) float64 {
							return float64(v)
						}).(pulumi.Float64Output),
						"hotel": pet.Result.ApplyT(func(v int) float64 {
							return float64(v)
						}).(pulumi.Float64Output),
						"xray": pulumi.Float64(8.0),
					},
				}
			}
			return func() pulumi.Map {
				if d {
					return pulumi.Map{
						"mike": pet.Result.ApplyT(func(result int) (float64, error) {
							return float64(result), nil
						}).(pulumi.Float64Output),
						"papa": nil,
					}
				}
				return pulumi.Map{
					"mike": pulumi.Float64(-2.75),
					"papa": pulumi.Float64Map{
						"golf":  pulumi.Float64(4.0),
						"hotel": pulumi.Float64(0.1),
						"xray":  pulumi.Float64(16.0),
					},
				}
			}()
		}()
		listed := pulumi.MapArray{func() pulumi.MapInput {
			if c {
				return pulumi.Map{"inner": pulumi.Float64Map{"n": pet.Result.ApplyT(func(result int) (float64, error) {
					return float64(result), nil
				}).(pulumi.Float64Output)}}
			}
			return pulumi.ToMap(func() map[string]interface{} {
				if d {
					return map[string]interface{}{"inner": map[string]float64{"n": 0.5}}
				}
				return map[string]interface{}{"inner": map[string]float64{"n": 2.0}}
			}())
		}()}
		_, err = s3.NewBucket(ctx, "tagged", &s3.BucketArgs{Tags: pulumi.StringMap{
			"golf": pulumi.Sprintf("%v", intNotNull(pulumi.Any(hotel["papa"]).ApplyT(func(papa interface{}) (*int, error) {
				return optionalValue[int](mustGet(dynamicMap(papa), "golf")), nil
			}).(pulumi.IntPtrOutput))),
			"n": pulumi.Sprintf("%v", listed[0].(pulumi.MapInput).ToMapOutput().ApplyT(func(listed2 map[string]interface{}) (float64, error) {
				return fromJSON[map[string]float64](listed2["inner"])["n"], nil
			}).(pulumi.Float64Output).ApplyT(numberText).(pulumi.StringOutput)),
		}})
		if err != nil {
			return err
		}
		ctx.Export("hotel", hotel)
		ctx.Export("listed", listed)
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

// dynamicMap returns the entries of v, a map of strings to any element type.
func dynamicMap(v interface{}) map[string]interface{} {
	if m, ok := v.(map[string]interface{}); ok {
		return m
	}
	rv := reflect.ValueOf(v)
	m := make(map[string]interface{}, rv.Len())
	for _, k := range rv.MapKeys() {
		m[k.String()] = rv.MapIndex(k).Interface()
	}
	return m
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

// intNotNull returns the value of o; a null is an error, as PCL's string
// templates make it.
func intNotNull(o pulumi.IntPtrOutput) pulumi.IntOutput {
	return o.ApplyT(func(v *int) (int, error) {
		if v == nil {
			var none int
			return none, errors.New("a null value cannot be included in a string template")
		}
		return *v, nil
	}).(pulumi.IntOutput)
}

// mustGet returns m[key]; a key the map does not hold is an error, as in
// PCL.
func mustGet[V any](m map[string]V, key string) V {
	v, ok := m[key]
	if !ok {
		panic(fmt.Sprintf("the map has no element for the key %q", key))
	}
	return v
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
