package main

import (
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		def, err := random.NewRandomPet(ctx, "def", nil)
		if err != nil {
			return err
		}
		float64Var := pulumi.ToSecret(pulumi.Map{}).(pulumi.MapOutput).ApplyT(func(secret map[string]interface{}) (int, error) {
			return len(func() []string {
				result := []string{}
				for range secret {
					result = append(result, func() string {
						if true {
							return "x.y"
						}
						return "%{nor}"
					}())
				}
				return result
			}()), nil
		}).(pulumi.IntOutput)
		sierra := func() pulumi.IntMap {
			result := pulumi.IntMap{}
			collection := func() pulumi.MapArray {
				result2 := pulumi.MapArray{}
				collection := func() pulumi.IntMap {
					result3 := pulumi.IntMap{}
					for global := range func() []int {
						result4 := []int{}
						start, limit, step := 0, 3, 1
						for i := start; (step > 0 && i < limit) || (step < 0 && i > limit); i += step {
							result4 = append(result4, i)
						}
						return result4
					}() {
						if !(false) {
							continue
						}
						result3[fmt.Sprintf("k%v", global)] = float64Var
					}
					return result3
				}()
				collection2 := collection
				for _, key := range slices.Sorted(maps.Keys(collection2)) {
					value := collection2[key]
					result2 = append(result2, pulumi.Map{"key": pulumi.String(key), "value": value.ToIntOutput()})
				}
				return result2
			}()
			for opts2, typeof := range collection {
				result[fmt.Sprintf("k%v", opts2)] = pulumi.ToOutput(typeof).(pulumi.MapOutput).ApplyT(func(typeof2 map[string]interface{}) (int, error) {
					return func() int {
						if float64(dynamicInt(typeof2["value"])) == 1.5 {
							return dynamicInt(typeof2["value"])
						}
						return opts2
					}(), nil
				}).(pulumi.IntOutput)
			}
			return result
		}()
		november := func() pulumi.Float64MapArray {
			if true {
				return pulumi.Float64MapArray{
					pulumi.Float64Map{"beta": pulumi.Float64(3.0), "x-y": pulumi.Float64(0.25)},
					pulumi.Float64Map{
						"with space": pulumi.Float64(0.25),
						"alpha":      pulumi.Float64(0.1),
					},
					pulumi.Float64Map{
						"x-y": pulumi.Float64(-2.75),
						"a.b": pulumi.Float64(1000.0),
						"Key": pulumi.Float64(1000.0),
					},
				}
			}
			return func() pulumi.Float64MapArray {
				result := pulumi.Float64MapArray{}
				collection := func() pulumi.StringArray {
					result2 := pulumi.StringArray{}
					for _, item := range []*random.RandomPet{def} {
						result2 = append(result2, item.URN())
					}
					return result2
				}()
				for range collection {
					if !(true) {
						continue
					}
					result = append(result, func() pulumi.Float64Map {
						result2 := pulumi.Float64Map{}
						collection2 := sierra
						for _, key := range slices.Sorted(maps.Keys(collection2)) {
							item := collection2[key]
							result2[key] = item.ToIntOutput().ApplyT(func(item2 int) (float64, error) {
								return float64(item2), nil
							}).(pulumi.Float64Output)
						}
						return result2
					}())
				}
				return result
			}()
		}()
		ctx.Export("november", november)
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{
			Inputs:      pulumi.StringArray{pulumi.String("a"), pulumi.String("b"), pulumi.String("c")},
			ResultCount: pulumi.Int(2),
		})
		if err != nil {
			return err
		}
		counts := func() pulumi.Map {
			result := pulumi.Map{}
			for _, k := range []string{"a", "b"} {
				key := k
				if _, dup := result[key]; dup {
					panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
				}
				result[key] = shuffle.ResultCount
			}
			return result
		}()
		countList := func() pulumi.Array {
			result := pulumi.Array{}
			for range []string{"a", "b"} {
				result = append(result, shuffle.ResultCount)
			}
			return result
		}()
		listAsNumbers := func() pulumi.Array {
			if false {
				return pulumi.Array{pulumi.Array{pulumi.Float64(0.5)}}
			}
			return func() pulumi.Array {
				result := pulumi.Array{}
				for range []int{1} {
					result = append(result, countList)
				}
				return result
			}()
		}()
		mapsAsNumbers := func() pulumi.Array {
			if false {
				return pulumi.Array{pulumi.Map{"x": pulumi.Float64(0.25)}}
			}
			return func() pulumi.Array {
				result := pulumi.Array{}
				collection := func() pulumi.StringArray {
					result2 := pulumi.StringArray{}
					for _, item := range []*random.RandomPet{def} {
						result2 = append(result2, item.URN())
					}
					return result2
				}()
				for range collection {
					result = append(result, counts)
				}
				return result
			}()
		}()
		ctx.Export("converted", pulumi.Array{listAsNumbers, mapsAsNumbers})
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), float64Var); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), pulumi.ToOutput(sierra)); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), pulumi.ToOutput(counts)); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), pulumi.ToOutput(countList)); err != nil {
			return err
		}
		return nil
	})
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
