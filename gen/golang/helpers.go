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
	count, prev, pairing := 0, rune(-1), false
	for _, r := range s {
		regional := r >= 0x1F1E6 && r <= 0x1F1FF
		switch {
		case prev == '\r' && r == '\n',
			prev >= 0 && (` + u + `.In(r, ` + u + `.Mn, ` + u + `.Me, ` + u + `.Mc) || r == 0x200D ||
				r >= 0xFE00 && r <= 0xFE0F || r >= 0x1F3FB && r <= 0x1F3FF || r >= 0xE0020 && r <= 0xE007F),
			prev == 0x200D && (` + u + `.Is(` + u + `.So, r) || r >= 0x1F000),
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
