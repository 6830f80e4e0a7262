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

		// A conditional of values of any type (a map beside a string or an empty
		// object) whose branch is an output of a collection of optional values (a
		// choice of a resource's map output and a loop's map of an optional output,
		// a list of optional outputs), which Go holds as a pulumi.Map or
		// pulumi.Array, whose value is a map[string]interface{} or []interface{}:
		// the branch is read as that, in a local, an output and a resource's input.

		first := true
		if param, err := cfg.TryBool("first"); err == nil {
			first = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		second := true
		if param, err := cfg.TryBool("second"); err == nil {
			second = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var names []string
		if err := cfg.TryObject("names", &names); errors.Is(err, config.ErrMissingVar) {
			names = []string{"a", "b"}
		} else if err != nil {
			return err
		}
		pet, err := random.NewRandomInteger(ctx, "pet", &random.RandomIntegerArgs{
			Max:     pulumi.Int(3),
			Min:     pulumi.Int(1),
			Keepers: pulumi.StringMap{"a": pulumi.String("b")},
		})
		if err != nil {
			return err
		}
		mapsVar := func() pulumi.AnyOutput {
			if first {
				return func() pulumi.MapOutput {
					if second {
						return pet.Keepers.ApplyT(func(v map[string]string) map[string]interface{} {
							return interfaceMap(fromJSON[map[string]*string](v))
						}).(pulumi.MapOutput)
					}
					return func() pulumi.Map {
						result := pulumi.Map{}
						for _, n := range names {
							key := n
							if _, dup := result[key]; dup {
								panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
							}
							result[key] = pet.Seed
						}
						return result
					}().ToMapOutput()
				}().ApplyT(func(v map[string]interface{}) interface{} {
					return v
				}).(pulumi.AnyOutput)
			}
			return pulumi.Any("none")
		}()
		lists := func() pulumi.Input {
			if first {
				return func() pulumi.ArrayInput {
					if second {
						return func() pulumi.Array {
							result := pulumi.Array{}
							for range names {
								result = append(result, pet.Seed)
							}
							return result
						}()
					}
					return pulumi.Array{pet.ID().ToStringOutput()}
				}()
			}
			return pulumi.Int(3)
		}()
		uuid, err := random.NewRandomUuid(ctx, "uuid", &random.RandomUuidArgs{Keepers: func() pulumi.MapOutput {
			if first {
				return func() pulumi.MapOutput {
					if second {
						return pet.Keepers.ApplyT(func(v map[string]string) map[string]interface{} {
							return interfaceMap(fromJSON[map[string]*string](v))
						}).(pulumi.MapOutput)
					}
					return func() pulumi.Map {
						result := pulumi.Map{}
						for _, n := range names {
							key := "k" + n
							if _, dup := result[key]; dup {
								panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
							}
							result[key] = pet.Seed
						}
						return result
					}().ToMapOutput()
				}()
			}
			return pulumi.ToOutput(map[string]interface{}{}).(pulumi.MapOutput)
		}().ApplyT(func(v map[string]interface{}) map[string]string {
			return fromJSON[map[string]string](v)
		}).(pulumi.StringMapOutput)})
		if err != nil {
			return err
		}
		ctx.Export("maps", mapsVar)
		ctx.Export("lists", lists)
		ctx.Export("keepers", uuid.Keepers)
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
