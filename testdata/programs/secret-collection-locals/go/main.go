package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Locals that collect a secret config with plain values: the generated
		// programs hold such a local as a collection of inputs (Go) or of values
		// some of which are outputs, so every read of the local as a whole (a
		// builtin's argument, a loop's collection) resolves it first.
		pinPlain := 7
		if param, err := cfg.TryInt("pin"); err == nil {
			pinPlain = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pin := pulumi.ToSecret(pulumi.Int(pinPlain)).(pulumi.IntOutput)
		wordPlain := "hush"
		if param, err := cfg.Try("word"); err == nil {
			wordPlain = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		word := pulumi.ToSecret(pulumi.String(wordPlain)).(pulumi.StringOutput)
		plain := "open"
		if param, err := cfg.Try("plain"); err == nil {
			plain = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		numbers := pulumi.IntArray{pulumi.Int(1), pin, pulumi.Int(3)}
		words := pulumi.StringMap{"a": word, "b": pulumi.String(plain)}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{
			Prefix: pulumi.All(words).ApplyT(func(resolved []interface{}) (string, error) {
				words2 := resolved[0].(map[string]string)
				return element(func() []map[string]string {
					result := []map[string]string{}
					collection := words2
					for _, k := range slices.Sorted(maps.Keys(collection)) {
						v := collection[k]
						result = append(result, map[string]string{"key": k, "value": v})
					}
					return result
				}(), 0)["value"], nil
			}).(pulumi.StringOutput),
			Length: numbers[1].(pulumi.IntInput).ToIntOutput().ApplyT(func(v int) (int, error) {
				return v + 1, nil
			}).(pulumi.IntOutput),
		})
		if err != nil {
			return err
		}
		ctx.Export("difference", numbers[1].(pulumi.IntInput).ToIntOutput().ApplyT(func(v int) (float64, error) {
			return 1.5 - float64(v), nil
		}).(pulumi.Float64Output))
		ctx.Export("found", func() pulumi.StringInput {
			m := words
			if v, ok := m["a"]; ok {
				return v
			}
			return pulumi.String("none")
		}().ToStringOutput())
		ctx.Export("largest", pulumi.All(numbers).ApplyT(func(resolved []interface{}) (int, error) {
			numbers2 := resolved[0].([]int)
			return slices.Max(numbers2), nil
		}).(pulumi.IntOutput))
		ctx.Export("doubled", func() pulumi.Array {
			result := pulumi.Array{}
			for _, n := range numbers {
				result = append(result, n.ToIntOutput().ApplyT(func(n2 int) (int, error) {
					return n2 * 2, nil
				}).(pulumi.IntOutput))
			}
			return result
		}())
		ctx.Export("upper", pulumi.All(words, func() pulumi.StringMap {
			result := pulumi.StringMap{}
			collection := words
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := collection[k]
				result[k] = v.ToStringOutput()
			}
			return result
		}()).ApplyT(func(resolved []interface{}) (map[string]string, error) {
			words2 := resolved[0].(map[string]string)
			values := resolved[1].(map[string]string)
			return func() map[string]string {
				result := map[string]string{}
				collection := words2
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					key := mustGet(values, k)
					if _, dup := result[key]; dup {
						panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
					}
					result[key] = k
				}
				return result
			}(), nil
		}).(pulumi.StringMapOutput))
		ctx.Export("json", pulumi.ToOutput(words).ApplyT(func(v interface{}) (string, error) {
			data, err := json.Marshal(v)
			return string(data), err
		}).(pulumi.StringOutput))
		ctx.Export("petName", pet.ID())

		// Read element by element, each element keeps its own secrecy: the keys,
		// the length and the plain elements are not secret.
		ctx.Export("size", pulumi.Int(len(numbers)+len(words)))
		ctx.Export("first", numbers[0].(pulumi.IntInput).ToIntOutput())
		ctx.Export("second", numbers[1].(pulumi.IntInput).ToIntOutput().ApplyT(func(v2 int) (int, error) {
			return v2 * 10, nil
		}).(pulumi.IntOutput))
		ctx.Export("keys", func() pulumi.Array {
			result := pulumi.Array{}
			collection := words
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				result = append(result, pulumi.String(k))
			}
			return result
		}())
		ctx.Export("indexes", func() pulumi.Array {
			result := pulumi.Array{}
			for i := range numbers {
				if !(i > 0) {
					continue
				}
				result = append(result, pulumi.Int(i))
			}
			return result
		}())
		ctx.Export("tagged", func() pulumi.Map {
			result := pulumi.Map{}
			collection := words
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v2 := collection[k]
				result[k] = pulumi.Sprintf("%v!", v2.ToStringOutput())
			}
			return result
		}())

		// Collections mixing plain values and resource outputs, read the same way.
		mixed := pulumi.IntArray{pulumi.Int(1), pet.Length, pulumi.Int(3)}
		ctx.Export("mixedDoubled", func() pulumi.Array {
			result := pulumi.Array{}
			for _, n := range mixed {
				result = append(result, n.ToIntOutput().ApplyT(func(n2 int) (int, error) {
					return n2 * 2, nil
				}).(pulumi.IntOutput))
			}
			return result
		}())
		ctx.Export("mixedFirst", pulumi.All(mixed[0].(pulumi.IntInput).ToIntOutput(), mixed[1].(pulumi.IntInput).ToIntOutput()).ApplyT(func(resolved []interface{}) (int, error) {
			v2 := resolved[0].(int)
			v3 := resolved[1].(int)
			return v2 + v3, nil
		}).(pulumi.IntOutput))

		// A key the object does not declare, looked up with a default.
		plainWords := map[string]string{"a": "x", "b": "y"}
		ctx.Export("missing", func() pulumi.StringInput {
			m := words
			if v2, ok := m["zz"]; ok {
				return v2
			}
			return pulumi.String("none")
		}().ToStringOutput())
		ctx.Export("plainMissing", pulumi.String(func() string {
			if v2, ok := plainWords["zz"]; ok {
				return v2
			}
			return "none"
		}()))
		return nil
	})
}

// element returns the element of list at index, which wraps around the
// list's length, as PCL's element does.
func element[T any](list []T, index int) T {
	if len(list) == 0 {
		panic("element: the list is empty")
	}
	if index < 0 {
		panic("element: the index is negative")
	}
	return list[index%len(list)]
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
