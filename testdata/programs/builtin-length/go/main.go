package main

import (
	"errors"
	"unicode"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// PCL's length of a string counts user-perceived characters (extended
		// grapheme clusters), not bytes, code points or UTF-16 code units.
		family := "👨\u200d👩\u200d👧\u200d👦-family-👶"
		if param, err := cfg.Try("family"); err == nil {
			family = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		flags := "🇩🇪🇫🇷🇯🇵"
		if param, err := cfg.Try("flags"); err == nil {
			flags = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		accents := "café naïve"
		if param, err := cfg.Try("accents"); err == nil {
			accents = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		waves := "👋🏽👋"
		if param, err := cfg.Try("waves"); err == nil {
			waves = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var words []string
		if err := cfg.TryObject("words", &words); errors.Is(err, config.ErrMissingVar) {
			words = []string{"a", "bb", "ccc"}
		} else if err != nil {
			return err
		}
		ctx.Export("familyLength", pulumi.Int(graphemeCount(family)))
		ctx.Export("flagsLength", pulumi.Int(graphemeCount(flags)))
		ctx.Export("accentsLength", pulumi.Int(graphemeCount(accents)))
		ctx.Export("wavesLength", pulumi.Int(graphemeCount(waves)))
		ctx.Export("wordsLength", pulumi.Int(len(words)))
		ctx.Export("literalLength", pulumi.Int(graphemeCount("héllo")))
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
