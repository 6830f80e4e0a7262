package golang

import (
	"go/scanner"
	"go/token"
	"strings"
)

// This file reads identifiers in the Go the generator wrote, to find
// variables no code reads (see keepUsed).

// identCounts counts the identifiers of Go source text src by name,
// skipping comments and literals (the generator's Go is valid: every
// literal is terminated).
func identCounts(src string) map[string]int {
	counts := map[string]int{}
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == '/' && strings.HasPrefix(src[i:], "//"):
			i = skipPast(src, i+2, "\n")
		case c == '/' && strings.HasPrefix(src[i:], "/*"):
			i = skipPast(src, i+2, "*/")
		case c == '`':
			i = skipPast(src, i+1, "`")
		case c == '"' || c == '\'':
			i++
			for i < len(src) && src[i] != c {
				if src[i] == '\\' {
					i++
				}
				i++
			}
			i++
		case c >= '0' && c <= '9':
			// A number, with its letters (0x1F, 1e9, 2i) and digits.
			for i < len(src) && (identByte(src[i]) || src[i] == '.') {
				i++
			}
		case identByte(c):
			j := i
			for j < len(src) && identByte(src[j]) {
				j++
			}
			if !token.IsKeyword(src[i:j]) {
				counts[src[i:j]]++
			}
			i = j
		default:
			i++
		}
	}
	return counts
}

// skipPast returns the offset after the first end in src at or after i,
// or len(src).
func skipPast(src string, i int, end string) int {
	if k := strings.Index(src[i:], end); k >= 0 {
		return i + k + len(end)
	}
	return len(src)
}

// identByte reports whether c may be part of a Go identifier: a letter,
// digit or underscore, or a byte of a non-ASCII letter.
func identByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}

// goToken is a token of Go source text and its literal text.
type goToken struct {
	tok token.Token
	lit string
}

// goTokens scans Go source text src with go/scanner.
func goTokens(src string) []goToken {
	var toks []goToken
	var s scanner.Scanner
	fset := token.NewFileSet()
	s.Init(fset.AddFile("", fset.Base(), len(src)), []byte(src), nil, 0)
	for {
		_, t, lit := s.Scan()
		if t == token.EOF {
			return toks
		}
		toks = append(toks, goToken{t, lit})
	}
}

// assignments counts the places Go statements code assign the variable
// name without reading it: `var name`, `name :=` and `name =`, with
// name in a list of assigned names (`name, err := ...`).
func assignments(code, name string) int {
	toks := goTokens(code)
	n := 0
	for i, t := range toks {
		if t.tok != token.IDENT || t.lit != name {
			continue
		}
		if i > 0 && toks[i-1].tok == token.VAR {
			n++
			continue
		}
		j := i + 1
		for j+1 < len(toks) && toks[j].tok == token.COMMA && toks[j+1].tok == token.IDENT {
			j += 2
		}
		if j < len(toks) && (toks[j].tok == token.DEFINE || toks[j].tok == token.ASSIGN) {
			n++
		}
	}
	return n
}
