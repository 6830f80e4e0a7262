package schema

import (
	"regexp"
	"strings"
	"sync"
)

// IndexModule is the module name of a package's top-level members.
const IndexModule = "index"

// SplitToken splits a token "pkg:module:Member" into its parts. A two-part
// token "pkg:Member" and an empty module ("pkg::Member") name the index module.
// ok is false when the token does not have two or three non-empty parts.
func SplitToken(tok string) (pkg, module, member string, ok bool) {
	i := strings.IndexByte(tok, ':')
	if i <= 0 {
		return "", "", "", false
	}
	pkg, rest := tok[:i], tok[i+1:]
	j := strings.IndexByte(rest, ':')
	if j < 0 {
		module, member = IndexModule, rest
	} else {
		module, member = rest[:j], rest[j+1:]
		if strings.IndexByte(member, ':') >= 0 {
			return "", "", "", false
		}
		if module == "" {
			module = IndexModule
		}
	}
	if member == "" {
		return "", "", "", false
	}
	return pkg, module, member, true
}

// moduleFormat extracts a module name from the module part of a token with the
// regular expression of a schema's meta.moduleFormat. The common shapes
// "(.*)" and "(.*)(?:X[^X]*)" are evaluated by hand, the rest with regexp.
type moduleFormat struct {
	source string
	// kind: 0 identity, 1 cut at the last sep, 2 regexp.
	kind int
	sep  byte
	re   *regexp.Regexp

	mu    sync.Mutex
	cache map[string]string
}

// defaultModuleFormat is the format of schemas without meta.moduleFormat.
const defaultModuleFormat = "(.*)"

func newModuleFormat(src string) (*moduleFormat, error) {
	if src == "" {
		src = defaultModuleFormat
	}
	f := &moduleFormat{source: src}
	switch {
	case src == defaultModuleFormat:
		f.kind = 0
	case len(src) == len("(.*)(?:/[^/]*)") && strings.HasPrefix(src, "(.*)(?:") &&
		src[7] == src[10] && src[8:10] == "[^" && src[11:] == "]*)" && isPlainSep(src[7]):
		f.kind, f.sep = 1, src[7]
	default:
		re, err := regexp.Compile(src)
		if err != nil {
			return nil, err
		}
		f.kind, f.re = 2, re
		f.cache = map[string]string{}
	}
	return f, nil
}

// isPlainSep reports whether c means itself both in and outside a character
// class, so that the hand-written evaluation matches regexp's.
func isPlainSep(c byte) bool {
	return c == '/' || c == '_' || c == '-' || c == ':' || c == '~' || c == '@' || c == '#' || c == '%' || c == ','
}

// module returns the module name for the module part of a token: the first
// capture group of the format when it matches, else the part itself. The
// empty module is the index module.
func (f *moduleFormat) module(part string) string {
	m := part
	switch f.kind {
	case 1:
		if i := strings.LastIndexByte(part, f.sep); i >= 0 {
			m = part[:i]
		}
	case 2:
		f.mu.Lock()
		c, ok := f.cache[part]
		f.mu.Unlock()
		if ok {
			return c
		}
		if sm := f.re.FindStringSubmatch(part); len(sm) >= 2 {
			m = sm[1]
		}
		if m == "" {
			m = IndexModule
		}
		f.mu.Lock()
		f.cache[part] = m
		f.mu.Unlock()
		return m
	}
	if m == "" {
		return IndexModule
	}
	return m
}

// lowerFirst lower-cases the first ASCII letter of s.
func lowerFirst(s string) string {
	if s != "" && s[0] >= 'A' && s[0] <= 'Z' {
		return string(s[0]+('a'-'A')) + s[1:]
	}
	return s
}

// trimMemberSegment drops a trailing "/member" segment from a module part when
// that segment is the member's name with a lower-case first letter, as in
// "s3/bucket" for Bucket. ok is false when there is nothing to drop.
func trimMemberSegment(module, member string) (string, bool) {
	i := strings.LastIndexByte(module, '/')
	if i < 0 {
		return "", false
	}
	last := module[i+1:]
	if last != lowerFirst(member) && last != member {
		return "", false
	}
	if i == 0 {
		return IndexModule, true
	}
	return module[:i], true
}

// joinToken builds "pkg:module:member".
func joinToken(pkg, module, member string) string {
	return pkg + ":" + module + ":" + member
}

// TokenModule returns the module name of a token of this package, evaluated
// with the schema's meta.moduleFormat: "s3" for "aws:s3/bucket:Bucket" under
// the format "(.*)(?:/[^/]*)". Top-level members are in the "index" module.
// It returns "" for a malformed token.
func (p *Package) TokenModule(tok string) string {
	_, mod, _, ok := SplitToken(tok)
	if !ok {
		return ""
	}
	return p.modFormat.module(mod)
}

// CanonicalToken returns the canonical "pkg:module:Member" form of a token of
// this package, with the module evaluated as by TokenModule. Both
// "aws:s3/bucket:Bucket" and "aws:s3:Bucket" canonicalise to "aws:s3:Bucket".
// A malformed token is returned unchanged.
func (p *Package) CanonicalToken(tok string) string {
	pkg, mod, member, ok := SplitToken(tok)
	if !ok {
		return tok
	}
	return joinToken(pkg, p.modFormat.module(mod), member)
}
