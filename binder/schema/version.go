package schema

import (
	"fmt"
	"strconv"
	"strings"
)

// Version is a semantic version (semver 2.0): MAJOR.MINOR.PATCH with optional
// pre-release identifiers and build metadata.
type Version struct {
	Major, Minor, Patch uint64
	// Pre holds the dot-separated pre-release identifiers, if any.
	Pre []string
	// Build is the build metadata after '+', if any. It does not take part in
	// ordering.
	Build string
}

// ParseVersion parses a semantic version. A leading "v" is accepted and
// dropped.
func ParseVersion(s string) (Version, error) {
	var v Version
	orig := s
	s = strings.TrimPrefix(s, "v")
	if i := strings.IndexByte(s, '+'); i >= 0 {
		v.Build = s[i+1:]
		s = s[:i]
		if !validIdentifiers(v.Build, false) {
			return Version{}, fmt.Errorf("invalid version %q: bad build metadata", orig)
		}
	}
	if i := strings.IndexByte(s, '-'); i >= 0 {
		pre := s[i+1:]
		s = s[:i]
		if !validIdentifiers(pre, true) {
			return Version{}, fmt.Errorf("invalid version %q: bad pre-release", orig)
		}
		v.Pre = strings.Split(pre, ".")
	}
	parts := strings.Split(s, ".")
	if len(parts) != 3 {
		return Version{}, fmt.Errorf("invalid version %q: want MAJOR.MINOR.PATCH", orig)
	}
	nums := [3]*uint64{&v.Major, &v.Minor, &v.Patch}
	for i, p := range parts {
		if !isNumeric(p) || (len(p) > 1 && p[0] == '0') {
			return Version{}, fmt.Errorf("invalid version %q: bad number %q", orig, p)
		}
		n, err := strconv.ParseUint(p, 10, 64)
		if err != nil {
			return Version{}, fmt.Errorf("invalid version %q: %v", orig, err)
		}
		*nums[i] = n
	}
	return v, nil
}

// validIdentifiers reports whether s is a non-empty dot-separated list of
// [0-9A-Za-z-] identifiers; for pre-release identifiers numeric ones must not
// have leading zeros.
func validIdentifiers(s string, pre bool) bool {
	if s == "" {
		return false
	}
	for _, id := range strings.Split(s, ".") {
		if id == "" {
			return false
		}
		for i := 0; i < len(id); i++ {
			c := id[i]
			if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '-') {
				return false
			}
		}
		if pre && isNumeric(id) && len(id) > 1 && id[0] == '0' {
			return false
		}
	}
	return true
}

func isNumeric(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// String formats the version without a "v" prefix.
func (v Version) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d.%d.%d", v.Major, v.Minor, v.Patch)
	if len(v.Pre) > 0 {
		b.WriteByte('-')
		b.WriteString(strings.Join(v.Pre, "."))
	}
	if v.Build != "" {
		b.WriteByte('+')
		b.WriteString(v.Build)
	}
	return b.String()
}

// Compare orders versions by semver precedence: it returns -1, 0 or +1.
// Build metadata is ignored, and a pre-release sorts before its release.
func (v Version) Compare(w Version) int {
	if c := cmpUint(v.Major, w.Major); c != 0 {
		return c
	}
	if c := cmpUint(v.Minor, w.Minor); c != 0 {
		return c
	}
	if c := cmpUint(v.Patch, w.Patch); c != 0 {
		return c
	}
	switch {
	case len(v.Pre) == 0 && len(w.Pre) == 0:
		return 0
	case len(v.Pre) == 0:
		return 1
	case len(w.Pre) == 0:
		return -1
	}
	for i := 0; i < len(v.Pre) && i < len(w.Pre); i++ {
		if c := cmpIdentifier(v.Pre[i], w.Pre[i]); c != 0 {
			return c
		}
	}
	return cmpUint(uint64(len(v.Pre)), uint64(len(w.Pre)))
}

// Equal reports whether v and w have the same precedence and build metadata.
func (v Version) Equal(w Version) bool {
	return v.Compare(w) == 0 && v.Build == w.Build
}

func cmpUint(a, b uint64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// cmpIdentifier compares pre-release identifiers: numeric ones numerically and
// below alphanumeric ones, alphanumeric ones in ASCII order.
func cmpIdentifier(a, b string) int {
	an, bn := isNumeric(a), isNumeric(b)
	switch {
	case an && bn:
		if len(a) != len(b) {
			return cmpUint(uint64(len(a)), uint64(len(b)))
		}
		return strings.Compare(a, b)
	case an:
		return -1
	case bn:
		return 1
	}
	return strings.Compare(a, b)
}
