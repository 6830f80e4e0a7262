package gen

import (
	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model"
)

// ConvertInvokeArgs returns e with the arguments object of every invoke in
// it converted, per needs, to the invoke's parameter type (see
// ConvertInvokeCall).
func ConvertInvokeArgs(e model.Expression, needs NeedsConversion) model.Expression {
	var visit func(e model.Expression) model.Expression
	visit = func(e model.Expression) model.Expression {
		e = MapChildren(e, visit)
		if x, ok := e.(*model.FunctionCallExpression); ok {
			return ConvertInvokeCall(x, needs)
		}
		return e
	}
	return visit(e)
}

// ConvertInvokeCall returns x, when it is an invoke, with its arguments
// object converted, per needs, to the invoke's parameter type (see
// InsertConversions): a number given for a string argument becomes a
// string, in nested objects, lists, conditionals and for expressions too.
// Other calls, and invokes that need no conversion, are returned as they
// are.
func ConvertInvokeCall(x *model.FunctionCallExpression, needs NeedsConversion) model.Expression {
	if x.Name != binder.InvokeName || len(x.Args) < 2 || len(x.Signature.Parameters) < 2 {
		return x
	}
	obj, isObj := x.Args[1].(*model.ObjectConsExpression)
	if !isObj {
		return x
	}
	converted := InsertConversions(obj, x.Signature.Parameters[1].Type, needs)
	if converted == model.Expression(obj) {
		return x
	}
	args := append([]model.Expression{x.Args[0], converted}, x.Args[2:]...)
	return model.NewFunctionCallExpression(x.Name, x.Signature, args, x.ExpandFinal, x.Type())
}
