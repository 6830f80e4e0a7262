package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A tuple whose element is a conditional of lists of outputs and of plain
		// values and outputs: PCL unifies the branches as a list of outputs.
		pick := false
		if param, err := cfg.TryBool("pick"); err == nil {
			pick = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		chosen := pulumi.Array{
			pulumi.Array{pulumi.String("x"), pulumi.String("y")},
			func() pulumi.Input {
				if pick {
					return pulumi.Array{pet.ID().ToStringOutput(), pet.ID().ToStringOutput()}
				}
				return pulumi.Array{
					pulumi.String("plain"),
					pet.ID().ToStringOutput(),
					pet.ID().ToStringOutput(),
				}
			}(),
			pulumi.Int(3),
		}
		objects := pulumi.MapArray{
			pulumi.Map{
				"name": pulumi.String("a"),
				"on": pet.Length.ApplyT(func(length int) (bool, error) {
					return length > 1, nil
				}).(pulumi.BoolOutput),
			},
			func() pulumi.MapInput {
				if pick {
					return pulumi.ToMap(func() map[string]interface{} {
						if pick {
							return map[string]interface{}{"name": "b", "on": false}
						}
						return map[string]interface{}{"name": "c", "on": true}
					}())
				}
				return pulumi.Map{"name": pet.ID().ToStringOutput(), "on": pulumi.Bool(true)}
			}(),
		}
		ctx.Export("first", pulumi.Any(chosen[1]).ApplyT(func(v interface{}) []string {
			return fromJSON[[]string](v)
		}).(pulumi.StringArrayOutput).ApplyT(func(chosen2 []string) (string, error) {
			return chosen2[0], nil
		}).(pulumi.StringOutput))
		ctx.Export("count", pulumi.Any(chosen[1]).ApplyT(func(v interface{}) []string {
			return fromJSON[[]string](v)
		}).(pulumi.StringArrayOutput).ApplyT(func(chosen2 []string) (int, error) {
			return len(chosen2), nil
		}).(pulumi.IntOutput))
		ctx.Export("all", chosen)
		ctx.Export("objects", pulumi.Array{
			objects[1].(pulumi.MapInput).ToMapOutput().ApplyT(func(objects2 map[string]interface{}) (string, error) {
				return objects2["name"].(string), nil
			}).(pulumi.StringOutput),
			objects,
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
