package gen

import (
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/model"
)

// TupleElements returns e with each element call that reads a tuple at an
// integer literal index, element(t, i), written as the index expression
// t[i % length] it means. The binder types such a call as that element's
// type (element([port, "z"], 0) is an int), where a backend's element
// helper gives a value of the tuple's elements' common type (a string, or
// a Go pulumi.Input), which the element's own type does not convert from.
// A negative index, which element refuses, and an empty tuple stay calls.
// The bound expression is not modified.
func TupleElements(e model.Expression) model.Expression {
	e = MapChildren(e, TupleElements)
	x, ok := e.(*model.FunctionCallExpression)
	if !ok || x.Name != "element" || len(x.Args) != 2 {
		return e
	}
	t, ok := x.Args[0].Type().(*model.TupleType)
	if !ok || len(t.ElementTypes) == 0 {
		return e
	}
	i, ok := literalIndex(literalKey(x.Args[1]))
	if !ok {
		return e
	}
	i %= int64(len(t.ElementTypes))
	key := model.NewLiteralValueExpression(cty.NumberIntVal(i), model.IntType)
	return model.NewIndexExpression(x.Args[0], key, x.Type())
}
