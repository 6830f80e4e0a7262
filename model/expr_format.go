package model

import (
	"fmt"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
)

// FormatExpression prints e as HCL-like source text on one line, adding
// parentheses where precedence needs them. It is meant for tests, debugging
// and messages; synthesized nodes without PCL syntax print in a readable
// pseudo-syntax (an anonymous function prints as `(x, y) => body`).
func FormatExpression(e Expression) string {
	var f formatter
	f.expr(e, precConditional)
	return f.b.String()
}

// String prints e with FormatExpression.
func (e *LiteralValueExpression) String() string { return FormatExpression(e) }

// String prints e with FormatExpression.
func (e *TemplateExpression) String() string { return FormatExpression(e) }

// String prints e with FormatExpression.
func (e *TemplateJoinExpression) String() string { return FormatExpression(e) }

// String prints e with FormatExpression.
func (e *ScopeTraversalExpression) String() string { return FormatExpression(e) }

// String prints e with FormatExpression.
func (e *RelativeTraversalExpression) String() string { return FormatExpression(e) }

// String prints e with FormatExpression.
func (e *IndexExpression) String() string { return FormatExpression(e) }

// String prints e with FormatExpression.
func (e *SplatExpression) String() string { return FormatExpression(e) }

// String prints e with FormatExpression.
func (e *SplatItemExpression) String() string { return FormatExpression(e) }

// String prints e with FormatExpression.
func (e *FunctionCallExpression) String() string { return FormatExpression(e) }

// String prints e with FormatExpression.
func (e *AnonymousFunctionExpression) String() string { return FormatExpression(e) }

// String prints e with FormatExpression.
func (e *ConditionalExpression) String() string { return FormatExpression(e) }

// String prints e with FormatExpression.
func (e *UnaryOpExpression) String() string { return FormatExpression(e) }

// String prints e with FormatExpression.
func (e *BinaryOpExpression) String() string { return FormatExpression(e) }

// String prints e with FormatExpression.
func (e *ParenthesesExpression) String() string { return FormatExpression(e) }

// String prints e with FormatExpression.
func (e *TupleConsExpression) String() string { return FormatExpression(e) }

// String prints e with FormatExpression.
func (e *ObjectConsExpression) String() string { return FormatExpression(e) }

// String prints e with FormatExpression.
func (e *ForExpression) String() string { return FormatExpression(e) }

// formatter accumulates printed text. splats holds the anchors of the splats
// being printed: inside its splat an anchor prints as nothing (`x[*].id`).
type formatter struct {
	b      strings.Builder
	splats []*SplatItemExpression
}

func (f *formatter) str(s string) { f.b.WriteString(s) }

// precedence returns the binding strength of e's outermost operator.
func exprPrecedence(e Expression) int {
	switch e := e.(type) {
	case *ConditionalExpression, *AnonymousFunctionExpression:
		return precConditional
	case *BinaryOpExpression:
		if info, ok := binaryOps[e.Operation]; ok {
			return info.prec
		}
		return precConditional
	case *UnaryOpExpression:
		return precUnary
	case *ScopeTraversalExpression, *RelativeTraversalExpression, *IndexExpression, *SplatExpression:
		return precPostfix
	case *LiteralValueExpression:
		if v, _ := e.Value.Unmark(); v != cty.NilVal && v.IsKnown() && !v.IsNull() && v.Type() == cty.Number && v.AsBigFloat().Signbit() {
			return precUnary
		}
	}
	return precPrimary
}

// expr prints e, in parentheses when it binds more loosely than prec.
func (f *formatter) expr(e Expression, prec int) {
	if e == nil {
		f.str("null")
		return
	}
	if exprPrecedence(e) < prec {
		f.str("(")
		defer f.str(")")
	}
	switch e := e.(type) {
	case *LiteralValueExpression:
		if text, ok := floatLiteralText(e); ok {
			f.str(text)
			break
		}
		f.value(e.Value)
	case *TemplateExpression:
		f.str(`"`)
		f.templateParts(e.Parts)
		f.str(`"`)
	case *TemplateJoinExpression:
		f.str(`"`)
		f.templateJoin(e)
		f.str(`"`)
	case *ScopeTraversalExpression:
		f.str(e.RootName)
		steps := e.Traversal
		if len(steps) > 0 {
			if _, isRoot := steps[0].(hcl.TraverseRoot); isRoot {
				steps = steps[1:]
			}
		}
		f.traversal(steps)
	case *RelativeTraversalExpression:
		f.expr(e.Source, precPostfix)
		f.traversal(e.Traversal)
	case *IndexExpression:
		f.expr(e.Collection, precPostfix)
		f.str("[")
		f.expr(e.Key, precConditional)
		f.str("]")
	case *SplatExpression:
		f.expr(e.Source, precPostfix)
		f.str("[*]")
		f.splats = append(f.splats, e.Item)
		if e.Each != nil {
			f.expr(e.Each, precPostfix)
		}
		f.splats = f.splats[:len(f.splats)-1]
	case *SplatItemExpression:
		for _, s := range f.splats {
			if s == e {
				return
			}
		}
		f.str("<item>")
	case *FunctionCallExpression:
		f.str(e.Name)
		f.str("(")
		f.list(e.Args)
		if e.ExpandFinal && len(e.Args) > 0 {
			f.str("...")
		}
		f.str(")")
	case *AnonymousFunctionExpression:
		f.str("(")
		for i, p := range e.Parameters {
			if i > 0 {
				f.str(", ")
			}
			if p != nil {
				f.str(p.Name)
			}
		}
		f.str(") => ")
		f.expr(e.Body, precConditional)
	case *ConditionalExpression:
		f.expr(e.Condition, precOr)
		f.str(" ? ")
		f.expr(e.TrueResult, precOr)
		f.str(" : ")
		f.expr(e.FalseResult, precConditional)
	case *UnaryOpExpression:
		if info, ok := unaryOps[e.Operation]; ok {
			f.str(info.symbol)
		} else {
			f.str("<op>")
		}
		f.expr(e.Operand, precUnary)
	case *BinaryOpExpression:
		info, ok := binaryOps[e.Operation]
		if !ok {
			info = opInfo{symbol: "<op>", prec: precPrimary}
		}
		f.expr(e.LeftOperand, info.prec)
		f.str(" " + info.symbol + " ")
		f.expr(e.RightOperand, info.prec+1)
	case *ParenthesesExpression:
		f.str("(")
		f.expr(e.Expression, precConditional)
		f.str(")")
	case *TupleConsExpression:
		f.str("[")
		f.list(e.Expressions)
		f.str("]")
	case *ObjectConsExpression:
		f.object(e)
	case *ForExpression:
		f.forExpr(e)
	default:
		f.str(fmt.Sprintf("<%T>", e))
	}
}

