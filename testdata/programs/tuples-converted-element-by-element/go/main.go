package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A tuple given where a tuple of other element types is taken converts each
		// element to its own: `c ? s : [1, "a"]` gives [1, "2"] where s is [1, 2].
		pick := true
		if param, err := cfg.TryBool("pick"); err == nil {
			pick = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		plain := []int{1, 2}
		secretPair := pulumi.ToSecret(pulumi.IntArray{pulumi.Int(3), pulumi.Int(4)}).(pulumi.IntArrayOutput)
		secretObjects := pulumi.ToSecret(pulumi.IntMapArray{
			pulumi.IntMap{"k": pulumi.Int(1)},
			pulumi.IntMap{"k": pulumi.Int(2)},
		}).(pulumi.IntMapArrayOutput)
		emptyObjects := pulumi.ToSecret(pulumi.MapArray{pulumi.Map{}, pulumi.Map{}}).(pulumi.MapArrayOutput)
		fromPlain := func() []interface{} {
			if pick {
				return []interface{}{plain[0], strconv.Itoa(plain[1])}
			}
			return []interface{}{1, "a"}
		}()
		fromSecret := func() pulumi.ArrayOutput {
			if pick {
				return pulumi.Array{
					secretPair.ApplyT(func(secretPair2 []int) (int, error) {
						return secretPair2[0], nil
					}).(pulumi.IntOutput),
					secretPair.ApplyT(func(secretPair2 []int) (string, error) {
						return strconv.Itoa(secretPair2[1]), nil
					}).(pulumi.StringOutput),
				}.ToArrayOutput()
			}
			return pulumi.ToOutput([]interface{}{true, "b"}).(pulumi.ArrayOutput)
		}()
		fromObjects := func() pulumi.ArrayOutput {
			if pick {
				return secretObjects.ApplyT(func(v []map[string]int) []interface{} {
					return fromJSON[[]interface{}](v)
				}).(pulumi.ArrayOutput)
			}
			return pulumi.ToOutput([]interface{}{
				map[string]interface{}{"k": 3},
				map[string]interface{}{"j": 4},
			}).(pulumi.ArrayOutput)
		}()
		fromEmpty := func() pulumi.ArrayOutput {
			if pick {
				return emptyObjects.ApplyT(func(v []map[string]interface{}) []interface{} {
					return fromJSON[[]interface{}](v)
				}).(pulumi.ArrayOutput)
			}
			return pulumi.ToOutput([]interface{}{
				map[string]interface{}{"a.b": true},
				map[string]interface{}{"with space": false},
			}).(pulumi.ArrayOutput)
		}()
		inObject := func() map[string]interface{} {
			if pick {
				return map[string]interface{}{"t": []interface{}{plain[0], strconv.Itoa(plain[1])}}
			}
			return map[string]interface{}{"t": []interface{}{5, "c"}}
		}()
		inTuple := func() pulumi.ArrayArray {
			if pick {
				return pulumi.ArrayArray{
					pulumi.Array{pulumi.Int(plain[0]), pulumi.String(strconv.Itoa(plain[1]))},
					pulumi.Array{
						secretPair.ApplyT(func(secretPair2 []int) (int, error) {
							return secretPair2[0], nil
						}).(pulumi.IntOutput),
						secretPair.ApplyT(func(secretPair2 []int) (string, error) {
							return strconv.Itoa(secretPair2[1]), nil
						}).(pulumi.StringOutput),
					},
				}
			}
			return pulumi.ArrayArray{
				pulumi.Array{pulumi.Int(6), pulumi.String("d")},
				pulumi.Array{pulumi.Int(7), pulumi.String("e")},
			}
		}()
		nested := func() []interface{} {
			if pick {
				return []interface{}{
					[]interface{}{plain[0], strconv.Itoa(plain[1])},
					[]interface{}{"8", 9},
				}
			}
			return []interface{}{[]interface{}{1, "f"}, []interface{}{"g", 2}}
		}()
		secretTuple := func() pulumi.ArrayOutput {
			if pick {
				return pulumi.ToSecret(pulumi.Array{pulumi.Int(1), pulumi.String("2")}).(pulumi.ArrayOutput)
			}
			return pulumi.ToOutput([]interface{}{1, "h"}).(pulumi.ArrayOutput)
		}()
		secretObject := func() pulumi.MapOutput {
			if pick {
				return pulumi.ToSecret(pulumi.Map{"x": pulumi.Int(1), "y": pulumi.String("2")}).(pulumi.MapOutput)
			}
			return pulumi.ToOutput(map[string]interface{}{"x": 1, "y": "i"}).(pulumi.MapOutput)
		}()
		ctx.Export("fromPlain", pulumi.ToArray(fromPlain))
		ctx.Export("fromSecret", fromSecret)
		ctx.Export("fromObjects", fromObjects)
		ctx.Export("fromEmpty", fromEmpty)
		ctx.Export("inObject", pulumi.ToMap(inObject))
		ctx.Export("inTuple", inTuple)
		ctx.Export("nested", pulumi.ToArray(nested))
		ctx.Export("secretTuple", secretTuple)
		ctx.Export("secretObject", secretObject)
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), secretPair); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), secretObjects); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), emptyObjects); err != nil {
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
