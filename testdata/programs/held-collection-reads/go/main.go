package main

import (
	"errors"
	"fmt"
	"unicode"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Reads of one element of a collection that holds outputs: by a constant
		// index or attribute, by a config index, through splats and loops, and
		// nested.
		k := 1
		if param, err := cfg.TryInt("k"); err == nil {
			k = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pet, err := random.NewRandomString(ctx, "pet", &random.RandomStringArgs{Length: pulumi.Int(6), Special: pulumi.Bool(false)})
		if err != nil {
			return err
		}
		ctx.Export("byIndex", pulumi.IntArray{pet.Result.ApplyT(func(result string) (int, error) {
			return graphemeCount(result), nil
		}).(pulumi.IntOutput)}[0].(pulumi.IntInput).ToIntOutput())
		ctx.Export("byAttribute", mustGet(pulumi.IntMap{"a": pet.Result.ApplyT(func(result string) (int, error) {
			return graphemeCount(result), nil
		}).(pulumi.IntOutput)}, "a").(pulumi.IntInput).ToIntOutput())
		ctx.Export("reference", pulumi.StringArray{pet.Result}[0].(pulumi.StringInput).ToStringOutput())
		ctx.Export("mixedOutput", pulumi.IntArray{
			pulumi.Int(1),
			pet.Result.ApplyT(func(result string) (int, error) {
				return graphemeCount(result), nil
			}).(pulumi.IntOutput),
		}[1].(pulumi.IntInput).ToIntOutput().ApplyT(func(v int) (int, error) {
			return v + 1, nil
		}).(pulumi.IntOutput))
		ctx.Export("mixedPlain", pulumi.Int(func() int {
			_ = pulumi.IntArray{
				pulumi.Int(1),
				pet.Result.ApplyT(func(result string) (int, error) {
					return graphemeCount(result), nil
				}).(pulumi.IntOutput),
			}
			return 1
		}()+1))
		ctx.Export("byConfig", pulumi.IntArray{
			pulumi.Int(1),
			pet.Result.ApplyT(func(result string) (int, error) {
				return graphemeCount(result), nil
			}).(pulumi.IntOutput),
		}[k].(pulumi.IntInput).ToIntOutput())
		ctx.Export("byKey", mustGet(pulumi.Map{"a": pulumi.Int(1), "b": pet.Result}, "b").(pulumi.StringInput).ToStringOutput())
		ctx.Export("nested", pulumi.StringArrayArray{pulumi.StringArray{pet.Result, pulumi.String("x")}}[0].(pulumi.StringArrayInput).ToStringArrayOutput().ApplyT(func(v []string) (string, error) {
			return v[1], nil
		}).(pulumi.StringOutput))
		ctx.Export("nestedObjects", mustGet(pulumi.Map{"a": pulumi.IntMap{"b": pet.Result.ApplyT(func(result string) (int, error) {
			return graphemeCount(result), nil
		}).(pulumi.IntOutput)}}, "a").(pulumi.IntMapInput).ToIntMapOutput().ApplyT(func(a map[string]int) (int, error) {
			return a["b"], nil
		}).(pulumi.IntOutput))
		ctx.Export("inTuple", pulumi.Array{
			pulumi.IntArray{pet.Result.ApplyT(func(result string) (int, error) {
				return graphemeCount(result), nil
			}).(pulumi.IntOutput)}[0].(pulumi.IntInput).ToIntOutput(),
			pulumi.Int(1),
		})
		ctx.Export("splatIndex", func() pulumi.IntArray {
			result := pulumi.IntArray{}
			collection := pulumi.IntMapArray{pulumi.IntMap{"a": pet.Result.ApplyT(func(result2 string) (int, error) {
				return graphemeCount(result2), nil
			}).(pulumi.IntOutput)}}
			for _, item := range collection {
				result = append(result, item.ToIntMapOutput().ApplyT(func(item2 map[string]int) (int, error) {
					return item2["a"], nil
				}).(pulumi.IntOutput))
			}
			return result
		}()[0].(pulumi.IntInput).ToIntOutput())
		ctx.Export("splat", func() pulumi.Array {
			result := pulumi.Array{}
			collection := pulumi.IntMapArray{
				pulumi.IntMap{"a": pet.Result.ApplyT(func(result2 string) (int, error) {
					return graphemeCount(result2), nil
				}).(pulumi.IntOutput)},
				pulumi.IntMap{"a": pulumi.Int(2)},
			}
			for _, item := range collection {
				result = append(result, item.ToIntMapOutput().ApplyT(func(item2 map[string]int) (int, error) {
					return item2["a"], nil
				}).(pulumi.IntOutput))
			}
			return result
		}())
		ctx.Export("loop", func() pulumi.Array {
			result := pulumi.Array{}
			collection := pulumi.IntMapArray{
				pulumi.IntMap{"a": pet.Result.ApplyT(func(result2 string) (int, error) {
					return graphemeCount(result2), nil
				}).(pulumi.IntOutput)},
				pulumi.IntMap{"a": pulumi.Int(2)},
			}
			for _, v := range collection {
				result = append(result, v.ToIntMapOutput().ApplyT(func(v2 map[string]int) (int, error) {
					return v2["a"] * 10, nil
				}).(pulumi.IntOutput))
			}
			return result
		}())
		ctx.Export("lengths", pulumi.Array{
			pulumi.Int(len(pulumi.IntArray{
				pet.Result.ApplyT(func(result string) (int, error) {
					return graphemeCount(result), nil
				}).(pulumi.IntOutput),
				pulumi.Int(1),
			}) % 5),
			pulumi.Int(len(pulumi.StringMap{"a": pet.Result, "b": pulumi.String("x")})),
		})
		return nil
	})
}

// graphemeCount counts the user-perceived characters of s (its extended
// grapheme clusters), as PCL's length does: combining marks, emoji
// modifiers and variation selectors join the character before them, a
// zero-width joiner joins the pictographs on either side, and regional
// indicators pair into flags.
func graphemeCount(s string) int {
	count := 0
	prev := rune(-1)
	pairing := false
	for _, r := range s {
		regional := r >= '\U0001F1E6' && r <= '\U0001F1FF'
		extend := unicode.In(r, unicode.Mn, unicode.Me, unicode.Mc) || r == '\u200D' || (r >= '\uFE00' && r <= '\uFE0F') || (r >= '\U0001F3FB' && r <= '\U0001F3FF') || (r >= '\U000E0020' && r <= '\U000E007F')
		pictograph := unicode.Is(unicode.So, r) || r >= '\U0001F000'
		if (prev >= 0 && extend) || (prev == '\r' && r == '\n') || (prev == '\u200D' && pictograph) || (pairing && regional) {
			pairing = false
		} else {
			count++
			pairing = regional
		}
		prev = r
	}
	return count
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
