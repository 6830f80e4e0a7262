package golang

import (
	"strings"

	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// loopSource prints the collection a plain for expression ranges over. A
// list or object constructor, loop or splat that holds outputs
// (`[server.id]`, `[for s in servers : s.id]`) is printed as the input
// collection that holds them, as a local holding outputs is (valueOf): its
// length and keys are plain, its elements are not. A list is declared
// before the loop (a composite literal of a qualified type in a for clause
// would need parentheses); loopHeader declares a map itself, to sort its
// keys.
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
	switch x := inner.(type) {
	case *model.TupleConsExpression, *model.ForExpression, *model.SplatExpression, *model.ConditionalExpression:
		var value string
		if x, ok := x.(*model.ConditionalExpression); ok {
			// Each branch is given as the collection type whose input
			// interface the conditional would be (an interface has no
			// elements to range over).
			if gt := c.conditionalInputType(x, x.Type()); strings.HasSuffix(gt, "Input") {
				value = c.conditionalInput(strings.TrimSuffix(gt, "Input"), x, x.Type())
			}
		}
		if _, vt, ok := model.ForIterationTypes(inner.Type()); ok && value == "" && gen.IsOutput(vt) {
			if _, isTuple := x.(*model.TupleConsExpression); isTuple && c.f.inputInterface(c.f.outputType(vt)) != c.f.pulumi()+".Input" {
				// The elements of a tuple of outputs and plain values,
				// which the loop's variable takes as the Input of
				// their one type ([r.results, ["x"]] is a
				// pulumi.StringArrayArray).
				value = c.input(inner, model.NewListType(vt))
			}
		}
		if value == "" {
			value = c.input(inner, inner.Type())
		}
		list := c.scope.Declare("collection")
		c.out.WriteString(list + " := " + value + "\n")
		return list
	case *model.ObjectConsExpression:
		return c.input(inner, inner.Type())
	}
	return c.plain(coll, precLowest)
}

// inputLoopSource reports whether loopSource prints coll as an input
// collection that holds outputs (a pulumi.IntArray), whose elements are
// Inputs (pulumi.IntInput).
func inputLoopSource(coll model.Expression) bool {
	inner := gen.Unparenthesized(coll)
	if gen.IsOutput(inner.Type()) || !gen.ValueHoldsOutputs(inner) {
		return false
	}
	switch inner.(type) {
	case *model.TupleConsExpression, *model.ForExpression, *model.SplatExpression, *model.ConditionalExpression:
		return true
	}
	return false
}

// inputElements reports whether a loop over coll visits the elements of an
// input collection that holds outputs (pulumi.IntInput of a
// pulumi.IntMap): a collection loopSource prints as one, or a reference to
// a value Go holds as one (a local holding outputs).
func inputElements(coll model.Expression) bool {
	if inputLoopSource(coll) {
		return true
	}
	_, isRef := gen.Unparenthesized(coll).(*model.ScopeTraversalExpression)
	return isRef && !gen.IsOutput(coll.Type()) && gen.HoldsOutputs(coll.Type())
}

// loopInputAsOutput returns s, the printed reference e, as an Output when
// e is a loop variable that holds an element of an input collection (see
// inputLoopSource): an Input has no ApplyT.
func (c *fnCtx) loopInputAsOutput(e model.Expression, s string) string {
	if !gen.IsVariable(e) {
		return s
	}
	v := gen.Unparenthesized(e).(*model.ScopeTraversalExpression).Definition.(*model.Variable)
	if !c.f.inputLoopVars[v] {
		return s
	}
	if out := c.f.outputType(e.Type()); out != "" && !c.f.untypedOutput(out) {
		return s + outputMethod(out)
	}
	return s
}
