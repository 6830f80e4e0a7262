package model

import (
	"testing"

	"github.com/zclconf/go-cty/cty"
)

// walkCases cover every expression kind with children.
var walkCases = []struct {
	src string
	// children and operands are the source after MapChildren and MapOperands
	// wrap every direct child (operand) in parentheses.
	children, operands string
}{
	{`i + 1`, `(i) + (1)`, `(i) + (1)`},
	{`-i`, `-(i)`, `-(i)`},
	{`b ? s : "x"`, `(b) ? (s) : ("x")`, `(b) ? (s) : ("x")`},
	{`upper(s)`, `upper((s))`, `upper((s))`},
	{`ls[i]`, `(ls)[(i)]`, `(ls)[(i)]`},
	{`{a = s}`, `{ ("a") = (s) }`, `{ ("a") = (s) }`},
	{`[s, "x"]`, `[(s), ("x")]`, `[(s), ("x")]`},
	{`"${s}-x"`, `"${(s)}${("-x")}"`, `"${(s)}${("-x")}"`},
	{`(s)`, `((s))`, `((s))`},
	{`element(resList, 0).id`, `(element(resList, 0)).id`, `(element(resList, 0)).id`},
	{`[for x in ls : x if b]`, `[for x in (ls) : (x) if (b)]`, `[for x in (ls) : x if b]`},
	{`{for k, v in ms : k => v}`, `{for k, v in (ms) : (k) => (v)}`, `{for k, v in (ms) : k => v}`},
	{`resList[*].id`, `(resList)[*](.id)`, `(resList)[*].id`},
}

func wrapInParens(c Expression) Expression { return NewParenthesesExpression(c) }

func TestMapChildrenAndOperands(t *testing.T) {
	for _, tc := range walkCases {
		t.Run(tc.src, func(t *testing.T) {
			e := exBindOK(t, tc.src)
			before := FormatExpression(e)
			kids := Children(e)
			if got := FormatExpression(MapChildren(e, wrapInParens, nil)); got != tc.children {
				t.Errorf("MapChildren: got %s, want %s", got, tc.children)
			}
			if got := FormatExpression(MapOperands(e, wrapInParens)); got != tc.operands {
				t.Errorf("MapOperands: got %s, want %s", got, tc.operands)
			}
			if after := FormatExpression(e); after != before {
				t.Errorf("the expression was modified: %s became %s", before, after)
			}
			for i, c := range Children(e) {
				if c != kids[i] {
					t.Errorf("child %d of the expression was replaced", i)
				}
			}
			same := func(c Expression) Expression { return c }
			if MapChildren(e, same, nil) != e || MapOperands(e, same) != e {
				t.Errorf("mapping no child gave a new node")
			}
		})
	}
	// A template join's one child is the for expression it joins.
	join := Children(exBindOK(t, `"%{for x in ls}${x}%{endfor}"`))[0]
	for _, got := range []Expression{MapChildren(join, wrapInParens, nil), MapOperands(join, wrapInParens)} {
		j, ok := got.(*TemplateJoinExpression)
		if !ok {
			t.Fatalf("got %T, want a template join", got)
		}
		if _, ok := j.Tuple.(*ParenthesesExpression); !ok {
			t.Errorf("the template join's child is %T, want it mapped", j.Tuple)
		}
	}
}

// TestMapChildrenTypes checks that MapChildren infers the new node's type
// (or takes it from typ) and drops the syntax, and that MapOperands keeps
// both.
func TestMapChildrenTypes(t *testing.T) {
	e := exBindOK(t, `i + 1`)
	half := func(c Expression) Expression {
		if _, ok := c.(*ScopeTraversalExpression); ok {
			return NewLiteralValueExpression(cty.NumberFloatVal(0.5), NumberType)
		}
		return c
	}
	inferred := MapChildren(e, half, nil)
	if inferred.Type() != NumberType || inferred.SyntaxNode() != nil {
		t.Errorf("MapChildren: got type %s and syntax %v, want number and none", inferred.Type(), inferred.SyntaxNode())
	}
	if kept := MapChildren(e, half, Expression.Type); kept.Type() != IntType {
		t.Errorf("MapChildren with typ: got type %s, want int", kept.Type())
	}
	op := MapOperands(e, half)
	if op.Type() != IntType || op.SyntaxNode() != e.SyntaxNode() || op.Range() != e.Range() {
		t.Errorf("MapOperands: got type %s, syntax %v, want the original's", op.Type(), op.SyntaxNode())
	}
}
