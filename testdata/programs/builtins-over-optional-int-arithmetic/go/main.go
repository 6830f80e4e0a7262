package main

import (
	"errors"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Arithmetic on ints that may be null is an int where it gives a value,
		// read by builtins and loops that take its Go type from the collection:
		// entries of a tuple of it, max of one spread, lookup with an int default.
		pick := true
		if param, err := cfg.TryBool("pick"); err == nil {
			pick = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{
			Inputs:      pulumi.StringArray{pulumi.String("a"), pulumi.String("b"), pulumi.String("c")},
			ResultCount: pulumi.Int(2),
		})
		if err != nil {
			return err
		}
		diff := shuffle.ResultCount.ApplyT(func(resultCount *int) (int, error) {
			return *resultCount - *resultCount, nil
		}).(pulumi.IntOutput)
		ctx.Export("entryValues", pulumi.All(diff, func() pulumi.IntMapArray {
			result := pulumi.IntMapArray{}
			collection := func() pulumi.IntMapArray {
				result2 := pulumi.IntMapArray{}
				collection := pulumi.IntArray{diff, pulumi.Int(3)}
				for key, value := range collection {
					result2 = append(result2, pulumi.IntMap{"key": pulumi.Int(key), "value": value.ToIntOutput()})
				}
				return result2
			}()
			for _, e := range collection {
				result = append(result, e.ToIntMapOutput())
			}
			return result
		}(), shuffle.ID().ToStringOutput()).ApplyT(func(resolved []interface{}) ([]int, error) {
			diff2 := resolved[0].(int)
			values := resolved[1].([]map[string]int)
			id := resolved[2].(string)
			return func() []int {
				result := []int{}
				for key := range func() []map[string]int {
					result2 := []map[string]int{}
					for k, v := range []int{diff2, 3} {
						result2 = append(result2, map[string]int{"key": k, "value": v})
					}
					return result2
				}() {
					if !(id != "") {
						continue
					}
					result = append(result, values[key]["value"])
				}
				return result
			}(), nil
		}).(pulumi.IntArrayOutput))
		ctx.Export("entryKeys", pulumi.All(diff, func() pulumi.MapArray {
			result := pulumi.MapArray{}
			collection := func() pulumi.MapArray {
				result2 := pulumi.MapArray{}
				collection := pulumi.IntMap{"a": diff, "b": pulumi.Int(3)}
				for _, key := range slices.Sorted(maps.Keys(collection)) {
					value := collection[key]
					result2 = append(result2, pulumi.Map{"key": pulumi.String(key), "value": value.ToIntOutput()})
				}
				return result2
			}()
			for _, e := range collection {
				result = append(result, pulumi.ToOutput(e).(pulumi.MapOutput))
			}
			return result
		}(), shuffle.ID().ToStringOutput()).ApplyT(func(resolved []interface{}) ([]string, error) {
			diff2 := resolved[0].(int)
			values := resolved[1].([]map[string]interface{})
			id := resolved[2].(string)
			return func() []string {
				result := []string{}
				for key := range func() []map[string]interface{} {
					result2 := []map[string]interface{}{}
					collection := map[string]int{"a": diff2, "b": 3}
					for _, k := range slices.Sorted(maps.Keys(collection)) {
						v := collection[k]
						result2 = append(result2, map[string]interface{}{"key": k, "value": v})
					}
					return result2
				}() {
					if !(id != "") {
						continue
					}
					result = append(result, values[key]["key"].(string))
				}
				return result
			}(), nil
		}).(pulumi.StringArrayOutput))
		ctx.Export("looped", pulumi.All(diff, func() pulumi.IntArray {
			result := pulumi.IntArray{}
			collection := pulumi.IntArray{diff, pulumi.Int(3)}
			for _, v := range collection {
				result = append(result, v.ToIntOutput())
			}
			return result
		}(), shuffle.ID().ToStringOutput()).ApplyT(func(resolved []interface{}) ([]map[string]int, error) {
			diff2 := resolved[0].(int)
			values := resolved[1].([]int)
			id := resolved[2].(string)
			return func() []map[string]int {
				result := []map[string]int{}
				for key := range []int{diff2, 3} {
					if !(id != "") {
						continue
					}
					result = append(result, map[string]int{"x": values[key]})
				}
				return result
			}(), nil
		}).(pulumi.IntMapArrayOutput))
		ctx.Export("largest", diff.ApplyT(func(diff2 int) (int, error) {
			return slices.Max([]int{diff2, 3}), nil
		}).(pulumi.IntOutput))
		ctx.Export("smallest", diff.ApplyT(func(diff2 int) (float64, error) {
			return min(float64(-diff2), 3.5), nil
		}).(pulumi.Float64Output))
		ctx.Export("found", func() pulumi.IntInput {
			m := pulumi.IntMap{"a": diff, "b": pulumi.Int(3)}
			if v, ok := m[func() string {
				if pick {
					return "a"
				}
				return "c"
			}()]; ok {
				return v
			}
			return pulumi.Int(7)
		}().ToIntOutput())
		ctx.Export("chosen", func() pulumi.Float64Output {
			if pick {
				return diff.ApplyT(func(diff2 int) (float64, error) {
					return float64(diff2), nil
				}).(pulumi.Float64Output)
			}
			return pulumi.Float64(2.5).ToFloat64Output()
		}())
		ctx.Export("remainder", diff.ApplyT(func(diff2 int) (int, error) {
			return (diff2 - 7) % 3, nil
		}).(pulumi.IntOutput))
		ctx.Export("text", pulumi.Sprintf("%v/%v/%v", diff, diff.ApplyT(func(diff2 int) (float64, error) {
			return float64(diff2) / 2.0, nil
		}).(pulumi.Float64Output).ApplyT(numberText).(pulumi.StringOutput), diff.ApplyT(func(diff2 int) (string, error) {
			return strings.Join(func() []string {
				parts := []string{}
				for _, v := range []int{diff2, 3} {
					parts = append(parts, strconv.Itoa(v))
				}
				return parts
			}(), ","), nil
		}).(pulumi.StringOutput)))
		ctx.Export("counted", diff.ApplyT(func(diff2 int) ([]int, error) {
			return func() []int {
				result := []int{}
				start, limit, step := 0, diff2+2, 1
				for i := start; (step > 0 && i < limit) || (step < 0 && i > limit); i += step {
					result = append(result, i)
				}
				return result
			}(), nil
		}).(pulumi.IntArrayOutput))
		return nil
	})
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
