package gen

import (
	"github.com/hashicorp/hcl/v2/hclsyntax"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model"
)

// numericOps are the operations whose operands PCL converts to numbers.
var numericOps = map[*hclsyntax.Operation]bool{
	hclsyntax.OpAdd:                true,
	hclsyntax.OpSubtract:           true,
	hclsyntax.OpMultiply:           true,
	hclsyntax.OpDivide:             true,
	hclsyntax.OpModulo:             true,
	hclsyntax.OpGreaterThan:        true,
	hclsyntax.OpGreaterThanOrEqual: true,
	hclsyntax.OpLessThan:           true,
	hclsyntax.OpLessThanOrEqual:    true,
	hclsyntax.OpNegate:             true,
}

// logicalOps are the operations whose operands PCL converts to bools.
var logicalOps = map[*hclsyntax.Operation]bool{
	hclsyntax.OpLogicalAnd: true,
	hclsyntax.OpLogicalOr:  true,
	hclsyntax.OpLogicalNot: true,
}

// ConvertOperands returns e with the string operands of arithmetic,
// ordering and logical operations, and the string conditions of
// conditionals, converted (with __convert, per needs) to the numbers or
// bools PCL makes of them: `port + 1` with a string port "8080" is 8081,
// and `flag ? a : b` with a string flag "false" is b. The binder types the
// operations from PCL's conversions, but no target language makes them
// itself (they concatenate or repeat strings, take any non-empty string as
// true, or do not compile). So are the branches of conditionals of other
// types than the conditional's (see branchAs), and lookup's default and the
// attempts of try and recover that are of any type, which PCL converts to
// the call's type. A constant operand is
// converted by InsertConversions; one that does not convert fails at run
// time, as PCL fails. The bound expression is not modified.
func ConvertOperands(e model.Expression, needs NeedsConversion) model.Expression {
	e = MapChildren(e, func(c model.Expression) model.Expression { return ConvertOperands(c, needs) })
	operand := func(op *hclsyntax.Operation, x model.Expression) model.Expression {
		if !isStringValue(x.Type()) {
			return x
		}
		switch {
		case numericOps[op]:
			return InsertConversions(x, model.NumberType, needs)
		case logicalOps[op]:
			return InsertConversions(x, model.BoolType, needs)
		}
		return x
	}
	switch x := e.(type) {
	case *model.BinaryOpExpression:
		l, r := operand(x.Operation, x.LeftOperand), operand(x.Operation, x.RightOperand)
		if l != x.LeftOperand || r != x.RightOperand {
			return model.NewBinaryOpExpression(x.Operation, l, r, x.Type())
		}
	case *model.UnaryOpExpression:
		if o := operand(x.Operation, x.Operand); o != x.Operand {
			return model.NewUnaryOpExpression(x.Operation, o, x.Type())
		}
	case *model.ConditionalExpression:
		c := x.Condition
		if isStringValue(x.Condition.Type()) {
			c = InsertConversions(x.Condition, model.BoolType, needs)
		}
		t, f := branchAs(x.TrueResult, x.Type(), needs), branchAs(x.FalseResult, x.Type(), needs)
		if c != x.Condition || t != x.TrueResult || f != x.FalseResult {
			n := model.NewConditionalExpression(c, t, f, x.Type())
			n.Syntax = x.Syntax
			return n
		}
	case *model.FunctionCallExpression:
		first := -1
		switch {
		case x.Name == ChosenConditional && len(x.Args) == 3:
			first = 1
		case x.Name == "lookup" && len(x.Args) == 3:
			// The default, given where the element would be.
			first = 2
		case x.Name == "try" || x.Name == "recover":
			// Each attempt, given where the call's value is.
			first = 0
		}
		if c := convertBuiltinArgs(x, first, needs); c != nil {
			e, x = c, c
		}
		if first < 0 {
			break
		}
		args := append([]model.Expression{}, x.Args...)
		changed := false
		for i := first; i < len(args); i++ {
			if first != 1 && model.RemoveNone(model.ResolveOutputs(x.Args[i].Type())) != model.DynamicType {
				// (Values of other types than any are converted where the
				// backends print these calls.)
				continue
			}
			args[i] = branchAs(x.Args[i], x.Type(), needs)
			changed = changed || args[i] != x.Args[i]
		}
		if changed {
			call := rebuiltCall(x, x.Signature, args, x.ExpandFinal, x.Type())
			call.ArgumentVariables = x.ArgumentVariables
			call.Syntax = x.Syntax
			return call
		}
	}
	return e
}

// convertBuiltinArgs returns the call x of a builtin with its arguments of
// any type converted (per needs) to the primitive types, or collections of
// them, the builtin declares for them, as PCL converts them: split(",", v)
// with a number v splits v's digits. The arguments from index given on
// (when it is not negative) are given where the call's value is, and are
// left to ConvertOperands. It returns nil when none is converted.
func convertBuiltinArgs(x *model.FunctionCallExpression, given int, needs NeedsConversion) *model.FunctionCallExpression {
	dynamic := func(i int) bool {
		return (given < 0 || i < given) && model.RemoveNone(model.ResolveOutputs(x.Args[i].Type())) == model.DynamicType
	}
	found := false
	for i := range x.Args {
		found = found || dynamic(i)
	}
	if !found {
		// (Most calls: the builtin's signature is not asked for.)
		return nil
	}
	params := binder.BuiltinParameterTypes(x.Name, x.Args)
	if params == nil {
		// Not a builtin: an intrinsic of the lowering passes.
		return nil
	}
	var args []model.Expression
	for i, a := range x.Args {
		if params[i] == nil || !dynamic(i) {
			continue
		}
		to := model.RemoveNone(params[i])
		if !needs(model.DynamicType, to) {
			continue
		}
		if args == nil {
			args = append([]model.Expression{}, x.Args...)
		}
		args[i] = InsertConversions(a, params[i], needs)
	}
	if args == nil {
		return nil
	}
	call := rebuiltCall(x, x.Signature, args, x.ExpandFinal, x.Type())
	call.ArgumentVariables = x.ArgumentVariables
	call.Syntax = x.Syntax
	return call
}

// branchAs returns the branch e of a conditional of type t converted (per
// needs) to t, as PCL converts both branches to the conditional's type: a
// map of numbers chosen where the other branch is a map of strings is a map
// of strings.
func branchAs(e model.Expression, t model.Type, needs NeedsConversion) model.Expression {
	if IsNull(e) {
		return e
	}
	return InsertConversions(e, model.ResolveOutputs(t), needs)
}

// isStringValue reports whether t is a string (or a string enum), plain or
// eventual, and optional or not.
func isStringValue(t model.Type) bool {
	return Unenum(model.RemoveNone(model.ResolveOutputs(t))) == model.StringType
}
