package main

import (
	"unicode"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A local holding a resource's id or urn is a string output: read with
		// another output (pulumi.All in Go), it is a string, not a pulumi.ID.
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		petId := pet.ID().ToStringOutput()
		petUrn := pet.URN().ToStringOutput()
		ctx.Export("same", pulumi.All(petId, petUrn).ApplyT(func(resolved []interface{}) (bool, error) {
			petId2 := resolved[0].(string)
			petUrn2 := resolved[1].(string)
			return petId2 == "pre "+petUrn2, nil
		}).(pulumi.BoolOutput))
		ctx.Export("joined", pulumi.Sprintf("%v:%v", petId, petUrn.ApplyT(func(petUrn2 string) (int, error) {
			return graphemeCount(petUrn2), nil
		}).(pulumi.IntOutput)))
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
