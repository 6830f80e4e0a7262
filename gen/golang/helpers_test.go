package golang

import (
	"regexp"
	"sort"
	"testing"
)

// TestHelperDefinitionsComplete checks, for each helper alone, that the
// definitions helperDefs prints define every helper they call: a helper
// whose definition calls another (dynamicInt calls dynamicFloat) must get
// it defined too, however the program came to use it.
func TestHelperDefinitionsComplete(t *testing.T) {
	names := make([]string, 0, len(goHelpers))
	for n := range goHelpers {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			g := &generator{}
			f := g.newFile()
			f.helper(name)
			src := f.helperDefs()
			defined := map[string]bool{}
			for _, m := range regexp.MustCompile(`(?m)^func (\w+)`).FindAllStringSubmatch(src, -1) {
				defined[m[1]] = true
			}
			for _, other := range names {
				called := regexp.MustCompile(`\b` + regexp.QuoteMeta(other) + `(\[[^\]]*\])?\(`)
				if other != name && !defined[other] && called.MatchString(src) {
					t.Errorf("the definitions for %s call %s but do not define it:\n%s", name, other, src)
				}
			}
		})
	}
}
