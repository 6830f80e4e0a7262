package gen

import (
	"github.com/hashicorp/hcl/v2/hclsyntax"

	"github.com/pclgen/pclgen/model"
)

// This file is PCL's binary operators as every backend prints them: which
// operations there are, how they group by binding strength, and how C
// spells them. A backend's language facts are data (Precedences, and the
// operators it spells otherwise) that BinaryOperator interprets.

// OpClass is a class of PCL's binary operations that bind alike in every
// target language.
type OpClass int

// The classes of binary operations, loosest first.
const (
	OpClassOr             OpClass = iota // ||
	OpClassAnd                           // &&
	OpClassEquality                      // == !=
	OpClassOrder                         // < <= > >=
	OpClassAdditive                      // + -
	OpClassMultiplicative                // * / %
)

// Precedences are a target language's precedence of each class of binary
// operation: its printers' numbers, higher binding tighter.
type Precedences struct {
	Or, And, Equality, Order, Additive, Multiplicative int
}

// Of returns the precedence of class.
func (p Precedences) Of(class OpClass) int {
	switch class {
	case OpClassOr:
		return p.Or
	case OpClassAnd:
		return p.And
	case OpClassEquality:
		return p.Equality
	case OpClassOrder:
		return p.Order
	case OpClassAdditive:
		return p.Additive
	}
	return p.Multiplicative
}

// BinaryOp is a binary operation as a target language prints it.
type BinaryOp struct {
	// Op is the operator.
	Op    string
	Class OpClass
	// Prec is the operation's precedence.
	Prec int
}

// BinaryOperator returns how a target language prints PCL's binary
// operation op: the operator as C spells it ("||", "==", "%", ...) unless
// spell gives the language's own spelling of that, and the precedence of
// its class in precs. ok is false for an operation PCL does not have.
func BinaryOperator(op *hclsyntax.Operation, precs Precedences, spell map[string]string) (b BinaryOp, ok bool) {
	switch op {
	case hclsyntax.OpLogicalOr:
		b = BinaryOp{"||", OpClassOr, 0}
	case hclsyntax.OpLogicalAnd:
		b = BinaryOp{"&&", OpClassAnd, 0}
	case hclsyntax.OpEqual:
		b = BinaryOp{"==", OpClassEquality, 0}
	case hclsyntax.OpNotEqual:
		b = BinaryOp{"!=", OpClassEquality, 0}
	case hclsyntax.OpGreaterThan:
		b = BinaryOp{">", OpClassOrder, 0}
	case hclsyntax.OpGreaterThanOrEqual:
		b = BinaryOp{">=", OpClassOrder, 0}
	case hclsyntax.OpLessThan:
		b = BinaryOp{"<", OpClassOrder, 0}
	case hclsyntax.OpLessThanOrEqual:
		b = BinaryOp{"<=", OpClassOrder, 0}
	case hclsyntax.OpAdd:
		b = BinaryOp{"+", OpClassAdditive, 0}
	case hclsyntax.OpSubtract:
		b = BinaryOp{"-", OpClassAdditive, 0}
	case hclsyntax.OpMultiply:
		b = BinaryOp{"*", OpClassMultiplicative, 0}
	case hclsyntax.OpDivide:
		b = BinaryOp{"/", OpClassMultiplicative, 0}
	case hclsyntax.OpModulo:
		b = BinaryOp{"%", OpClassMultiplicative, 0}
	default:
		return BinaryOp{}, false
	}
	if s, respelled := spell[b.Op]; respelled {
		b.Op = s
	}
	b.Prec = precs.Of(b.Class)
	return b, true
}

// LeftChain returns the operations of the left-leaning chain that x heads,
// outermost first: x, then its left operand while that is an operation
// joins accepts (given it and the operation whose left operand it is).
// Printers write a chain in one pass from the innermost left operand on, as
// `1 + 2 + ... + n` would otherwise be copied once per operator; joins
// accepts an operation its printer would print as it is, without
// parentheses or a conversion, where the chain's next operator expects it.
func LeftChain(x *model.BinaryOpExpression, joins func(left, outer *model.BinaryOpExpression) bool) []*model.BinaryOpExpression {
	chain := []*model.BinaryOpExpression{x}
	for {
		outer := chain[len(chain)-1]
		l, ok := outer.LeftOperand.(*model.BinaryOpExpression)
		if !ok || !joins(l, outer) {
			return chain
		}
		chain = append(chain, l)
	}
}

// IsEquality reports whether x is == or !=.
func IsEquality(x *model.BinaryOpExpression) bool {
	return x.Operation == hclsyntax.OpEqual || x.Operation == hclsyntax.OpNotEqual
}
