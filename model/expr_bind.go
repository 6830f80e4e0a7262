package model

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
)

// BindOption configures BindExpression.
type BindOption func(*bindOptions)

type bindOptions struct {
	sources map[string][]byte
}

// WithSource gives the binder the source text of files, keyed by file name as
// it appears in ranges. With it, integer literals are read exactly from their
// source text and reported when their parsed value is not exact; without it,
// a number literal's type is decided from its parsed value alone.
func WithSource(sources map[string][]byte) BindOption {
	return func(o *bindOptions) {
		if o.sources == nil {
			o.sources = map[string][]byte{}
		}
		for name, src := range sources {
			o.sources[name] = src
		}
	}
}

// BindExpression type checks syntax in scope and returns the typed expression
// and any diagnostics. It never fails outright: erroneous subexpressions get
// type dynamic, so that one mistake is reported once. A nil scope is an empty
// one.
func BindExpression(syntax hclsyntax.Expression, scope *Scope, opts ...BindOption) (Expression, hcl.Diagnostics) {
	var o bindOptions
	for _, opt := range opts {
		if opt != nil {
			opt(&o)
		}
	}
	if scope == nil {
		scope = NewRootScope()
	}
	b := &binder{scope: scope, sources: o.sources, anchors: map[*hclsyntax.AnonSymbolExpr]*SplatItemExpression{}}
	e := b.bind(syntax)
	return e, b.diags
}

// BindExpressionText parses src (the whole content of the file filename) as
// an expression and binds it in scope. Parse diagnostics come first.
func BindExpressionText(src, filename string, scope *Scope, opts ...BindOption) (Expression, hcl.Diagnostics) {
	syntax, diags := hclsyntax.ParseExpression([]byte(src), filename, hcl.InitialPos)
	opts = append([]BindOption{WithSource(map[string][]byte{filename: []byte(src)})}, opts...)
	e, bindDiags := BindExpression(syntax, scope, opts...)
	return e, append(diags, bindDiags...)
}

// binder holds the state of one BindExpression call.
type binder struct {
	scope   *Scope
	sources map[string][]byte
	// anchors maps each splat's anonymous symbol to its model anchor.
	anchors map[*hclsyntax.AnonSymbolExpr]*SplatItemExpression
	diags   hcl.Diagnostics
}

func (b *binder) report(diags hcl.Diagnostics) { b.diags = append(b.diags, diags...) }

// bindAll binds a list of expressions.
func (b *binder) bindAll(syntaxes []hclsyntax.Expression) []Expression {
	out := make([]Expression, len(syntaxes))
	for i, s := range syntaxes {
		out[i] = b.bind(s)
	}
	return out
}

// bindOptional binds syntax, or returns nil when there is none.
func (b *binder) bindOptional(syntax hclsyntax.Expression) Expression {
	if syntax == nil {
		return nil
	}
	return b.bind(syntax)
}

func (b *binder) bind(syntax hclsyntax.Expression) Expression {
	switch s := syntax.(type) {
	case nil:
		return NewLiteralValueExpression(cty.DynamicVal, DynamicType)
	case *hclsyntax.LiteralValueExpr:
		return b.bindLiteral(s)
	case *hclsyntax.TemplateExpr:
		e := &TemplateExpression{Syntax: s, Parts: b.bindAll(s.Parts)}
		return settle(b, e, e.typecheck)
	case *hclsyntax.TemplateWrapExpr:
		e := &TemplateExpression{Syntax: s, Parts: []Expression{b.bind(s.Wrapped)}}
		return settle(b, e, e.typecheck)
	case *hclsyntax.TemplateJoinExpr:
		e := &TemplateJoinExpression{Syntax: s, Tuple: b.bind(s.Tuple)}
		return settle(b, e, e.typecheck)
	case *hclsyntax.ScopeTraversalExpr:
		return b.bindScopeTraversal(s)
	case *hclsyntax.RelativeTraversalExpr:
		e := &RelativeTraversalExpression{Syntax: s, Source: b.bind(s.Source), Traversal: s.Traversal}
		var diags hcl.Diagnostics
		e.Parts, diags = traverseSteps(typeOf(e.Source), s.Traversal)
		b.report(diags)
		e.typ = e.Type()
		return e
	case *hclsyntax.IndexExpr:
		e := &IndexExpression{Syntax: s, Collection: b.bind(s.Collection), Key: b.bind(s.Key)}
		return settle(b, e, e.typecheck)
	case *hclsyntax.SplatExpr:
		return b.bindSplat(s)
	case *hclsyntax.AnonSymbolExpr:
		if item, ok := b.anchors[s]; ok {
			return item
		}
		return &SplatItemExpression{Syntax: s, ItemType: DynamicType}
	case *hclsyntax.FunctionCallExpr:
		return b.bindCall(s)
	case *hclsyntax.ConditionalExpr:
		e := &ConditionalExpression{
			Syntax:      s,
			Condition:   b.bind(s.Condition),
			TrueResult:  b.bind(s.TrueResult),
			FalseResult: b.bind(s.FalseResult),
		}
		return settle(b, e, e.typecheck)
	case *hclsyntax.UnaryOpExpr:
		e := &UnaryOpExpression{Syntax: s, Operation: s.Op, Operand: b.bind(s.Val)}
		return settle(b, e, e.typecheck)
	case *hclsyntax.BinaryOpExpr:
		e := &BinaryOpExpression{Syntax: s, Operation: s.Op, LeftOperand: b.bind(s.LHS), RightOperand: b.bind(s.RHS)}
		return settle(b, e, e.typecheck)
	case *hclsyntax.ForExpr:
		return b.bindFor(s)
	case *hclsyntax.TupleConsExpr:
		e := &TupleConsExpression{Syntax: s, Expressions: b.bindAll(s.Exprs)}
		return settle(b, e, e.typecheck)
	case *hclsyntax.ObjectConsExpr:
		return b.bindObject(s)
	case *hclsyntax.ObjectConsKeyExpr:
		return b.bindObjectKey(s)
	case *hclsyntax.ParenthesesExpr:
		return &ParenthesesExpression{Syntax: s, Expression: b.bind(s.Expression)}
	case *hclsyntax.ExprSyntaxError:
		// The parser has reported the error already.
		return &LiteralValueExpression{Syntax: s, Value: cty.DynamicVal, typ: DynamicType}
	}
	b.report(hcl.Diagnostics{exprError(syntax.Range(), "Unsupported expression",
		fmt.Sprintf("Expressions of kind %T are not supported in PCL.", syntax))})
	return &LiteralValueExpression{Value: cty.DynamicVal, typ: DynamicType}
}

