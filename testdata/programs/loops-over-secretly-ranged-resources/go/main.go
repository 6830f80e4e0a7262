package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Loops over the attributes of resources ranged over a secret config (which
		// Go holds as an output, so the loop is an apply over it), inside the inputs
		// of resources ranged over a secret: the loop's variable is the resolved
		// element there, not an output.
		var namesPlain map[string]interface{}
		if err := cfg.TryObject("names", &namesPlain); errors.Is(err, config.ErrMissingVar) {
			namesPlain = map[string]interface{}{"list": []bool{true, false}}
		} else if err != nil {
			return err
		} else {
			if v, ok := namesPlain["list"]; ok && v != nil {
				namesPlain["list"] = fromJSON[[]bool](v)
			}
		}
		names := pulumi.ToSecret(pulumi.ToMap(namesPlain)).(pulumi.MapOutput)
		pets := pulumi.Unsecret(names.ApplyT(func(names2 map[string]interface{}) ([]int, error) {
			return func() []int {
				result := []int{}
				for range fromJSON[[]bool](names2["list"]) {
					result = append(result, -3)
				}
				return result
			}(), nil
		}).(pulumi.IntArrayOutput)).(pulumi.IntArrayOutput).ApplyT(func(v []int) ([]*random.RandomPet, error) {
			var resources []*random.RandomPet
			for index := range v {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("pets-%v", index), nil)
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)
		shuffled := pulumi.Unsecret(pulumi.ToSecret(pulumi.BoolArray{pulumi.Bool(true)}).(pulumi.BoolArrayOutput)).(pulumi.BoolArrayOutput).ApplyT(func(secret []bool) ([]*random.RandomShuffle, error) {
			var resources []*random.RandomShuffle
			for index := range secret {
				res, err := random.NewRandomShuffle(ctx, fmt.Sprintf("shuffled-%v", index), &random.RandomShuffleArgs{
					Inputs: pets.ApplyT(func(pets2 []*random.RandomPet) (pulumi.StringArrayOutput, error) {
						return func() pulumi.StringArray {
							result := pulumi.StringArray{}
							for _, item := range pets2 {
								result = append(result, item.URN())
							}
							return result
						}().ToStringArrayOutput(), nil
					}).(pulumi.StringArrayOutput).ApplyT(func(v []string) ([]string, error) {
						return func() []string {
							result := []string{}
							for _, u := range v {
								result = append(result, u)
							}
							return result
						}(), nil
					}).(pulumi.StringArrayOutput),
					Seed: pets.ApplyT(func(pets2 []*random.RandomPet) (pulumi.StringArrayOutput, error) {
						return func() pulumi.StringArray {
							result := pulumi.StringArray{}
							for _, item := range pets2 {
								result = append(result, item.ID())
							}
							return result
						}().ToStringArrayOutput(), nil
					}).(pulumi.StringArrayOutput).ApplyT(func(v []string) ([]string, error) {
						return func() []string {
							result := []string{}
							for i, id := range v {
								if !(id != "") {
									continue
								}
								result = append(result, fmt.Sprintf("%v-%v", i, id))
							}
							return result
						}(), nil
					}).(pulumi.StringArrayOutput).ApplyT(func(values []string) (string, error) {
						return strings.Join(values, ","), nil
					}).(pulumi.StringOutput),
				})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomShuffleArrayOutput)
		labelled := pulumi.Unsecret(pulumi.ToSecret(pulumi.IntMap{"a": pulumi.Int(1)}).(pulumi.IntMapOutput)).(pulumi.IntMapOutput).ApplyT(func(secret map[string]int) (map[string]*random.RandomPet, error) {
			resources := map[string]*random.RandomPet{}
			resourcesRange := secret
			for _, key := range slices.Sorted(maps.Keys(resourcesRange)) {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("labelled-%v", key), &random.RandomPetArgs{Prefix: pets.ApplyT(func(pets2 []*random.RandomPet) (pulumi.StringArrayOutput, error) {
					return func() pulumi.StringArray {
						result := pulumi.StringArray{}
						for _, item := range pets2 {
							result = append(result, item.URN())
						}
						return result
					}().ToStringArrayOutput(), nil
				}).(pulumi.StringArrayOutput).ApplyT(func(v []string) (map[string]string, error) {
					return func() map[string]string {
						result := map[string]string{}
						for i, u := range v {
							result[fmt.Sprintf("k%v", i)] = u + "!"
						}
						return result
					}(), nil
				}).(pulumi.StringMapOutput).ApplyT(func(values map[string]string) (string, error) {
					return strconv.Itoa(len(values)), nil
				}).(pulumi.StringOutput)})
				if err != nil {
					return nil, err
				}
				resources[key] = res
			}
			return resources, nil
		}).(random.RandomPetMapOutput)
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), pets); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), shuffled); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), labelled); err != nil {
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
