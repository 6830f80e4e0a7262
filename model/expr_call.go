package model

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// FunctionCallExpression is a call `name(args...)`. Its type is the
// signature's return type, lifted into an output (or promise) when an
// eventual argument is passed for a parameter whose type is not eventual.
type FunctionCallExpression struct {
	// Syntax is the *hclsyntax.FunctionCallExpr; nil when synthesized.
	Syntax *hclsyntax.FunctionCallExpr
	// Name is the function's name as written.
	Name string
	// Signature is the signature the call was checked against. A call to an
	// unknown function has a signature that accepts anything and returns
	// dynamic.
	Signature StaticSignature
	Args      []Expression
	// ExpandFinal is set for `f(a, list...)`: the final argument's elements
	// are the remaining arguments.
	ExpandFinal bool
	// ArgumentVariables holds, for each argument, the variables that were in
	// scope only while that argument was bound (see
	// Function.ArgumentVariables): references to them within the argument
	// have them as their definitions. It is nil when there were none.
	ArgumentVariables [][]*Variable

	typ Type
}

// NewFunctionCallExpression returns a synthesized call checked against sig. A
// nil typ infers it.
func NewFunctionCallExpression(name string, sig StaticSignature, args []Expression, expandFinal bool, typ Type) *FunctionCallExpression {
	e := &FunctionCallExpression{Name: name, Signature: sig, Args: args, ExpandFinal: expandFinal}
	e.typ = cachedType(typ, e.typecheck)
	return e
}

// SyntaxNode implements Expression.
func (e *FunctionCallExpression) SyntaxNode() hclsyntax.Node {
	if e.Syntax == nil {
		return nil
	}
	return e.Syntax
}

// Range implements Expression.
func (e *FunctionCallExpression) Range() hcl.Range { return syntaxRange(e.SyntaxNode(), e.Args...) }

// Type implements Expression.
func (e *FunctionCallExpression) Type() Type {
	if e.typ != nil {
		return e.typ
	}
	return cachedType(nil, e.typecheck)
}

func (*FunctionCallExpression) isExpression() {}

func (e *FunctionCallExpression) typecheck() (Type, hcl.Diagnostics) {
	missing := e.Range()
	if e.Syntax != nil {
		missing = e.Syntax.CloseParenRange
	}
	return checkCall(e.Name, e.Signature, e.Args, e.ExpandFinal, missing)
}

// AnonymousFunctionExpression is a function value built by lowering passes
// (for example the callback of an output's apply); PCL source has no syntax
// for it. Its type is dynamic: the type system has no function types, so
// callers use Signature.
type AnonymousFunctionExpression struct {
	// Signature describes the parameters and the body's type.
	Signature StaticSignature
	// Parameters are the variables the body refers to, one per parameter.
	Parameters []*Variable
	Body       Expression
}

// NewAnonymousFunctionExpression returns a function of params whose body is
// body; its signature has the parameters' types and the body's type.
func NewAnonymousFunctionExpression(params []*Variable, body Expression) *AnonymousFunctionExpression {
	sig := StaticSignature{ReturnType: typeOf(body)}
	for _, p := range params {
		param := Parameter{Type: p.Type()}
		if p != nil {
			param.Name = p.Name
		}
		sig.Parameters = append(sig.Parameters, param)
	}
	return &AnonymousFunctionExpression{Signature: sig, Parameters: params, Body: body}
}

// SyntaxNode implements Expression; anonymous functions are always synthesized.
func (e *AnonymousFunctionExpression) SyntaxNode() hclsyntax.Node { return nil }

// Range implements Expression: the body's range.
func (e *AnonymousFunctionExpression) Range() hcl.Range { return syntaxRange(nil, e.Body) }

// Type implements Expression: always dynamic.
func (e *AnonymousFunctionExpression) Type() Type { return DynamicType }

func (*AnonymousFunctionExpression) isExpression() {}
