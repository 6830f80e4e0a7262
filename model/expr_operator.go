package model

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// opKind classifies operators by their typing rule.
type opKind int

const (
	// opArithmetic: number operands; int result for int operands except `/`.
	opArithmetic opKind = iota
	// opCompare: number operands, bool result.
	opCompare
	// opLogical: bool operands, bool result.
	opLogical
	// opEquality: operands of any types, bool result.
	opEquality
)

// Operator precedences, loosest first, for printing.
const (
	precConditional = iota
	precOr
	precAnd
	precEquality
	precCompare
	precAdd
	precMultiply
	precUnary
	precPostfix
	precPrimary
)

type opInfo struct {
	symbol string
	prec   int
	kind   opKind
}

var binaryOps = map[*hclsyntax.Operation]opInfo{
	hclsyntax.OpLogicalOr:          {"||", precOr, opLogical},
	hclsyntax.OpLogicalAnd:         {"&&", precAnd, opLogical},
	hclsyntax.OpEqual:              {"==", precEquality, opEquality},
	hclsyntax.OpNotEqual:           {"!=", precEquality, opEquality},
	hclsyntax.OpGreaterThan:        {">", precCompare, opCompare},
	hclsyntax.OpGreaterThanOrEqual: {">=", precCompare, opCompare},
	hclsyntax.OpLessThan:           {"<", precCompare, opCompare},
	hclsyntax.OpLessThanOrEqual:    {"<=", precCompare, opCompare},
	hclsyntax.OpAdd:                {"+", precAdd, opArithmetic},
	hclsyntax.OpSubtract:           {"-", precAdd, opArithmetic},
	hclsyntax.OpMultiply:           {"*", precMultiply, opArithmetic},
	hclsyntax.OpDivide:             {"/", precMultiply, opArithmetic},
	hclsyntax.OpModulo:             {"%", precMultiply, opArithmetic},
}

var unaryOps = map[*hclsyntax.Operation]opInfo{
	hclsyntax.OpNegate:     {"-", precUnary, opArithmetic},
	hclsyntax.OpLogicalNot: {"!", precUnary, opLogical},
}

// isIntegerType reports whether values of t are integers: int, or an enum or
// constant of int, or one of them that may be null (arithmetic on null
// fails, so where it gives a value, the operand was an int).
func isIntegerType(t Type) bool {
	switch t := RemoveNone(t).(type) {
	case *PrimitiveType:
		return t == IntType
	case *EnumType:
		return isIntegerType(t.ElementType)
	case *ConstType:
		return isIntegerType(t.Type)
	}
	return false
}

// checkOperand reports an operand of (resolved) type t that does not convert
// to want.
func checkOperand(operand Expression, t, want Type, symbol string) hcl.Diagnostics {
	kind, reason := Conversion(t, want)
	if kind != NoConversion {
		return nil
	}
	detail := fmt.Sprintf("The %s operator needs %s operands, but this operand has type %s.",
		symbol, exprTypeString(want), exprTypeString(typeOf(operand)))
	return hcl.Diagnostics{exprError(syntaxRange(nil, operand), "Invalid operand", withReason(detail, reason))}
}

// UnaryOpExpression is `-x` or `!x`.
type UnaryOpExpression struct {
	// Syntax is the *hclsyntax.UnaryOpExpr; nil when synthesized.
	Syntax *hclsyntax.UnaryOpExpr
	// Operation is hclsyntax.OpNegate or hclsyntax.OpLogicalNot.
	Operation *hclsyntax.Operation
	Operand   Expression

	typ Type
}

// NewUnaryOpExpression returns a synthesized unary operation. A nil typ infers
// it.
func NewUnaryOpExpression(op *hclsyntax.Operation, operand Expression, typ Type) *UnaryOpExpression {
	e := &UnaryOpExpression{Operation: op, Operand: operand}
	e.typ = cachedType(typ, e.typecheck)
	return e
}

