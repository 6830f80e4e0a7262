package main

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Programs pclfuzz found failing, shrunk and kept once fixed (they were
		// testdata/fuzz/go-for-holding-outputs, go-for-variable-in-output,
		// typescript-grouping-for and go-double-minus), with the test schemas: for
		// expressions holding outputs, over ranged resources, given as inputs; for
		// expressions whose filter or value is secret, in a component; a grouping
		// for expression in a conditional; a negation of a negative value.
		golf := map[string]*random.RandomInteger{}
		golfRange := map[string]interface{}{}
		for _, key := range slices.Sorted(maps.Keys(golfRange)) {
			res, err := random.NewRandomInteger(ctx, fmt.Sprintf("golf-%v", key), &random.RandomIntegerArgs{Min: pulumi.Int(1), Max: pulumi.Int(9)})
			if err != nil {
				return err
			}
			golf[key] = res
		}
		_, err := random.NewRandomPet(ctx, "urn", &random.RandomPetArgs{Keepers: func() pulumi.StringMap {
			result := pulumi.StringMap{}
			collection := golf
			for _, widgets := range slices.Sorted(maps.Keys(collection)) {
				result[widgets] = func() pulumi.StringOutput {
					if true != true {
						return pulumi.Sprintf("$ x.y$ %v$ %v}", mustGet(golf, "beta").Result, numberText(0.25))
					}
					return pulumi.String(ctx.Stack()).ToStringOutput()
				}()
			}
			return result
		}()})
		if err != nil {
			return err
		}
		output, err := NewIndex0(ctx, "Output", &Index0Args{
			Nil: map[string]string{},
			Delta: func() (ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				_ = func() interface{} {
					panic("nope")
				}()
				return true
			}(),
		})
		if err != nil {
			return err
		}
		delta := func() map[string][]float64 {
			if true {
				return map[string][]float64{}
			}
			return func() map[string][]float64 {
				if func() (ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					_ = func() interface{} {
						panic("nope")
					}()
					return true
				}() {
					return func() map[string][]float64 {
						result := map[string][]float64{}
						for range func() []int {
							result2 := []int{}
							start, limit, step := 0, 3, 1
							for i := start; (step > 0 && i < limit) || (step < 0 && i > limit); i += step {
								result2 = append(result2, i)
							}
							return result2
						}() {
							if !(true) {
								continue
							}
							result["x"] = append(result["x"], 1.5)
						}
						return result
					}()
				}
				return map[string][]float64{"k1": {}, "null": {}}
			}()
		}()
		_, err = random.NewRandomString(ctx, "NaN", &random.RandomStringArgs{Length: pulumi.Int(1), MinUpper: pulumi.Int(min(1, -(-1)))})
		if err != nil {
			return err
		}
		ctx.Export("delta", pulumi.ToFloat64ArrayMap(delta))
		ctx.Export("kilo", output.Kilo)
		return nil
	})
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
