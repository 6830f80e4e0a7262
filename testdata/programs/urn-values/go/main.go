package main

import (
	"crypto/sha1"
	"encoding/base64"
	"fmt"
	"unicode"

	"example.com/pclgen/simple/sdk/go/simple"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A resource's URN read as a value is the engine's: a child of the stack
		// has its own type in it, not the stack's type before it, so a hash of it
		// is the same in every language.
		first, err := simple.NewResource(ctx, "first", &simple.ResourceArgs{InputOne: pulumi.String("x")})
		if err != nil {
			return err
		}
		second, err := simple.NewResource(ctx, "second", &simple.ResourceArgs{InputOne: first.URN().ToStringOutput().ApplyT(func(urn string) (string, error) {
			return fmt.Sprintf("%x", sha1.Sum([]byte(urn))), nil
		}).(pulumi.StringOutput)})
		if err != nil {
			return err
		}
		ctx.Export("urnDigest", first.URN().ToStringOutput().ApplyT(func(urn string) (string, error) {
			return base64.StdEncoding.EncodeToString([]byte(fmt.Sprintf("%x", sha1.Sum([]byte(urn+"!"))))), nil
		}).(pulumi.StringOutput))
		ctx.Export("urnLength", second.URN().ToStringOutput().ApplyT(func(urn string) (int, error) {
			return graphemeCount(urn), nil
		}).(pulumi.IntOutput))
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