// SyntaxNode implements Expression.
func (e *UnaryOpExpression) SyntaxNode() hclsyntax.Node {
	if e.Syntax == nil {
		return nil
	}
	return e.Syntax
}

// Range implements Expression.
func (e *UnaryOpExpression) Range() hcl.Range { return syntaxRange(e.SyntaxNode(), e.Operand) }

// Type implements Expression.
func (e *UnaryOpExpression) Type() Type {
	if e.typ != nil {
		return e.typ
	}
	return cachedType(nil, e.typecheck)
}

func (*UnaryOpExpression) isExpression() {}

func (e *UnaryOpExpression) typecheck() (Type, hcl.Diagnostics) {
	info, ok := unaryOps[e.Operation]
	if !ok {
		return DynamicType, hcl.Diagnostics{exprError(e.Range(), "Unsupported operator", "The operation of this unary expression is not a known unary operator.")}
	}
	t, ev := resolveEventuals(typeOf(e.Operand))
	if info.kind == opLogical {
		return ev.wrap(BoolType), checkOperand(e.Operand, t, BoolType, info.symbol)
	}
	result := Type(NumberType)
	if isIntegerType(t) {
		result = IntType
	}
	return ev.wrap(result), checkOperand(e.Operand, t, NumberType, info.symbol)
}

// BinaryOpExpression is `lhs op rhs`. Arithmetic on two ints is int (except
// `/`, which is number), otherwise number; comparisons and logical operators
// are bool; `==` and `!=` compare values of any types.
type BinaryOpExpression struct {
	// Syntax is the *hclsyntax.BinaryOpExpr; nil when synthesized.
	Syntax *hclsyntax.BinaryOpExpr
	// Operation is one of hclsyntax's binary operations (hclsyntax.OpAdd, ...).
	Operation    *hclsyntax.Operation
	LeftOperand  Expression
	RightOperand Expression

	typ Type
}

// NewBinaryOpExpression returns a synthesized binary operation. A nil typ
// infers it.
func NewBinaryOpExpression(op *hclsyntax.Operation, lhs, rhs Expression, typ Type) *BinaryOpExpression {
	e := &BinaryOpExpression{Operation: op, LeftOperand: lhs, RightOperand: rhs}
	e.typ = cachedType(typ, e.typecheck)
	return e
}

// SyntaxNode implements Expression.
func (e *BinaryOpExpression) SyntaxNode() hclsyntax.Node {
	if e.Syntax == nil {
		return nil
	}
	return e.Syntax
}

// Range implements Expression.
func (e *BinaryOpExpression) Range() hcl.Range {
	return syntaxRange(e.SyntaxNode(), e.LeftOperand, e.RightOperand)
}

// Type implements Expression.
func (e *BinaryOpExpression) Type() Type {
	if e.typ != nil {
		return e.typ
	}
	return cachedType(nil, e.typecheck)
}

func (*BinaryOpExpression) isExpression() {}

func (e *BinaryOpExpression) typecheck() (Type, hcl.Diagnostics) {
	info, ok := binaryOps[e.Operation]
	if !ok {
		return DynamicType, hcl.Diagnostics{exprError(e.Range(), "Unsupported operator", "The operation of this binary expression is not a known binary operator.")}
	}
	lt, lev := resolveEventuals(typeOf(e.LeftOperand))
	rt, rev := resolveEventuals(typeOf(e.RightOperand))
	ev := lev.or(rev)
	if info.kind == opEquality {
		// == and != compare whole values: a list or object that holds
		// outputs is compared by the values they resolve to.
		ev = ev.or(heldEventuals(typeOf(e.LeftOperand))).or(heldEventuals(typeOf(e.RightOperand)))
	}
	var diags hcl.Diagnostics
	switch info.kind {
	case opArithmetic, opCompare:
		diags = append(diags, checkOperand(e.LeftOperand, lt, NumberType, info.symbol)...)
		diags = append(diags, checkOperand(e.RightOperand, rt, NumberType, info.symbol)...)
	case opLogical:
		diags = append(diags, checkOperand(e.LeftOperand, lt, BoolType, info.symbol)...)
		diags = append(diags, checkOperand(e.RightOperand, rt, BoolType, info.symbol)...)
	}
	var result Type = BoolType
	if info.kind == opArithmetic {
		result = NumberType
		if isIntegerType(lt) && isIntegerType(rt) && e.Operation != hclsyntax.OpDivide {
			result = IntType
		}
	}
	return ev.wrap(result), diags
}

