package main

import (
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Fuzz seed 113336: int arithmetic on optional ints, which the binder types a
		// number, computed in an apply as a list or map of ints and collected where
		// lists or maps of numbers are held.
		var shuffles []*random.RandomShuffle
		for index := 0; index < 2; index++ {
			res, err := random.NewRandomShuffle(ctx, fmt.Sprintf("shuffles-%v", index), &random.RandomShuffleArgs{
				Inputs:      pulumi.StringArray{pulumi.String("a"), pulumi.String("b")},
				ResultCount: pulumi.Int(2),
			})
			if err != nil {
				return err
			}
			shuffles = append(shuffles, res)
		}
		differences := func() pulumi.Float64ArrayMap {
			result := pulumi.Float64ArrayMap{}
			collection := func() pulumi.StringArray {
				result2 := pulumi.StringArray{}
				for _, item := range shuffles {
					result2 = append(result2, item.ID())
				}
				return result2
			}()
			for i := range collection {
				result[fmt.Sprintf("k%v", i)] = pulumi.All(pulumi.ToSecret(pulumi.StringArray{pulumi.String("y")}).(pulumi.StringArrayOutput), shuffles[0].ResultCount).ApplyT(func(resolved []interface{}) ([]int, error) {
					secret := resolved[0].([]string)
					resultCount := resolved[1].(*int)
					return func() []int {
						result2 := []int{}
						for range secret {
							result2 = append(result2, *resultCount-*resultCount)
						}
						return result2
					}(), nil
				}).(pulumi.IntArrayOutput).ApplyT(func(v []int) []float64 {
					return fromJSON[[]float64](v)
				}).(pulumi.Float64ArrayOutput)
			}
			return result
		}()
		sums := func() pulumi.Float64MapArray {
			result := pulumi.Float64MapArray{}
			collection := func() pulumi.StringArray {
				result2 := pulumi.StringArray{}
				for _, item := range shuffles {
					result2 = append(result2, item.ID())
				}
				return result2
			}()
			for range collection {
				result = append(result, pulumi.All(pulumi.ToSecret(pulumi.StringArray{pulumi.String("y")}).(pulumi.StringArrayOutput), shuffles[0].ResultCount).ApplyT(func(resolved []interface{}) (map[string]float64, error) {
					secret := resolved[0].([]string)
					resultCount := resolved[1].(*int)
					return func() map[string]float64 {
						result2 := map[string]float64{}
						for _, x := range secret {
							key := x
							if _, dup := result2[key]; dup {
								panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
							}
							result2[key] = float64(*resultCount + 2)
						}
						return result2
					}(), nil
				}).(pulumi.Float64MapOutput))
			}
			return result
		}()
		ctx.Export("differences", differences)
		ctx.Export("sums", sums)
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
