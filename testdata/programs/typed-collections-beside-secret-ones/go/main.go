package main

import (
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"strconv"
	"strings"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		pet, err := random.NewRandomPet(ctx, "pet", nil)
		if err != nil {
			return err
		}
		lists := pulumi.Array{
			pulumi.StringArray{pulumi.String("x.y"), pulumi.String("{brace}")},
			pulumi.ToSecret(func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for range []string{"a"} {
					result = append(result, pulumi.String("12"))
				}
				return result
			}()).(pulumi.StringArrayOutput),
		}
		mapsVar := pulumi.Array{
			pulumi.StringMap{"a": pulumi.String("x")},
			func() pulumi.StringMap {
				result := pulumi.StringMap{}
				for _, k := range []string{"b"} {
					key := k
					if _, dup := result[key]; dup {
						panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
					}
					result[key] = pet.ID()
				}
				return result
			}(),
		}
		numbers := pulumi.Array{
			pulumi.Float64Array{pulumi.Float64(1.0), pulumi.Float64(2.0)},
			pulumi.ToSecret(pulumi.Float64Array{pulumi.Float64(0.5)}).(pulumi.Float64ArrayOutput),
		}
		ctx.Export("lists", func() pulumi.Array {
			result := pulumi.Array{}
			for _, l2 := range lists {
				l := l2.(pulumi.StringArrayInput)
				result = append(result, l.ToStringArrayOutput().ApplyT(func(l3 []string) (string, error) {
					return strings.Join(l3, ","), nil
				}).(pulumi.StringOutput))
			}
			return result
		}())
		ctx.Export("maps", func() pulumi.Array {
			result := pulumi.Array{}
			for _, m2 := range mapsVar {
				m := m2.(pulumi.StringMap)
				result = append(result, pulumi.Int(len(m)))
			}
			return result
		}())
		ctx.Export("numbers", func() pulumi.Array {
			result := pulumi.Array{}
			for _, n2 := range numbers {
				n := n2.(pulumi.Float64ArrayInput)
				result = append(result, n.ToFloat64ArrayOutput().ApplyT(func(n3 []float64) (int, error) {
					return len(n3), nil
				}).(pulumi.IntOutput))
			}
			return result
		}())
		ctx.Export("firstElement", pulumi.Any(numbers[0]).ApplyT(func(v interface{}) []int {
			return fromJSON[[]int](v)
		}).(pulumi.IntArrayOutput).ApplyT(func(numbers2 []int) (int, error) {
			return numbers2[1] + 1, nil
		}).(pulumi.IntOutput))
		ctx.Export("first", pulumi.Array{
			pulumi.Any(lists[0]).ApplyT(func(v interface{}) []string {
				return fromJSON[[]string](v)
			}).(pulumi.StringArrayOutput),
			pulumi.Any(mapsVar[0]).ApplyT(func(v interface{}) map[string]string {
				return fromJSON[map[string]string](v)
			}).(pulumi.StringMapOutput),
			pulumi.Any(numbers[0]).ApplyT(func(v interface{}) []int {
				return fromJSON[[]int](v)
			}).(pulumi.IntArrayOutput),
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
