package main

import (
	"unicode"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A component whose config defaults are null, given values, given nothing,
		// and given outputs (so that Go reads each as an output, a null one where
		// an instance leaves it out).
		pet, err := random.NewRandomPet(ctx, "pet", nil)
		if err != nil {
			return err
		}
		given, err := NewNulls(ctx, "given", &NullsArgs{
			Count:   pulumi.Int(2),
			Label:   pulumi.String("x"),
			Enabled: pulumi.Bool(false),
			Ratio:   pulumi.Float64(1.5),
			Names:   pulumi.StringArray{pulumi.String("a"), pulumi.String("b")},
			Sizes:   pulumi.Float64Map{"s": pulumi.Float64(1.0)},
			Owner:   pulumi.StringMap{"name": pulumi.String("me")},
		})
		if err != nil {
			return err
		}
		empty, err := NewNulls(ctx, "empty", &NullsArgs{})
		if err != nil {
			return err
		}
		eventual, err := NewNulls(ctx, "eventual", &NullsArgs{
			Count: pet.ID().ToStringOutput().ApplyT(func(id string) (int, error) {
				return graphemeCount(id), nil
			}).(pulumi.IntOutput),
			Label: pet.ID(),
			Enabled: pet.ID().ToStringOutput().ApplyT(func(id string) (bool, error) {
				return id != "", nil
			}).(pulumi.BoolOutput),
			Ratio: pet.ID().ToStringOutput().ApplyT(func(id string) (float64, error) {
				return float64(graphemeCount(id)) * 0.5, nil
			}).(pulumi.Float64Output),
			Names: pulumi.StringArray{pet.ID()},
			Sizes: pulumi.Float64Map{"s": pet.ID().ToStringOutput().ApplyT(func(id string) (float64, error) {
				return float64(graphemeCount(id)), nil
			}).(pulumi.Float64Output)},
			Owner: pulumi.StringMap{"name": pet.ID()},
		})
		if err != nil {
			return err
		}
		ctx.Export("given", pulumi.Array{
			given.Count,
			given.Label,
			given.Enabled,
			given.Ratio,
			given.Names,
			given.Sizes,
			given.Owner,
		})
		ctx.Export("empty", pulumi.Array{
			empty.Count,
			empty.Label,
			empty.Enabled,
			empty.Ratio,
			empty.Names,
			empty.Sizes,
			empty.Owner,
		})
		ctx.Export("eventual", pulumi.Array{
			eventual.Count,
			eventual.Label,
			eventual.Enabled,
			eventual.Ratio,
			eventual.Names,
			eventual.Sizes,
			eventual.Owner,
		})
		plainGiven, err := NewPlain(ctx, "plainGiven", &PlainArgs{
			Count: pulumi.IntRef(3),
			Label: pulumi.StringRef("y"),
			Names: []string{"c"},
			Owner: map[string]string{"name": "you"},
		})
		if err != nil {
			return err
		}
		plainEmpty, err := NewPlain(ctx, "plainEmpty", &PlainArgs{})
		if err != nil {
			return err
		}
		ctx.Export("plain", pulumi.Array{plainGiven.Summary, plainEmpty.Summary})
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

// notNullList returns v, failing where it is null (nil), as PCL fails to
// loop over, measure or read from a null list.
func notNullList[T any](v []T) []T {
	if v == nil {
		panic("a null value is given where a list is required")
	}
	return v
}