// typedNode is an expression node whose type the binder sets.
type typedNode interface {
	Expression
	setType(Type)
}

// settle records the type (and reports the diagnostics) of a bound node.
func settle[E typedNode](b *binder, e E, check func() (Type, hcl.Diagnostics)) E {
	t, diags := check()
	b.report(diags)
	if t == nil {
		t = DynamicType
	}
	e.setType(t)
	return e
}

func (e *TemplateExpression) setType(t Type)     { e.typ = t }
func (e *TemplateJoinExpression) setType(t Type) { e.typ = t }
func (e *IndexExpression) setType(t Type)        { e.typ = t }
func (e *SplatExpression) setType(t Type)        { e.typ = t }
func (e *FunctionCallExpression) setType(t Type) { e.typ = t }
func (e *ConditionalExpression) setType(t Type)  { e.typ = t }
func (e *UnaryOpExpression) setType(t Type)      { e.typ = t }
func (e *BinaryOpExpression) setType(t Type)     { e.typ = t }
func (e *ForExpression) setType(t Type)          { e.typ = t }
func (e *TupleConsExpression) setType(t Type)    { e.typ = t }
func (e *ObjectConsExpression) setType(t Type)   { e.typ = t }

// bindLiteral binds a literal; a number literal's type comes from its source
// text when the binder has it (see checkNumberLiteral).
func (b *binder) bindLiteral(s *hclsyntax.LiteralValueExpr) Expression {
	e := &LiteralValueExpression{Syntax: s, Value: s.Val, typ: literalValueType(s.Val)}
	if s.Val == cty.NilVal || s.Val.Type() != cty.Number || !s.Val.IsKnown() || s.Val.IsNull() {
		return e
	}
	if text, ok := b.sourceText(s.SrcRange); ok {
		t, v, diag := checkNumberLiteral(text, s.Val, s.SrcRange)
		e.typ, e.Value = t, v
		if diag != nil {
			b.report(hcl.Diagnostics{diag})
		}
	}
	return e
}

// sourceText returns the source text of rng when the binder has its file.
func (b *binder) sourceText(rng hcl.Range) (string, bool) {
	src, ok := b.sources[rng.Filename]
	if !ok {
		return "", false
	}
	start, end := rng.Start.Byte, rng.End.Byte
	if start < 0 || end > len(src) || start >= end {
		return "", false
	}
	return string(src[start:end]), true
}

func (b *binder) bindScopeTraversal(s *hclsyntax.ScopeTraversalExpr) Expression {
	e := &ScopeTraversalExpression{Syntax: s, Traversal: s.Traversal}
	if len(s.Traversal) > 0 {
		if root, ok := s.Traversal[0].(hcl.TraverseRoot); ok {
			e.RootName = root.Name
			def, diags := b.scope.BindReference(root.Name, root.SrcRange)
			b.report(diags)
			e.Definition = def
		}
	}
	var diags hcl.Diagnostics
	e.Parts, diags = e.traverse()
	b.report(diags)
	e.typ = e.Parts[len(e.Parts)-1]
	return e
}

