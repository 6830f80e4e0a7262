package main

import (
	"fmt"
	"maps"
	"slices"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// entries gives objects of a key and a value; where both are numbers, an
		// integer key (a list's index) or value sits beside a fractional one.
		fractions := func() []map[string]float64 {
			result := []map[string]float64{}
			for k, v := range []float64{1000.0, 1.5, 0.25} {
				result = append(result, map[string]float64{"key": float64(k), "value": v})
			}
			return result
		}()
		integers := func() []map[string]int {
			result := []map[string]int{}
			for k, v := range []int{1, 2} {
				result = append(result, map[string]int{"key": k, "value": v})
			}
			return result
		}()
		keyed := func() []map[string]interface{} {
			result := []map[string]interface{}{}
			collection := map[string]float64{"x": 1.5, "y": 2.0}
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := collection[k]
				result = append(result, map[string]interface{}{"key": k, "value": v})
			}
			return result
		}()
		stringsVar := func() []map[string]interface{} {
			result := []map[string]interface{}{}
			for k, v := range []string{"s"} {
				result = append(result, map[string]interface{}{"key": k, "value": v})
			}
			return result
		}()
		ctx.Export("all", pulumi.Array{
			pulumi.ToFloat64MapArray(fractions),
			pulumi.ToIntMapArray(integers),
			pulumi.ToMapArray(keyed),
			pulumi.ToMapArray(stringsVar),
		})
		ctx.Export("sums", func() pulumi.Array {
			result := pulumi.Array{}
			for _, e := range fractions {
				result = append(result, pulumi.Float64(float64(int(e["key"]))+e["value"]))
			}
			return result
		}())
		ctx.Export("secretKeys", pulumi.ToSecret(func() pulumi.StringArray {
			result := pulumi.StringArray{}
			for i, e := range func() []map[string]float64 {
				result2 := []map[string]float64{}
				for k, v := range []float64{1000.0, 1.5} {
					result2 = append(result2, map[string]float64{"key": float64(k), "value": v})
				}
				return result2
			}() {
				result = append(result, pulumi.String(fmt.Sprintf("%v:%v", i, int(e["key"]))))
			}
			return result
		}()).(pulumi.StringArrayOutput))
		return nil
	})
}
