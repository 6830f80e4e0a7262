package golang

import (
	"go/parser"
	"go/token"
	"strings"
)

// headerExpr returns the Go expression s ready to stand between the keyword
// of an if, for or switch statement and its block. A composite literal of a
// named type (pulumi.StringMap{...}) that no parentheses, brackets or braces
// enclose reads there as the start of the block, so s is parenthesized when
// the Go parser would misread it; gofmt keeps exactly those parentheses.
func headerExpr(s string) string {
	if !namedLiteral(s) {
		return s
	}
	if _, err := parser.ParseFile(token.NewFileSet(), "", "package p\nfunc _() {\nfor range "+s+" {\n}\n}\n", parser.SkipObjectResolution); err == nil {
		return s
	}
	return "(" + s + ")"
}

// namedLiteral reports whether s may hold a composite literal of a named
// type: a brace right after a name other than interface or struct (the
// printer writes a space before a function literal's body). It spares the
// parse of most headers.
func namedLiteral(s string) bool {
	for i := 1; i < len(s); i++ {
		if s[i] != '{' {
			continue
		}
		if c := s[i-1]; c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
			if !strings.HasSuffix(s[:i], "interface") && !strings.HasSuffix(s[:i], "struct") {
				return true
			}
		}
	}
	return false
}
