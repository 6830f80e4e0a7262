package main

import (
	"errors"
	"maps"
	"slices"
	"strconv"
	"unicode"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A conditional whose one branch is a list of outputs of maps (a loop over a
		// resource's output map, beside an object constructor) and whose other is a
		// plain list of objects (a loop's objects, a local's list of objects, a list
		// constructor of objects): the plain branch's elements are lifted to outputs
		// of the map the unification holds, which TypeScript's pulumi.output would
		// type as outputs of the objects' own types, which no Output of a map takes.
		// The class: the plain branch a loop or a local; its objects of strings, of
		// numbers, or of both given as a map of strings (each value converted as its
		// own type needs); tuples lifted as lists; in a local, a resource's input and
		// an output.

		cond := true
		if param, err := cfg.TryBool("cond"); err == nil {
			cond = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var names []string
		if err := cfg.TryObject("names", &names); errors.Is(err, config.ErrMissingVar) {
			names = []string{"a", "b"}
		} else if err != nil {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Keepers: pulumi.StringMap{"a": pulumi.String("b")}})
		if err != nil {
			return err
		}
		objects := func() []map[string]string {
			result := []map[string]string{}
			for _, n := range names {
				result = append(result, map[string]string{"k1": "100%", "x-y": n})
			}
			return result
		}()
		looped := func() pulumi.StringMapArray {
			if cond {
				return pulumi.StringMapArray{
					pet.Keepers.ApplyT(func(keepers map[string]string) (map[string]string, error) {
						return func() map[string]string {
							result := map[string]string{}
							collection := keepers
							for _, k := range slices.Sorted(maps.Keys(collection)) {
								v := collection[k]
								result["k"+k] = v
							}
							return result
						}(), nil
					}).(pulumi.StringMapOutput),
					pulumi.StringMap{
						"with space": pulumi.String("true"),
						"k1":         pulumi.String("x.y"),
					},
				}
			}
			return func() pulumi.StringMapArray {
				result := pulumi.StringMapArray{}
				for _, n := range names {
					result = append(result, pulumi.StringMap{"k1": pulumi.String("100%"), "x-y": pulumi.String(n)})
				}
				return result
			}()
		}()
		fromLocal := func() pulumi.StringMapArray {
			if !cond {
				return pulumi.StringMapArray{pet.Keepers.ApplyT(func(keepers map[string]string) (map[string]string, error) {
					return func() map[string]string {
						result := map[string]string{}
						collection := keepers
						for _, k := range slices.Sorted(maps.Keys(collection)) {
							v := collection[k]
							result[k] = v
						}
						return result
					}(), nil
				}).(pulumi.StringMapOutput)}
			}
			return pulumi.ToStringMapArray(objects)
		}()
		numbers := func() pulumi.IntMapArray {
			if cond {
				return pulumi.IntMapArray{pet.Keepers.ApplyT(func(keepers map[string]string) (map[string]int, error) {
					return func() map[string]int {
						result := map[string]int{}
						collection := keepers
						for _, k := range slices.Sorted(maps.Keys(collection)) {
							v := collection[k]
							result[k] = graphemeCount(v)
						}
						return result
					}(), nil
				}).(pulumi.IntMapOutput)}
			}
			return func() pulumi.IntMapArray {
				result := pulumi.IntMapArray{}
				for i, n := range names {
					result = append(result, pulumi.IntMap{"index": pulumi.Int(i), "size": pulumi.Int(graphemeCount(n))})
				}
				return result
			}()
		}()
		mixed := func() pulumi.StringMapArray {
			if cond {
				return pulumi.StringMapArray{pet.Keepers.ApplyT(func(keepers map[string]string) (map[string]string, error) {
					return func() map[string]string {
						result := map[string]string{}
						collection := keepers
						for _, k := range slices.Sorted(maps.Keys(collection)) {
							v := collection[k]
							result[k] = v
						}
						return result
					}(), nil
				}).(pulumi.StringMapOutput)}
			}
			return func() pulumi.StringMapArray {
				result := pulumi.StringMapArray{}
				for i, n := range names {
					result = append(result, pulumi.StringMap{
						"index": pulumi.String(strconv.Itoa(i)),
						"name":  pulumi.String(n),
					})
				}
				return result
			}()
		}()
		tuples := func() pulumi.StringArrayArray {
			if cond {
				return pulumi.StringArrayArray{pet.Keepers.ApplyT(func(keepers map[string]string) ([]string, error) {
					return func() []string {
						result := []string{}
						collection := keepers
						for _, key := range slices.Sorted(maps.Keys(collection)) {
							v := collection[key]
							result = append(result, v)
						}
						return result
					}(), nil
				}).(pulumi.StringArrayOutput)}
			}
			return func() pulumi.StringArrayArray {
				result := pulumi.StringArrayArray{}
				for _, n := range names {
					result = append(result, pulumi.StringArray{pulumi.String(n), pulumi.String("x")})
				}
				return result
			}()
		}()
		stash, err := pulumi.NewStash(ctx, "stash", &pulumi.StashArgs{Input: func() pulumi.Input {
			if cond {
				return pulumi.Array{pet.Keepers.ApplyT(func(keepers map[string]string) (map[string]string, error) {
					return func() map[string]string {
						result := map[string]string{}
						collection := keepers
						for _, k := range slices.Sorted(maps.Keys(collection)) {
							v := collection[k]
							result["x"+k] = v
						}
						return result
					}(), nil
				}).(pulumi.StringMapOutput)}
			}
			return func() pulumi.Array {
				result := pulumi.Array{}
				for _, n := range names {
					result = append(result, pulumi.Map{"name": pulumi.String(n)})
				}
				return result
			}()
		}()})
		if err != nil {
			return err
		}
		ctx.Export("looped", looped)
		ctx.Export("fromLocal", fromLocal)
		ctx.Export("numbers", numbers)
		ctx.Export("mixed", mixed)
		ctx.Export("tuples", tuples)
		ctx.Export("stashed", stash.Output)
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
