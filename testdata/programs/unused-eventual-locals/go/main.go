package main

import (
	"unicode"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Locals that nothing reads are still computed: an invoke in one is made,
		// even in its output form (its arguments are outputs), and a local
		// computed from outputs runs. Go waits for such locals at the end of the
		// program, since its SDK runs an apply only for whoever waits for it.
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		unusedAmi := ec2.LookupAmiOutput(ctx, ec2.LookupAmiOutputArgs{
			Owners:     pulumi.StringArray{pet.ID()},
			MostRecent: pulumi.Bool(true),
		})
		unusedName := pulumi.Sprintf("%v-unused", pet.ID().ToStringOutput())
		unusedLength := unusedName.ApplyT(func(unusedName2 string) (int, error) {
			return graphemeCount(unusedName2) + 1, nil
		}).(pulumi.IntOutput)
		ctx.Export("petId", pet.ID())
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), unusedAmi); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), unusedLength); err != nil {
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
