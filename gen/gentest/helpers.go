package gentest

import (
	"regexp"
	"sort"
	"strings"
	"testing"
)

// CheckHelperDeps checks that each helper's definition (sources, by
// helper name) calls only the helpers that deps gives it, transitively,
// so that a program that uses one helper alone gets every helper it
// calls. call returns the text that opens a call of a helper (its name in
// the generated code, and "(").
func CheckHelperDeps(t *testing.T, sources map[string]string, deps map[string][]string, call func(name string) string) {
	t.Helper()
	names := make([]string, 0, len(sources))
	for n := range sources {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, name := range names {
		given := map[string]bool{}
		var add func(n string)
		add = func(n string) {
			for _, d := range deps[n] {
				if !given[d] {
					given[d] = true
					add(d)
				}
			}
		}
		add(name)
		for _, other := range names {
			if other == name || given[other] {
				continue
			}
			if regexp.MustCompile(`\b` + call(other)).MatchString(sources[name]) {
				t.Errorf("helper %s calls %s, which its dependencies do not give it", name, other)
			}
		}
	}
}

// MajorVersion returns the major version of a package version: 4 of
// 4.11.2, 27 of v27.0.0, 1 of 1.0.0b5 (Python's form of a pre-release).
func MajorVersion(version string) string {
	version = strings.TrimPrefix(version, "v")
	if i := strings.IndexAny(version, ".-+abrc"); i >= 0 {
		return version[:i]
	}
	return version
}