func (b *binder) bindSplat(s *hclsyntax.SplatExpr) Expression {
	source := b.bind(s.Source)
	item := &SplatItemExpression{Syntax: s.Item, ItemType: SplatItemType(typeOf(source))}
	if s.Item != nil {
		b.anchors[s.Item] = item
	}
	e := &SplatExpression{Syntax: s, Source: source, Item: item, Each: b.bindOptional(s.Each)}
	return settle(b, e, e.typecheck)
}

func (b *binder) bindCall(s *hclsyntax.FunctionCallExpr) Expression {
	// The function is looked up first, for the variables it puts in scope
	// for its arguments, but an unknown function is reported after the
	// arguments' problems.
	fn, diags := b.scope.bindFunction(s.Name, s.NameRange)
	args, vars := b.bindArguments(fn, s.Args)
	b.report(diags)
	e := &FunctionCallExpression{Syntax: s, Name: s.Name, Args: args, ExpandFinal: s.ExpandFinal, ArgumentVariables: vars}
	if fn == nil {
		// Unknown: accept anything and give dynamic (not lifted), so that
		// nothing downstream reports errors about the call's value.
		e.Signature = dynamicSignature()
		e.typ = DynamicType
		return e
	}
	sig, diags := fn.GetSignature(args)
	b.report(diags)
	e.Signature = sig
	return settle(b, e, e.typecheck)
}

// bindArguments binds the arguments of a call of fn (nil when unknown), each
// in a child scope defining the variables fn declares for it, and returns
// them with those variables (nil when there are none).
func (b *binder) bindArguments(fn *Function, syntaxes []hclsyntax.Expression) ([]Expression, [][]*Variable) {
	if fn == nil || fn.ArgumentVariables == nil {
		return b.bindAll(syntaxes), nil
	}
	args := make([]Expression, len(syntaxes))
	var vars [][]*Variable
	for i, s := range syntaxes {
		declared := fn.ArgumentVariables(i, args[:i:i])
		if len(declared) == 0 {
			args[i] = b.bind(s)
			continue
		}
		if vars == nil {
			vars = make([][]*Variable, len(syntaxes))
		}
		vars[i] = declared
		outer := b.scope
		b.scope = outer.PushVariables(declared...)
		args[i] = b.bind(s)
		b.scope = outer
	}
	return args, vars
}

func (b *binder) bindFor(s *hclsyntax.ForExpr) Expression {
	coll := b.bind(s.CollExpr)
	keyType, valueType, _, _ := forIteration(coll)
	e := &ForExpression{Syntax: s, Collection: coll, Group: s.Group}
	if s.KeyVar != "" {
		e.KeyVariable = NewVariable(s.KeyVar, keyType)
	}
	e.ValueVariable = NewVariable(s.ValVar, valueType)

	outer := b.scope
	b.scope = outer.PushVariables(e.KeyVariable, e.ValueVariable)
	e.Key = b.bindOptional(s.KeyExpr)
	e.Value = b.bind(s.ValExpr)
	e.Condition = b.bindOptional(s.CondExpr)
	b.scope = outer
	return settle(b, e, e.typecheck)
}

func (b *binder) bindObject(s *hclsyntax.ObjectConsExpr) Expression {
	e := &ObjectConsExpression{Syntax: s, Items: make([]ObjectConsItem, len(s.Items))}
	for i, item := range s.Items {
		e.Items[i] = ObjectConsItem{Key: b.bind(item.KeyExpr), Value: b.bind(item.ValueExpr)}
	}
	return settle(b, e, e.typecheck)
}

// bindObjectKey binds an object key: a bare identifier (or keyword) is the
// string of its name; a bare multi-step traversal is ambiguous; anything else
// is an ordinary expression.
func (b *binder) bindObjectKey(s *hclsyntax.ObjectConsKeyExpr) Expression {
	if !s.ForceNonLiteral {
		if name := hcl.ExprAsKeyword(s.Wrapped); name != "" {
			return &LiteralValueExpression{Syntax: s, Value: cty.StringVal(name), typ: StringType}
		}
		if trav, ok := s.Wrapped.(*hclsyntax.ScopeTraversalExpr); ok && len(trav.Traversal) > 1 {
			b.report(hcl.Diagnostics{exprError(s.Range(), "Ambiguous attribute key",
				"If this expression is intended to be a reference, wrap it in parentheses. If it is instead intended as a literal name containing periods, wrap it in quotes to create a string literal.")})
			return &LiteralValueExpression{Syntax: s, Value: cty.UnknownVal(cty.String), typ: StringType}
		}
	}
	return b.bind(s.Wrapped)
}
