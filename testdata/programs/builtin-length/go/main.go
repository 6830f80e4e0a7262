package main

import (
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
		}
		flags := "🇩🇪🇫🇷🇯🇵"
		if param, err := cfg.Try("flags"); err == nil {
			flags = param
		}
		accents := "café naïve"
		if param, err := cfg.Try("accents"); err == nil {
			accents = param
		}
		waves := "👋🏽👋"
		if param, err := cfg.Try("waves"); err == nil {
			waves = param
		}
		var words []string
		if err := cfg.TryObject("words", &words); err != nil {
			words = []string{"a", "bb", "ccc"}
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
	count, prev, pairing := 0, rune(-1), false
	for _, r := range s {
		regional := r >= 0x1F1E6 && r <= 0x1F1FF
		switch {
		case prev == '\r' && r == '\n',
			prev >= 0 && (unicode.In(r, unicode.Mn, unicode.Me, unicode.Mc) || r == 0x200D ||
				r >= 0xFE00 && r <= 0xFE0F || r >= 0x1F3FB && r <= 0x1F3FF || r >= 0xE0020 && r <= 0xE007F),
			prev == 0x200D && (unicode.Is(unicode.So, r) || r >= 0x1F000),
			pairing && regional:
			pairing = false
		default:
			count++
			pairing = regional
		}
		prev = r
	}
	return count
}
