package binder

import (
	"fmt"
	"math/big"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/model"
	"github.com/pclgen/pclgen/model/eval"
)

// This file reports the operations whose failure is certain from their
// constants: a division or remainder by a constant zero (whatever the
// dividend: the operation fails whenever it is evaluated, and no target
// language compiles a constant zero divisor), and an int operation on
// constants whose value is beyond a 64-bit integer (the int every backend
// prints it as). It warns of an arithmetic operation on constants whose
// value is a whole number the target languages compute differently
// (eval.InexactWhole: beyond ±2^53 and not a float64, or beyond a 64-bit
// integer). Operations inside the arguments of try and can are left
// alone: failing there is how those builtins are used.

// int64Min and int64Max are the bounds of a 64-bit integer.
var int64Min, int64Max = big.NewInt(-1 << 63), big.NewInt(1<<63 - 1)

// checkConstantOperations reports the operations of e (bound without
// errors) that certainly fail.
func (b *binder) checkConstantOperations(e model.Expression) {
	// Each operation is evaluated once, however deep the walk asks.
	folder := eval.NewFolder(eval.Env{})
	// within holds the operations inside one warned of as inexact.
	within := map[model.Expression]bool{}
	model.Walk(e, func(x model.Expression) bool {
		switch x := x.(type) {
		case *model.FunctionCallExpression:
			return x.Name != "try" && x.Name != "can"
		case *model.BinaryOpExpression:
			if x.Operation == hclsyntax.OpDivide || x.Operation == hclsyntax.OpModulo {
				if v, ok := folder.ConstantValue(x.RightOperand); ok && v.Type().FriendlyName() == "number" && v.AsBigFloat().Sign() == 0 {
					what := "division"
					if x.Operation == hclsyntax.OpModulo {
						what = "remainder"
					}
					b.report(errorf(x.RightOperand.Range(), "Division by zero",
						"The divisor is the constant zero, so the %s fails whenever it is evaluated.", what))
					return false
				}
			}
			if b.intOverflow(folder, x) {
				return false
			}
			if !within[x] && b.inexactWhole(folder, x) {
				// Warned of once, not again for its operands.
				model.Walk(x, func(y model.Expression) bool {
					within[y] = true
					return true
				})
			}
			return true
		case *model.UnaryOpExpression:
			return !b.intOverflow(folder, x)
		}
		return true
	})
}

// intOverflow reports an int operation x on constants whose value is
// beyond a 64-bit integer, and returns whether it did.
func (b *binder) intOverflow(folder *eval.Folder, x model.Expression) bool {
	n, ok := overflowingInt(folder, x)
	if !ok {
		return false
	}
	b.report(&hcl.Diagnostic{
		Severity: hcl.DiagError,
		Summary:  "Integer overflow",
		Detail: fmt.Sprintf("The value of this int operation on constants is %s, beyond the range of a 64-bit integer (%s to %s), the int of every target language's SDK. Compute it as a number (write an operand with a fraction, such as 1.0) or keep it in range.",
			n, int64Min, int64Max),
		Subject: ptr(x.Range()),
	})
	return true
}

// inexactWhole warns of an arithmetic operation x on constants whose
// value is a whole number the target languages do not agree on
// (eval.InexactWhole), and returns whether it did.
func (b *binder) inexactWhole(folder *eval.Folder, x *model.BinaryOpExpression) bool {
	switch x.Operation {
	case hclsyntax.OpAdd, hclsyntax.OpSubtract, hclsyntax.OpMultiply, hclsyntax.OpDivide, hclsyntax.OpModulo:
	default:
		return false
	}
	v, ok := folder.ConstantValue(x)
	if !ok {
		return false
	}
	n, inexact := eval.InexactWhole(v, model.RemoveNone(x.Type()) == model.IntType)
	if inexact {
		b.report(warningf(x.Range(), eval.InexactSummary, "%s", eval.InexactDetail(n)))
	}
	return inexact
}

// overflowingInt returns the value of x when x is an int operation on
// constants (not a literal, which the parser checks) whose value is beyond
// a 64-bit integer.
func overflowingInt(folder *eval.Folder, x model.Expression) (*big.Int, bool) {
	switch unparenthesized(x).(type) {
	case *model.BinaryOpExpression, *model.UnaryOpExpression:
	default:
		return nil, false
	}
	if model.RemoveNone(x.Type()) != model.IntType {
		return nil, false
	}
	v, ok := folder.ConstantValue(x)
	if !ok || v.Type() != cty.Number {
		return nil, false
	}
	if _, acc := v.AsBigFloat().Int64(); acc == big.Exact {
		return nil, false // the common case: an int64
	}
	n, ok := model.BigIntValue(v)
	if !ok || n.Cmp(int64Min) >= 0 && n.Cmp(int64Max) <= 0 {
		return nil, false
	}
	return n, true
}
