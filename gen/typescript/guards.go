package typescript

import (
	"github.com/hashicorp/hcl/v2/hclsyntax"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// TypeScript narrows the type of a value by the tests that guard the code
// reading it: in `ok ? ok === false : x`, ok is of type true where the
// comparison reads it, and `a === "x" && a === "y"` compares "x" with "y".
// A comparison of values whose narrowed types do not overlap is an error
// (TS2367), where PCL compares the values. This file tracks the references
// the conditions and left operands around the code being printed test, and
// widens such a reference to its PCL type where a comparison reads it
// (`(ok as boolean) === false`). A const read in a function inside the
// guarded code is narrowed there too, so nested bodies share the tracking.

// guardedRefs counts, by their printed PCL text, the references that the
// tests around the code being printed read.
type guardedRefs map[string]int

// guardedBy records that the code printed until undo is called is guarded
// by test: the references test narrows (the bools it reads, the values it
// compares) may be narrowed there.
func (c *fnCtx) guardedBy(test model.Expression) (undo func()) {
	if *c.guards == nil {
		*c.guards = guardedRefs{}
	}
	m := *c.guards
	var keys []string
	add := func(e model.Expression) {
		k := guardKey(e)
		m[k]++
		keys = append(keys, k)
	}
	seen := map[*binder.LocalVariable]bool{}
	var visit func(e model.Expression) bool
	visit = func(e model.Expression) bool {
		if isReference(e) && model.RemoveNone(shallow(e.Type())) == model.BoolType {
			// A bool is narrowed to true or false by being tested.
			add(e)
		}
		if st, ok := e.(*model.ScopeTraversalExpression); ok && len(st.Traversal) == 1 {
			if l, isLocal := st.Definition.(*binder.LocalVariable); isLocal && !seen[l] {
				// A const's test is its value's (TypeScript narrows
				// through aliases: testing `const on = enabled` narrows
				// enabled, and so does testing `const is = x === "a"`
				// narrow x).
				seen[l] = true
				model.Walk(l.Value, visit)
			}
		}
		if k, ok := hasKeyGuard(e); ok {
			// A read at the key is narrowed to be present.
			m[k]++
			keys = append(keys, k)
		}
		if x, ok := e.(*model.BinaryOpExpression); ok && gen.IsEquality(x) {
			// Any value is narrowed to a literal by being compared with
			// one.
			for _, o := range []model.Expression{gen.Unparenthesized(x.LeftOperand), gen.Unparenthesized(x.RightOperand)} {
				if isReference(o) {
					add(o)
				}
			}
		}
		return true
	}
	model.Walk(test, visit)
	return c.unguard(keys)
}

// unguard returns the undo of guardedBy and guardParameters: it forgets
// the guards keys counted.
func (c *fnCtx) unguard(keys []string) func() {
	m := *c.guards
	return func() {
		for _, k := range keys {
			if m[k]--; m[k] == 0 {
				delete(m, k)
			}
		}
	}
}

// hasKeyGuard returns the guard key of the read that e, a test
// `__hasKey(c, "k")` of a reference c, checks: the read of c at k.
func hasKeyGuard(e model.Expression) (string, bool) {
	call, ok := e.(*model.FunctionCallExpression)
	if !ok || call.Name != gen.HasKeyName || len(call.Args) != 2 || !isReference(gen.Unparenthesized(call.Args[0])) {
		return "", false
	}
	k, ok := gen.StringLiteral(call.Args[1])
	if !ok {
		return "", false
	}
	return keyReadGuard(call.Args[0], k), true
}

// keyReadGuard is the guard key of the read of container at the key k.
func keyReadGuard(container model.Expression, k string) string {
	return "hasKey " + guardKey(container) + " " + k
}

// keyGuarded reports whether x reads, as its last step, a property that a
// test around the code being printed checks its container, an object, has.
func (c *fnCtx) keyGuarded(x *model.ScopeTraversalExpression) bool {
	if *c.guards == nil || len(x.Traversal) < 2 || x.Definition == nil {
		return false
	}
	k, ok := gen.TraverserKey(x.Traversal[len(x.Traversal)-1])
	if _, isObj := model.RemoveNone(x.Parts[len(x.Parts)-2]).(*model.ObjectType); !ok || !isObj {
		// (A map's value is read by pclIndex, of the values' type.)
		return false
	}
	container := model.NewScopeTraversalExpression(x.RootName, x.Definition, x.Traversal[1:len(x.Traversal)-1], x.Parts[len(x.Parts)-2])
	return (*c.guards)[keyReadGuard(container, k)] > 0
}

// isGuarded reports whether e is a reference that a test around the code
// being printed reads.
func (c *fnCtx) isGuarded(e model.Expression) bool {
	return *c.guards != nil && isReference(e) && (*c.guards)[guardKey(e)] > 0
}

// narrowedOperand prints e, an operand of an equality, widened to its PCL
// type when it reads a reference that a test around it reads: the
// reference itself, or an operation whose type TypeScript computes from
// the narrowed one (`!ok`, false under `ok`; a try's function returning
// ok, true there); ok is false for any other operand.
func (c *fnCtx) narrowedOperand(e model.Expression) (string, bool) {
	if *c.guards == nil || !c.readsGuarded(e) {
		return "", false
	}
	ts, ok := c.f.widePrimitiveType(e.Type())
	if !ok {
		return "", false
	}
	return "(" + c.expr(e, precCompare) + " as " + ts + ")", true
}

// readsGuarded reports whether e is or reads a reference that a test
// around it reads.
func (c *fnCtx) readsGuarded(e model.Expression) bool {
	found := false
	model.Walk(e, func(n model.Expression) bool {
		found = found || c.isGuarded(n)
		return !found
	})
	return found
}

// narrowedEquality prints x, an equality, with the operands a test around
// it may have narrowed widened; ok is false when neither is.
func (c *fnCtx) narrowedEquality(x *model.BinaryOpExpression, op string, prec int) (string, bool) {
	l, lok := c.narrowedOperand(x.LeftOperand)
	r, rok := c.narrowedOperand(x.RightOperand)
	if !lok && !rok {
		return "", false
	}
	if !lok {
		l = c.expr(x.LeftOperand, prec)
	}
	if !rok {
		r = c.expr(x.RightOperand, prec+1)
	}
	return l + " " + op + " " + r, true
}

// guardKey is the key of the reference e in guardedRefs: its printed PCL
// text without the parentheses around it, which TypeScript's narrowing
// sees through (`(m) === "b"` under `m === "a"`), with its steps by a
// string as attributes (`range["value"]` under `range.value`).
func guardKey(e model.Expression) string {
	return gen.OperandText(gen.Unparenthesized(e))
}

// isLogical reports whether op is a logical and or or, whose left operand
// guards its right one.
func isLogical(op *hclsyntax.Operation) bool {
	return op == hclsyntax.OpLogicalAnd || op == hclsyntax.OpLogicalOr
}

// isReference reports whether e is a reference (a variable or a property
// read through one), whose type TypeScript narrows.
func isReference(e model.Expression) bool {
	switch e.(type) {
	case *model.ScopeTraversalExpression, *model.RelativeTraversalExpression:
		return true
	}
	return false
}

// guardParameters records that the parameters of fn, an apply's callback,
// whose arguments read references a test around the apply reads, are
// narrowed as those are (`c ? x : secret(c) == true` compares the value
// of secret(c), false there), until undo is called.
func (c *fnCtx) guardParameters(args []model.Expression, fn *model.AnonymousFunctionExpression) (undo func()) {
	if *c.guards == nil {
		return func() {}
	}
	m := *c.guards
	var keys []string
	for i, a := range args {
		if i < len(fn.Parameters) && c.readsGuarded(a) {
			k := guardKey(model.NewScopeTraversalExpression(fn.Parameters[i].Name, fn.Parameters[i], nil, nil))
			m[k]++
			keys = append(keys, k)
		}
	}
	return c.unguard(keys)
}