func (f *formatter) list(es []Expression) {
	for i, x := range es {
		if i > 0 {
			f.str(", ")
		}
		f.expr(x, precConditional)
	}
}

func (f *formatter) traversal(steps hcl.Traversal) {
	for _, step := range steps {
		switch step := step.(type) {
		case hcl.TraverseAttr:
			if hclsyntax.ValidIdentifier(step.Name) {
				f.str("." + step.Name)
			} else {
				f.str("[" + quoteTemplate(step.Name) + "]")
			}
		case hcl.TraverseIndex:
			f.str("[")
			f.value(step.Key)
			f.str("]")
		case hcl.TraverseSplat:
			f.str("[*]")
		}
	}
}

// templateParts prints the parts of a template between its quotes.
func (f *formatter) templateParts(parts []Expression) {
	for _, p := range parts {
		if lit, ok := p.(*LiteralValueExpression); ok {
			if v, _ := lit.Value.Unmark(); v != cty.NilVal && v.IsKnown() && !v.IsNull() && v.Type() == cty.String {
				f.str(escapeTemplate(v.AsString()))
				continue
			}
		}
		if join, ok := p.(*TemplateJoinExpression); ok {
			f.templateJoin(join)
			continue
		}
		f.str("${")
		f.expr(p, precConditional)
		f.str("}")
	}
}

// templateJoin prints a join as a `%{for}` directive when it has that shape.
func (f *formatter) templateJoin(e *TemplateJoinExpression) {
	fe, ok := e.Tuple.(*ForExpression)
	if !ok || fe.Key != nil || fe.Condition != nil || fe.ValueVariable == nil {
		f.str("${")
		f.expr(e.Tuple, precConditional)
		f.str("}")
		return
	}
	f.str("%{ for ")
	f.forVariables(fe)
	f.str(" in ")
	f.expr(fe.Collection, precOr)
	f.str(" }")
	if body, ok := fe.Value.(*TemplateExpression); ok {
		f.templateParts(body.Parts)
	} else {
		f.templateParts([]Expression{fe.Value})
	}
	f.str("%{ endfor }")
}

func (f *formatter) forVariables(e *ForExpression) {
	if e.KeyVariable != nil {
		f.str(e.KeyVariable.Name + ", ")
	}
	if e.ValueVariable != nil {
		f.str(e.ValueVariable.Name)
	}
}

func (f *formatter) forExpr(e *ForExpression) {
	open, closing := "[", "]"
	if e.Key != nil {
		open, closing = "{", "}"
	}
	f.str(open + "for ")
	f.forVariables(e)
	f.str(" in ")
	f.expr(e.Collection, precOr)
	f.str(" : ")
	if e.Key != nil {
		f.expr(e.Key, precOr)
		f.str(" => ")
	}
	f.expr(e.Value, precOr)
	if e.Group {
		f.str("...")
	}
	if e.Condition != nil {
		f.str(" if ")
		f.expr(e.Condition, precOr)
	}
	f.str(closing)
}

func (f *formatter) object(e *ObjectConsExpression) {
	if len(e.Items) == 0 {
		f.str("{}")
		return
	}
	f.str("{ ")
	for i, item := range e.Items {
		if i > 0 {
			f.str(", ")
		}
		switch k := item.Key.(type) {
		case *LiteralValueExpression:
			if s, ok := exprConstString(k); ok && hclsyntax.ValidIdentifier(s) {
				f.str(s)
			} else {
				f.expr(k, precConditional)
			}
		case *TemplateExpression, *ParenthesesExpression:
			f.expr(k, precConditional)
		default:
			// Parentheses make a bare name a reference rather than a literal.
			f.str("(")
			f.expr(k, precConditional)
			f.str(")")
		}
		f.str(" = ")
		f.expr(item.Value, precConditional)
	}
	f.str(" }")
}
