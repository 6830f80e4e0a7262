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

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/s3"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")
		flag := false
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Keepers: pulumi.StringMap{"a": pulumi.String("b")}})
		if err != nil {
			return err
		}
		eventualChoice, err := random.NewRandomPet(ctx, "eventualChoice", &random.RandomPetArgs{Keepers: pulumi.All(pet.ID().ToStringOutput(), func() pulumi.MapOutput {
			if flag {
				return pet.Keepers.ApplyT(func(v map[string]string) map[string]interface{} {
					return fromJSON[map[string]interface{}](v)
				}).(pulumi.MapOutput)
			}
			return pulumi.ToOutput(map[string]interface{}{}).(pulumi.MapOutput)
		}()).ApplyT(func(resolved []interface{}) (map[string]interface{}, error) {
			id := resolved[0].(string)
			value := resolved[1].(map[string]interface{})
			return func() map[string]interface{} {
				if id == "x" {
					return value
				}
				return map[string]interface{}{"Key": id, "for": "f"}
			}(), nil
		}).(pulumi.MapOutput).ApplyT(func(v map[string]interface{}) map[string]string {
			return fromJSON[map[string]string](v)
		}).(pulumi.StringMapOutput)})
		if err != nil {
			return err
		}
		plainChoice, err := random.NewRandomPet(ctx, "plainChoice", &random.RandomPetArgs{Keepers: pulumi.ToStringMap(func() map[string]string {
			v := func() map[string]interface{} {
				if flag {
					return map[string]interface{}{"a": pulumi.StringRef("1")}
				}
				return func() map[string]interface{} {
					if !flag {
						return map[string]interface{}{"b": pulumi.StringRef("2")}
					}
					return map[string]interface{}{}
				}()
			}()
			result := map[string]string{}
			for k, x := range v {
				result[k] = presentValue(x).(string)
			}
			return result
		}())})
		if err != nil {
			return err
		}
		objects := func() pulumi.Map {
			if flag {
				return pulumi.Map{"a": pulumi.String("x")}
			}
			return pulumi.Map{"b": pet.ID().ToStringOutput()}
		}()
		localChoice, err := random.NewRandomPet(ctx, "localChoice", &random.RandomPetArgs{Keepers: func() pulumi.StringMap {
			result := pulumi.StringMap{}
			collection := objects
			for _, key := range slices.Sorted(maps.Keys(collection)) {
				value := func() pulumi.StringPtrInput {
					if collection[key] == nil {
						return pulumi.Any(nil).ApplyT(func(interface{}) *string {
							return nil
						}).(pulumi.StringPtrOutput)
					}
					return collection[key].(pulumi.StringPtrInput)
				}()
				result[key] = stringElem(value.ToStringPtrOutput())
			}
			return result
		}()})
		if err != nil {
			return err
		}
		bucket, err := s3.NewBucket(ctx, "bucket", &s3.BucketArgs{Tags: pulumi.All(pet.ID().ToStringOutput(), func() pulumi.StringMapOutput {
			if flag {
				return pulumi.StringMap{"Team": pet.ID()}.ToStringMapOutput()
			}
			return pet.Keepers
		}()).ApplyT(func(resolved []interface{}) (map[string]string, error) {
			id := resolved[0].(string)
			value := resolved[1].(map[string]string)
			return func() map[string]string {
				if id == "y" {
					return map[string]string{"Name": "n"}
				}
				return value
			}(), nil
		}).(pulumi.StringMapOutput)})
		if err != nil {
			return err
		}
		ctx.Export("keepers", pulumi.Array{
			eventualChoice.Keepers,
			plainChoice.Keepers,
			localChoice.Keepers,
			bucket.Tags,
		})
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

// presentValue returns v, a value held as an interface{}, without the
// pointer an optional value is held by; a null value is an error.
func presentValue(v interface{}) interface{} {
	if x := pointee(v); x != nil {
		return x
	}
	panic("a null value is given where a value is required")
}

// stringElem returns the value of o as an input whose value is null (no
// value) where o's is nil: a null given to an input leaves it unset, as in
// PCL.
func stringElem(o pulumi.StringPtrOutput) pulumi.StringOutput {
	// The output's value is the string itself, which applies and
	// pulumi.ToSecret read, or nil, which the SDK sends as no value.
	return pulumi.StringOutput{OutputState: o.ApplyT(func(v *string) interface{} {
		if v == nil {
			return nil
		}
		return *v
	}).(pulumi.AnyOutput).OutputState}
}
