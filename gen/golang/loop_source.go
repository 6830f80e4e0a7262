package golang

import (
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// loopSource prints the collection a plain for expression ranges over. A
// list or object constructor that holds outputs (`[server.id]`, whose
// elements the loop's body does not read) is printed as the input
// collection that holds them, as a local holding outputs is (valueOf): its
// length and keys are plain, its elements are not. A list is
// parenthesized, as a composite literal of a qualified type in a for clause
// must be.
func (c *fnCtx) loopSource(coll model.Expression) string {
	inner := coll
	for {
		p, ok := inner.(*model.ParenthesesExpression)
		if !ok {
			break
		}
		inner = p.Expression
	}
	if gen.IsOutput(inner.Type()) || !gen.ValueHoldsOutputs(inner) {
		return c.plain(coll, precLowest)
	}
	switch inner.(type) {
	case *model.TupleConsExpression:
		return "(" + c.input(inner, inner.Type()) + ")"
	case *model.ObjectConsExpression:
		// loopHeader assigns a map to a variable, to sort its keys.
		return c.input(inner, inner.Type())
	}
	return c.plain(coll, precLowest)
}
