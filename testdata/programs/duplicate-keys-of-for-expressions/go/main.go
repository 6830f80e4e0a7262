package main

import (
	"errors"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A for expression that makes an object fails where two elements make one
		// key (without `...`, which groups them): here it is read through try,
		// whose fallback shows the failure. Keys each element makes once (the
		// loop's key, alone or in a template, a range's value, an entry's key)
		// need no check; keys that may collide but do not, from plain values and
		// outputs, and of values that are outputs, pass the check.
		var names []string
		if err := cfg.TryObject("names", &names); errors.Is(err, config.ErrMissingVar) {
			names = []string{"a", "b", "a"}
		} else if err != nil {
			return err
		}
		var distinct []string
		if err := cfg.TryObject("distinct", &distinct); errors.Is(err, config.ErrMissingVar) {
			distinct = []string{"a", "b"}
		} else if err != nil {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		plainDuplicates := func() map[string]int {
			if v, ok := func() (v map[string]int, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return func() map[string]int {
					result := map[string]int{}
					for _, n := range names {
						key := n
						if _, dup := result[key]; dup {
							panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
						}
						result[key] = 1
					}
					return result
				}(), true
			}(); ok {
				return v
			}
			return map[string]int{"fallback": 0}
		}()
		plainUnique := func() map[string]string {
			result := map[string]string{}
			for i, n := range names {
				result[fmt.Sprintf("k%v", i)] = n
			}
			return result
		}()
		fromRange := func() map[string]int {
			result := map[string]int{}
			for _, n := range func() []int {
				result2 := []int{}
				start, limit, step := 0, 3, 1
				for i := start; (step > 0 && i < limit) || (step < 0 && i > limit); i += step {
					result2 = append(result2, i)
				}
				return result2
			}() {
				result[fmt.Sprintf("r%v", n)] = n
			}
			return result
		}()
		fromEntries := func() map[string]int {
			result := map[string]int{}
			for _, e := range func() []map[string]interface{} {
				result2 := []map[string]interface{}{}
				collection := map[string]int{"x": 1, "y": 2}
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					v := collection[k]
					result2 = append(result2, map[string]interface{}{"key": k, "value": v})
				}
				return result2
			}() {
				result[e["key"].(string)] = dynamicInt(e["value"])
			}
			return result
		}()
		grouped := func() map[string][]int {
			result := map[string][]int{}
			for _, n := range names {
				result[n] = append(result[n], 1)
			}
			return result
		}()
		plainDistinct := func() map[string]int {
			result := map[string]int{}
			for _, n := range distinct {
				key := n + "!"
				if _, dup := result[key]; dup {
					panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
				}
				result[key] = 1
			}
			return result
		}()
		outputValues := func() pulumi.StringMap {
			result := pulumi.StringMap{}
			for _, n := range distinct {
				key := n
				if _, dup := result[key]; dup {
					panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
				}
				result[key] = pet.ID()
			}
			return result
		}()
		outputKeys := pet.ID().ToStringOutput().ApplyT(func(id string) (map[string]string, error) {
			return func() map[string]string {
				result := map[string]string{}
				for _, n := range distinct {
					key := id + "-" + n
					if _, dup := result[key]; dup {
						panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
					}
					result[key] = n
				}
				return result
			}(), nil
		}).(pulumi.StringMapOutput)
		_, err = random.NewRandomShuffle(ctx, "shuffled", &random.RandomShuffleArgs{
			Inputs: pulumi.StringArray{pulumi.String("x")},
			Keepers: func() pulumi.StringMap {
				result := pulumi.StringMap{}
				for _, n := range distinct {
					key := n
					if _, dup := result[key]; dup {
						panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
					}
					result[key] = pet.ID()
				}
				return result
			}(),
		})
		if err != nil {
			return err
		}
		ctx.Export("plainDuplicates", pulumi.ToIntMap(plainDuplicates))
		ctx.Export("plainUnique", pulumi.ToStringMap(plainUnique))
		ctx.Export("fromRange", pulumi.ToIntMap(fromRange))
		ctx.Export("fromEntries", pulumi.ToIntMap(fromEntries))
		ctx.Export("grouped", pulumi.ToIntArrayMap(grouped))
		ctx.Export("plainDistinct", pulumi.ToIntMap(plainDistinct))
		ctx.Export("outputValues", outputValues)
		ctx.Export("outputKeys", outputKeys)
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
