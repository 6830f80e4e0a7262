package main

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"unicode"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Loops whose filter is a conditional of literals that is always false:
		// the collection they make is empty and still reads as a collection of the
		// loop's values (a lookup with a default, length, a loop over it).
		var names []string
		if err := cfg.TryObject("names", &names); errors.Is(err, config.ErrMissingVar) {
			names = []string{"a", "b"}
		} else if err != nil {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		byName := func() pulumi.StringMap {
			result := pulumi.StringMap{}
			for _, n := range names {
				if !(func() bool {
					if true {
						return false
					}
					return false
				}()) {
					continue
				}
				key := n
				if _, dup := result[key]; dup {
					panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
				}
				result[key] = pet.ID()
			}
			return result
		}()
		looked := func() pulumi.StringInput {
			m := byName
			if v, ok := m["a"]; ok {
				return v
			}
			return pulumi.String("none")
		}().ToStringOutput()
		notChosen := func() []string {
			result := []string{}
			for _, n := range names {
				if !(!func() bool {
					if false {
						return false
					}
					return true
				}()) {
					continue
				}
				result = append(result, n+"!")
			}
			return result
		}()
		combined := func() map[string]int {
			result := map[string]int{}
			for i, n := range names {
				if !(func() bool {
					if true {
						return false
					}
					return true
				}() && graphemeCount(n) > 0) {
					continue
				}
				key := n
				if _, dup := result[key]; dup {
					panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
				}
				result[key] = i
			}
			return result
		}()
		secretMap := pulumi.ToSecret(pulumi.StringMap{"a": pulumi.String("x")}).(pulumi.StringMapOutput).ApplyT(func(secret map[string]string) (string, error) {
			return func() string {
				if v, ok := func() map[string]string {
					result := map[string]string{}
					collection := secret
					for _, k := range slices.Sorted(maps.Keys(collection)) {
						v2 := collection[k]
						if !(func() bool {
							if false {
								return true
							}
							return false
						}()) {
							continue
						}
						result[k] = v2
					}
					return result
				}()["a"]; ok {
					return v
				}
				return "default"
			}(), nil
		}).(pulumi.StringOutput)
		ctx.Export("results", pulumi.Array{
			looked,
			pulumi.Int(len(notChosen)),
			func() pulumi.Array {
				result := pulumi.Array{}
				collection := combined
				for _, key := range slices.Sorted(maps.Keys(collection)) {
					v := collection[key]
					result = append(result, pulumi.Int(v))
				}
				return result
			}(),
			secretMap,
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
