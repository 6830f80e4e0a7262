package main

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A resource ranged over a secret reads range.value as a secret; the calls
		// over it (an element of a list holding it, a split of that) are computed
		// on the secret, as outputs.
		pet := pulumi.Unsecret(pulumi.ToSecret(pulumi.StringArray{pulumi.String("a.b"), pulumi.String("c.d")}).(pulumi.StringArrayOutput)).(pulumi.StringArrayOutput).ApplyT(func(secret []string) ([]*random.RandomPet, error) {
			var resources []*random.RandomPet
			for index, value := range secret {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("pet-%v", index), &random.RandomPetArgs{
					Prefix: pulumi.StringArray{pulumi.ToSecret(pulumi.String(value)).(pulumi.StringOutput)}[0].(pulumi.StringInput).ToStringOutput().ApplyT(func(v string) (string, error) {
						return strings.Join(strings.Split(v, "."), "-"), nil
					}).(pulumi.StringOutput),
					Separator: pulumi.Sprintf("%v", pulumi.ToSecret(pulumi.String(value)).(pulumi.StringOutput).ApplyT(func(secret2 string) (int, error) {
						return graphemeCount(secret2), nil
					}).(pulumi.IntOutput)),
				})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)
		ctx.Export("prefixes", pet.ApplyT(func(pet2 []*random.RandomPet) (pulumi.ArrayOutput, error) {
			return func() pulumi.Array {
				result := pulumi.Array{}
				for _, item := range pet2 {
					result = append(result, item.Prefix)
				}
				return result
			}().ToArrayOutput(), nil
		}).(pulumi.ArrayOutput))
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

// interfaces returns the elements of v, a list of optional values or of
// collections, as the []interface{} a pulumi.ArrayOutput holds.
func interfaces[T any](v []T) []interface{} {
	if v == nil {
		return nil
	}
	result := make([]interface{}, len(v))
	for i, x := range v {
		result[i] = x
	}
	return result
}
