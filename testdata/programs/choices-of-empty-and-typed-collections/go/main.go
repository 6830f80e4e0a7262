package main

import (
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/s3"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumix"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A conditional of an empty constructor and a typed collection (a map of
		// strings, a list of schema objects), chosen by an eventual condition.

		first, err := random.NewRandomShuffle(ctx, "first", &random.RandomShuffleArgs{
			Inputs:  pulumi.StringArray{pulumi.String("a"), pulumi.String("b")},
			Keepers: pulumi.StringMap{"k": pulumi.String("v")},
		})
		if err != nil {
			return err
		}
		bucket, err := s3.NewBucket(ctx, "bucket", nil)
		if err != nil {
			return err
		}
		_, err = random.NewRandomShuffle(ctx, "second", &random.RandomShuffleArgs{
			Inputs: pulumi.StringArray{pulumi.String("c")},
			Keepers: pulumi.All(func() pulumi.BoolOutput {
				deferred, resolve := pulumi.DeferredOutput[bool](ctx.Context())
				value := pulumi.ToSecret(pulumi.Bool(false)).(pulumi.BoolOutput)
				go func() {
					if _, err2 := internals.UnsafeAwaitOutput(ctx.Context(), value); err2 != nil {
						message := err2.Error()
						_ = message
						resolve(pulumi.ToOutput(pulumi.Bool(true)))
						return
					}
					resolve(value)
				}()
				return pulumix.Cast[pulumi.BoolOutput, bool](deferred)
			}(), first.Keepers).ApplyT(func(resolved []interface{}) (map[string]interface{}, error) {
				recover2 := resolved[0].(bool)
				keepers := resolved[1].(map[string]string)
				return func() map[string]interface{} {
					if recover2 {
						return map[string]interface{}{}
					}
					return fromJSON[map[string]interface{}](keepers)
				}(), nil
			}).(pulumi.MapOutput).ApplyT(func(v map[string]interface{}) map[string]string {
				return fromJSON[map[string]string](v)
			}).(pulumi.StringMapOutput),
		})
		if err != nil {
			return err
		}
		ctx.Export("rules", pulumi.All(func() pulumi.BoolOutput {
			deferred, resolve := pulumi.DeferredOutput[bool](ctx.Context())
			value := pulumi.ToSecret(pulumi.Bool(true)).(pulumi.BoolOutput)
			go func() {
				if _, err2 := internals.UnsafeAwaitOutput(ctx.Context(), value); err2 != nil {
					message := err2.Error()
					_ = message
					resolve(pulumi.ToOutput(pulumi.Bool(false)))
					return
				}
				resolve(value)
			}()
			return pulumix.Cast[pulumi.BoolOutput, bool](deferred)
		}(), bucket.LifecycleRules).ApplyT(func(resolved []interface{}) (int, error) {
			recover2 := resolved[0].(bool)
			lifecycleRules := resolved[1].([]s3.BucketLifecycleRule)
			return len(func() []s3.BucketLifecycleRule {
				if recover2 {
					return []s3.BucketLifecycleRule{}
				}
				return lifecycleRules
			}()), nil
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
