package syntax

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// MaxNestingDepth is the deepest nesting ParseFile accepts. It is chosen for
// the strictest target: CPython refuses code nested more than 200 brackets
// deep ("too many nested parentheses"), and the generated code of some
// expressions nests a little deeper than the PCL (gen/python's
// TestNestingLimitFitsPython checks every kind of nesting at this depth).
// It also keeps hclsyntax, which parses recursively and cannot recover from
// a stack overflow, far from one; real programs nest a few dozen levels.
const MaxNestingDepth = 150

// nestFrame is one open bracket, quote, interpolation or template directive.
type nestFrame struct {
	depth   int  // depth of the frame itself
	ops     int  // pending prefix operators, conditionals and splats
	items   bool // newlines separate items here (file and brace bodies)
	control bool // an open %{if} or %{for} directive
}

// checkNesting estimates, from the tokens alone, how deeply the parser would
// recurse, and returns an error diagnostic at the first token past
// MaxNestingDepth. The estimate counts open brackets, quotes, heredocs,
// interpolations and template directives, plus the prefix operators,
// conditionals and splats pending within one item.
func checkNesting(toks hclsyntax.Tokens) *hcl.Diagnostic {
	stack := []nestFrame{{items: true}}
	push := func(items, control bool) {
		top := stack[len(stack)-1]
		stack = append(stack, nestFrame{depth: top.depth + top.ops + 1, items: items, control: control})
	}
	pop := func(control bool) {
		if len(stack) > 1 && stack[len(stack)-1].control == control {
			stack = stack[:len(stack)-1]
		}
	}
	prev := hclsyntax.TokenNil // last token other than a comment or newline
	for i, tok := range toks {
		switch tok.Type {
		case hclsyntax.TokenOBrace:
			push(true, false)
		case hclsyntax.TokenOBrack, hclsyntax.TokenOParen, hclsyntax.TokenOQuote,
			hclsyntax.TokenOHeredoc, hclsyntax.TokenTemplateInterp:
			push(false, false)
		case hclsyntax.TokenTemplateControl:
			if i+1 < len(toks) && toks[i+1].Type == hclsyntax.TokenIdent {
				switch string(toks[i+1].Bytes) {
				case "if", "for":
					push(false, true)
				case "endif", "endfor":
					pop(true)
				}
			}
			push(false, false)
		case hclsyntax.TokenCBrace, hclsyntax.TokenCParen, hclsyntax.TokenCQuote,
			hclsyntax.TokenCHeredoc, hclsyntax.TokenTemplateSeqEnd:
			pop(false)
		case hclsyntax.TokenCBrack:
			pop(false)
			if i >= 2 && toks[i-1].Type == hclsyntax.TokenStar && toks[i-2].Type == hclsyntax.TokenOBrack {
				stack[len(stack)-1].ops++ // full splat [*]
			}
		case hclsyntax.TokenStar:
			if i >= 1 && toks[i-1].Type == hclsyntax.TokenDot {
				stack[len(stack)-1].ops++ // attribute-only splat .*
			}
		case hclsyntax.TokenMinus:
			if !endsOperand(prev) { // unary minus
				stack[len(stack)-1].ops++
			}
		case hclsyntax.TokenBang, hclsyntax.TokenQuestion:
			stack[len(stack)-1].ops++
		case hclsyntax.TokenComma:
			stack[len(stack)-1].ops = 0
		case hclsyntax.TokenNewline:
			if stack[len(stack)-1].items {
				stack[len(stack)-1].ops = 0
			}
		}
		if tok.Type != hclsyntax.TokenComment && tok.Type != hclsyntax.TokenNewline {
			prev = tok.Type
		}
		if top := stack[len(stack)-1]; top.depth+top.ops > MaxNestingDepth {
			return &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Nesting too deep",
				Detail:   fmt.Sprintf("This program nests expressions or blocks more than %d levels deep, deeper than the generated code of every target language can nest (Python accepts 200 nested brackets). Move inner parts of the expression into local variables.", MaxNestingDepth),
				Subject:  tok.Range.Ptr(),
			}
		}
	}
	return nil
}

// endsOperand reports whether a token of type t can end an operand, making a
// following minus a binary operator.
func endsOperand(t hclsyntax.TokenType) bool {
	switch t {
	case hclsyntax.TokenIdent, hclsyntax.TokenNumberLit, hclsyntax.TokenCBrack,
		hclsyntax.TokenCParen, hclsyntax.TokenCBrace, hclsyntax.TokenCQuote,
		hclsyntax.TokenCHeredoc, hclsyntax.TokenStar:
		return true
	}
	return false
}
