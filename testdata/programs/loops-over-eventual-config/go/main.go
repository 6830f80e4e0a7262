package main

import (
	"errors"
	"fmt"
	"unicode"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Loops whose collections hold config variables read as outputs (a
		// program's secrets, a component's inputs that instances pass outputs):
		// their variables are outputs too, so a range over such a loop creates
		// its resources in an apply, and the loops over them are applies.
		wordPlain := "w"
		if param, err := cfg.Try("word"); err == nil {
			wordPlain = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		word := pulumi.ToSecret(pulumi.String(wordPlain)).(pulumi.StringOutput)
		pets := pulumi.Unsecret(func() pulumi.StringArray {
			result := pulumi.StringArray{}
			collection := func() pulumi.StringArray {
				result2 := pulumi.StringArray{}
				for range []string{"a", "b"} {
					result2 = append(result2, word)
				}
				return result2
			}()
			for i, w := range collection {
				if !(i > 0) {
					continue
				}
				result = append(result, w.ToStringOutput())
			}
			return result
		}().ToStringArrayOutput()).(pulumi.StringArrayOutput).ApplyT(func(v []string) ([]*random.RandomPet, error) {
			var resources []*random.RandomPet
			for index, value := range v {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("pets-%v", index), &random.RandomPetArgs{Prefix: pulumi.All(func() pulumi.StringArray {
					result := pulumi.StringArray{}
					collection := func() pulumi.StringArray {
						result2 := pulumi.StringArray{}
						for range []string{"a", "b"} {
							result2 = append(result2, word)
						}
						return result2
					}()
					for i, w := range collection {
						if !(i > 0) {
							continue
						}
						result = append(result, w.ToStringOutput())
					}
					return result
				}()).ApplyT(func(resolved []interface{}) (string, error) {
					return value, nil
				}).(pulumi.StringOutput)})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)
		pet, err := random.NewRandomPet(ctx, "pet", nil)
		if err != nil {
			return err
		}
		part, err := NewPart(ctx, "part", &PartArgs{Name: pet.ID()})
		if err != nil {
			return err
		}
		ctx.Export("lengths", func() pulumi.Array {
			result := pulumi.Array{}
			collection := pulumi.StringArray{word, pulumi.String("xy")}
			for _, w := range collection {
				result = append(result, w.ToStringOutput().ApplyT(func(w2 string) (int, error) {
					return graphemeCount(w2), nil
				}).(pulumi.IntOutput))
			}
			return result
		}())
		ctx.Export("partNames", part.Names)
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), pets); err != nil {
			return err
		}
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