// ConditionalExpression is `condition ? trueResult : falseResult`. The
// condition must be a bool; the type is the unification of the results,
// lifted when the condition is eventual.
type ConditionalExpression struct {
	// Syntax is the *hclsyntax.ConditionalExpr; nil when synthesized.
	Syntax      *hclsyntax.ConditionalExpr
	Condition   Expression
	TrueResult  Expression
	FalseResult Expression

	typ Type
}

// NewConditionalExpression returns a synthesized conditional. A nil typ infers
// it.
func NewConditionalExpression(condition, trueResult, falseResult Expression, typ Type) *ConditionalExpression {
	e := &ConditionalExpression{Condition: condition, TrueResult: trueResult, FalseResult: falseResult}
	e.typ = cachedType(typ, e.typecheck)
	return e
}

// SyntaxNode implements Expression.
func (e *ConditionalExpression) SyntaxNode() hclsyntax.Node {
	if e.Syntax == nil {
		return nil
	}
	return e.Syntax
}

// Range implements Expression.
func (e *ConditionalExpression) Range() hcl.Range {
	return syntaxRange(e.SyntaxNode(), e.Condition, e.TrueResult, e.FalseResult)
}

// Type implements Expression.
func (e *ConditionalExpression) Type() Type {
	if e.typ != nil {
		return e.typ
	}
	return cachedType(nil, e.typecheck)
}

func (*ConditionalExpression) isExpression() {}

func (e *ConditionalExpression) typecheck() (Type, hcl.Diagnostics) {
	var diags hcl.Diagnostics
	ct, ev := resolveEventuals(typeOf(e.Condition))
	if kind, reason := Conversion(ct, BoolType); kind == NoConversion {
		detail := fmt.Sprintf("The condition of a conditional expression must be a bool, but it has type %s.", exprTypeString(typeOf(e.Condition)))
		diags = append(diags, exprError(syntaxRange(nil, e.Condition), "Incorrect condition type", withReason(detail, reason)))
	}
	// (dynamic is the top of unification, eventual or not; but a
	// conditional that may give an eventual branch is as eventual.)
	result := unifyElements([]Type{typeOf(e.TrueResult), typeOf(e.FalseResult)})
	return ev.wrap(result), diags
}

// ParenthesesExpression is `(expression)`; it has the type of its contents.
type ParenthesesExpression struct {
	// Syntax is the *hclsyntax.ParenthesesExpr; nil when synthesized.
	Syntax     *hclsyntax.ParenthesesExpr
	Expression Expression
}

// NewParenthesesExpression returns a synthesized parenthesized expression.
func NewParenthesesExpression(inner Expression) *ParenthesesExpression {
	return &ParenthesesExpression{Expression: inner}
}

// SyntaxNode implements Expression.
func (e *ParenthesesExpression) SyntaxNode() hclsyntax.Node {
	if e.Syntax == nil {
		return nil
	}
	return e.Syntax
}

// Range implements Expression.
func (e *ParenthesesExpression) Range() hcl.Range { return syntaxRange(e.SyntaxNode(), e.Expression) }

// Type implements Expression: the type of the contents.
func (e *ParenthesesExpression) Type() Type { return typeOf(e.Expression) }

func (*ParenthesesExpression) isExpression() {}
