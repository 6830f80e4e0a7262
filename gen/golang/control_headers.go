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
	if !strings.Contains(s, "{") {
		return s
	}
	if _, err := parser.ParseFile(token.NewFileSet(), "", "package p\nfunc _() {\nfor range "+s+" {\n}\n}\n", parser.SkipObjectResolution); err == nil {
		return s
	}
	return "(" + s + ")"
}
