package golang

import (
	"sort"
	"strings"
)

// This file holds the helper functions generated programs call where Go's
// standard library has no function with PCL's meaning. A helper is defined
// once, after main, when some file of the program calls it; its name is
// reserved, so that no name of the program meets it.

// goHelpers prints the definition of each helper, importing what it uses.
var goHelpers = map[string]func(f *fileGen) string{
	"graphemeCount": func(f *fileGen) string {
		u := f.imports.std("unicode")
		return `
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
		extend := ` + u + `.In(r, ` + u + `.Mn, ` + u + `.Me, ` + u + `.Mc) || r == '\u200D' || (r >= '\uFE00' && r <= '\uFE0F') || (r >= '\U0001F3FB' && r <= '\U0001F3FF') || (r >= '\U000E0020' && r <= '\U000E007F')
		pictograph := ` + u + `.Is(` + u + `.So, r) || r >= '\U0001F000'
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
`
	},
}

func init() {
	for name := range goHelpers {
		reservedNames[name] = true
	}
}

// helper records that the program calls the helper name and returns it.
func (f *fileGen) helper(name string) string {
	if f.g.helpers == nil {
		f.g.helpers = map[string]bool{}
	}
	f.g.helpers[name] = true
	return name
}

// helperDefs prints the definitions of the helpers the program calls.
func (f *fileGen) helperDefs() string {
	names := make([]string, 0, len(f.g.helpers))
	for n := range f.g.helpers {
		names = append(names, n)
	}
	sort.Strings(names)
	var b strings.Builder
	for _, n := range names {
		b.WriteString(goHelpers[n](f))
	}
	return b.String()
}
