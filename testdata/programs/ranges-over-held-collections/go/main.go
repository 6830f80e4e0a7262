package main

import (
	"encoding/json"
	"fmt"
	"maps"
	"math"
	"reflect"
	"slices"
	"strconv"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/s3"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Resources ranged over collections that hold outputs, which Go resolves
		// in an apply as the values of a pulumi.Map or pulumi.Array: every element
		// an interface{}, whatever the binder's type, and an ID a pulumi.ID. Each
		// range.value is read as such a value: given whole to an input, or read
		// by its attributes.
		seeded, err := random.NewRandomInteger(ctx, "seeded", &random.RandomIntegerArgs{
			Min:  pulumi.Int(1),
			Max:  pulumi.Int(10),
			Seed: pulumi.String("s"),
		})
		if err != nil {
			return err
		}
		plainSeeds := pulumi.StringArray{seeded.ID(), pulumi.String("x")}
		fromLocal := pulumi.Unsecret(pulumi.Map{"one": plainSeeds}.ToMapOutput()).(pulumi.MapOutput).ApplyT(func(v map[string]interface{}) (map[string]*random.RandomShuffle, error) {
			resources := map[string]*random.RandomShuffle{}
			resourcesRange := v
			for _, key := range slices.Sorted(maps.Keys(resourcesRange)) {
				value := resourcesRange[key]
				res, err := random.NewRandomShuffle(ctx, fmt.Sprintf("fromLocal-%v", key), &random.RandomShuffleArgs{Inputs: pulumi.ToStringArray(fromJSON[[]string](value))})
				if err != nil {
					return nil, err
				}
				resources[key] = res
			}
			return resources, nil
		}).(random.RandomShuffleMapOutput)
		optionalElements := pulumi.Unsecret(pulumi.Map{"one": pulumi.Array{seeded.Seed}}.ToMapOutput()).(pulumi.MapOutput).ApplyT(func(v map[string]interface{}) (map[string]*random.RandomShuffle, error) {
			resources := map[string]*random.RandomShuffle{}
			resourcesRange := v
			for _, key := range slices.Sorted(maps.Keys(resourcesRange)) {
				value := resourcesRange[key]
				res, err := random.NewRandomShuffle(ctx, fmt.Sprintf("optionalElements-%v", key), &random.RandomShuffleArgs{Inputs: pulumi.ToStringArray(fromJSON[[]string](value))})
				if err != nil {
					return nil, err
				}
				resources[key] = res
			}
			return resources, nil
		}).(random.RandomShuffleMapOutput)
		objects := pulumi.Unsecret(pulumi.Array{
			pulumi.Map{"name": seeded.Seed},
			pulumi.Map{"name": seeded.ID().ToStringOutput()},
		}.ToArrayOutput()).(pulumi.ArrayOutput).ApplyT(func(v []interface{}) ([]*random.RandomShuffle, error) {
			var resources []*random.RandomShuffle
			for index, value := range v {
				res, err := random.NewRandomShuffle(ctx, fmt.Sprintf("objects-%v", index), &random.RandomShuffleArgs{Inputs: pulumi.StringArray{
					pulumi.String(dynamicString(mustGet(value.(map[string]interface{}), "name"))),
					pulumi.String("x"),
				}})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomShuffleArrayOutput)
		lists := pulumi.Unsecret(pulumi.Array{
			pulumi.StringArray{seeded.ID()},
			pulumi.StringArray{pulumi.String("x"), seeded.ID()},
		}.ToArrayOutput()).(pulumi.ArrayOutput).ApplyT(func(v []interface{}) ([]*random.RandomShuffle, error) {
			var resources []*random.RandomShuffle
			for index, value := range v {
				res, err := random.NewRandomShuffle(ctx, fmt.Sprintf("lists-%v", index), &random.RandomShuffleArgs{Inputs: pulumi.ToStringArray(fromJSON[[]string](value))})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomShuffleArrayOutput)
		mixed := pulumi.Unsecret(pulumi.Map{"a": pulumi.Map{"low": seeded.Result, "tag": pulumi.String("t")}}.ToMapOutput()).(pulumi.MapOutput).ApplyT(func(v map[string]interface{}) (map[string]*random.RandomInteger, error) {
			resources := map[string]*random.RandomInteger{}
			resourcesRange := v
			for _, key := range slices.Sorted(maps.Keys(resourcesRange)) {
				value := resourcesRange[key]
				res, err := random.NewRandomInteger(ctx, fmt.Sprintf("mixed-%v", key), &random.RandomIntegerArgs{
					Min:  pulumi.Int(dynamicInt(mustGet(value.(map[string]interface{}), "low"))),
					Max:  pulumi.Int(10),
					Seed: pulumi.String(key),
				})
				if err != nil {
					return nil, err
				}
				resources[key] = res
			}
			return resources, nil
		}).(random.RandomIntegerMapOutput)
		tagged := pulumi.Unsecret(pulumi.Map{"a": pulumi.StringMap{"k": seeded.ID()}}.ToMapOutput()).(pulumi.MapOutput).ApplyT(func(v map[string]interface{}) (map[string]*s3.Bucket, error) {
			resources := map[string]*s3.Bucket{}
			resourcesRange := v
			for _, key := range slices.Sorted(maps.Keys(resourcesRange)) {
				value := resourcesRange[key]
				res, err := s3.NewBucket(ctx, fmt.Sprintf("tagged-%v", key), &s3.BucketArgs{Tags: pulumi.ToStringMap(fromJSON[map[string]string](value))})
				if err != nil {
					return nil, err
				}
				resources[key] = res
			}
			return resources, nil
		}).(s3.BucketMapOutput)
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), fromLocal); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), optionalElements); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), objects); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), lists); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), mixed); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), tagged); err != nil {
			return err
		}
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
