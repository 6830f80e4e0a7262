package gen

import (
	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/model"
)

// This file lets the apply lowering turn a for expression whose key,
// value or condition reads an eventual through its loop variables
// (`[for x in r : x.result if x.special]`, an invoke of the loop value in
// the condition) into one apply around the whole expression: the
// eventuals cannot be the apply's arguments as they are, since the loop
// variables exist only inside the loop.

// hoistLoopSources returns x with each source in its key, value and
// condition that reads x's loop variables replaced by an index into a for
// expression of those sources over the same collection: for a source S,
// `[for k, v in C : S]` (or `{for k, v in C : k => S}` over a map), indexed
// by the loop's key. That collection of eventuals is an argument the apply
// resolves whole, and the loop inside the apply reads each element's
// resolved value at its key. ok is false when x has no such source, or
// cannot be rewritten (a set or dynamic collection has no key to index
// by).
func (l *applyLowerer) hoistLoopSources(x *model.ForExpression) (*model.ForExpression, bool) {
	if l.gathered[x] {
		return nil, false
	}
	loopVars := loopVariables(x)
	if !l.readsLoopSource(x.Key, loopVars) && !l.readsLoopSource(x.Value, loopVars) && !l.readsLoopSource(x.Condition, loopVars) {
		return nil, false
	}
	keyType, _, ok := model.ForIterationTypes(x.Collection.Type())
	if !ok || l.eventual(x.Collection.Type()) {
		return nil, false
	}
	byKey := false
	switch keyType {
	case model.IntType:
	case model.StringType:
		byKey = true
	default:
		return nil, false
	}
	keyVar := x.KeyVariable
	if keyVar == nil {
		keyVar = model.NewVariable("key", keyType)
		loopVars[model.Definition(keyVar)] = true
	}
	h := &loopHoister{l: l, x: x, keyVar: keyVar, byKey: byKey, loopVars: loopVars}
	out := model.NewForExpression(keyVar, x.ValueVariable, x.Collection,
		h.rewrite(x.Key), h.rewrite(x.Value), h.rewrite(x.Condition), x.Group, x.Type())
	out.Syntax = x.Syntax
	return out, true
}

// loopVariables returns the set of the variables x binds.
func loopVariables(x *model.ForExpression) map[model.Definition]bool {
	vars := map[model.Definition]bool{model.Definition(x.ValueVariable): true}
	if x.KeyVariable != nil {
		vars[model.Definition(x.KeyVariable)] = true
	}
	return vars
}

// readsLoopSource reports whether e holds a source that refers to one of
// loopVars, in a loop inside e too when the source reads none of that
// loop's variables (what loopHoister.rewriteIn gathers).
func (l *applyLowerer) readsLoopSource(e model.Expression, loopVars map[model.Definition]bool) bool {
	return l.readsLoopSourceIn(e, loopVars, nil)
}

// readsLoopSourceIn is readsLoopSource inside loops that bind inner.
func (l *applyLowerer) readsLoopSourceIn(e model.Expression, loopVars, inner map[model.Definition]bool) bool {
	if e == nil {
		return false
	}
	found := false
	model.Walk(e, func(n model.Expression) bool {
		if found {
			return false
		}
		switch x := n.(type) {
		case *model.AnonymousFunctionExpression:
			return false
		case *model.SplatExpression:
			// The splat's source, and its each expression (which reads the
			// item, not a loop variable, besides what is around it).
			found = l.readsLoopSourceIn(x.Source, loopVars, inner) || l.readsLoopSourceIn(x.Each, loopVars, inner)
			return false
		case *model.ForExpression:
			bound := withDefinitions(inner, x.ValueVariable, x.KeyVariable)
			found = l.readsLoopSourceIn(x.Collection, loopVars, inner) || l.readsLoopSourceIn(x.Key, loopVars, bound) ||
				l.readsLoopSourceIn(x.Value, loopVars, bound) || l.readsLoopSourceIn(x.Condition, loopVars, bound)
			return false
		}
		if src := l.loopSource(n); src != nil && refersTo(src, loopVars) && !refersTo(src, inner) {
			found = true
			return false
		}
		return true
	})
	return found
}

// loopSource returns the eventual source n is or starts with (a reference
// up to its first eventual part), or nil.
func (l *applyLowerer) loopSource(n model.Expression) model.Expression {
	if st, ok := n.(*model.ScopeTraversalExpression); ok {
		i := l.eventualPrefix(st.Parts)
		if i < 0 {
			return nil
		}
		prefix, _ := sourcePrefix(st, i)
		return prefix
	}
	if l.eventual(n.Type()) && l.isSource(n) {
		return n
	}
	return nil
}

// sourcePrefix returns the part of x up to its part i, and the traversal
// after it.
func sourcePrefix(x *model.ScopeTraversalExpression, i int) (*model.ScopeTraversalExpression, hcl.Traversal) {
	if i >= len(x.Parts)-1 {
		return x, nil
	}
	prefix := model.NewScopeTraversalExpression(x.RootName, x.Definition, x.Traversal[1:i+1], x.Parts[i])
	prefix.Traversal[0] = x.Traversal[0]
	return prefix, x.Traversal[i+1:]
}

// refersTo reports whether e refers to one of defs.
func refersTo(e model.Expression, defs map[model.Definition]bool) bool {
	found := false
	model.Walk(e, func(n model.Expression) bool {
		if st, ok := n.(*model.ScopeTraversalExpression); ok && st.Definition != nil && defs[st.Definition] {
			found = true
		}
		return !found
	})
	return found
}

// loopHoister rewrites the parts of one for expression.
type loopHoister struct {
	l        *applyLowerer
	x        *model.ForExpression
	keyVar   *model.Variable
	byKey    bool
	loopVars map[model.Definition]bool
}

// rewrite returns e with each source that reads the loop variables replaced
// by the index of its per-element collection at the loop's key.
func (h *loopHoister) rewrite(e model.Expression) model.Expression {
	return h.rewriteIn(e, nil)
}

// rewriteIn is rewrite inside nested for expressions that bind inner: a
// source that reads their variables cannot be gathered over the outer
// loop's collection, so it is left as it is.
func (h *loopHoister) rewriteIn(e model.Expression, inner map[model.Definition]bool) model.Expression {
	if e == nil {
		return nil
	}
	switch x := e.(type) {
	case *model.AnonymousFunctionExpression:
		return e
	case *model.SplatExpression:
		// The splat's source is gathered as any source is (its each
		// expression reads the item, which no loop variable is), as
		// readsLoopSource finds it.
		src := h.rewriteIn(x.Source, inner)
		if src == x.Source {
			return e
		}
		out := model.NewSplatExpression(src, x.Item, x.Each, nil)
		out.Syntax = x.Syntax
		return out
	case *model.ForExpression:
		// A loop in the key, value or condition (`[for v in range(2) :
		// x.result]`): its sources that read the outer loop's variables
		// alone are gathered too.
		bound := withDefinitions(inner, x.ValueVariable, x.KeyVariable)
		out := model.NewForExpression(x.KeyVariable, x.ValueVariable, h.rewriteIn(x.Collection, inner),
			h.rewriteIn(x.Key, bound), h.rewriteIn(x.Value, bound), h.rewriteIn(x.Condition, bound), x.Group, x.Type())
		out.Syntax = x.Syntax
		return out
	}
	if src := h.l.loopSource(e); src != nil && refersTo(src, h.loopVars) && !refersTo(src, inner) {
		elems := h.perElement(src)
		key := model.NewScopeTraversalExpression(h.keyVar.Name, h.keyVar, nil, h.keyVar.VariableType)
		key.Traversal[0] = hcl.TraverseRoot{Name: h.keyVar.Name, SrcRange: src.Range()}
		var idx model.Expression = model.NewIndexExpression(elems, key, src.Type())
		if st, ok := e.(*model.ScopeTraversalExpression); ok && src != e {
			// The rest of the reference applies to the element.
			_, rest := sourcePrefix(st, h.l.eventualPrefix(st.Parts))
			idx = model.NewRelativeTraversalExpression(idx, rest, st.Type())
		}
		return idx
	}
	return model.MapChildren(e, func(c model.Expression) model.Expression { return h.rewriteIn(c, inner) }, model.Expression.Type)
}

// perElement returns the for expression of src over the loop's collection,
// with the loop's variables: a list over a list, a map by key over a map.
func (h *loopHoister) perElement(src model.Expression) model.Expression {
	var key model.Expression
	if h.byKey {
		ref := model.NewScopeTraversalExpression(h.keyVar.Name, h.keyVar, nil, h.keyVar.VariableType)
		key = ref
	}
	gathered := model.NewForExpression(h.keyVar, h.x.ValueVariable, h.x.Collection, key, src, nil, false, nil)
	if h.l.gathered == nil {
		h.l.gathered = map[*model.ForExpression]bool{}
	}
	h.l.gathered[gathered] = true
	return gathered
}

// applyOverCollection lowers a for expression over an eventual collection
// whose key, value or condition reads eventuals through its loop variables
// (`[for k, p in keyed : "${k}=${p.result}"]`, keyed a collection of
// resources created inside an apply, whose properties stay outputs once
// it is resolved). The eventuals cannot be resolved with the collection, so
// the apply resolves the collection alone, and its callback builds the
// loop over the resolved collection as any loop over a plain one (a
// collection of eventuals, or an apply of its own) and returns it as one
// output (__output), which the apply awaits. ok is false for another
// expression.
func (l *applyLowerer) applyOverCollection(x *model.ForExpression) (model.Expression, bool) {
	if !l.eventual(x.Collection.Type()) && !l.promiseHoldingOutputs(x.Collection.Type()) {
		return nil, false
	}
	loopVars := loopVariables(x)
	if !l.readsLoopSource(x.Key, loopVars) && !l.readsLoopSource(x.Value, loopVars) && !l.readsLoopSource(x.Condition, loopVars) {
		return nil, false
	}
	c := &applyCollector{l: l}
	coll := c.replace(x.Collection)
	if len(c.args) == 0 {
		return nil, false
	}
	x = resolvedLoopVariables(x, coll)
	// The loop over the resolved collection: a collection of the values
	// as they are (outputs among them), eventual itself when its key or
	// condition holds an eventual.
	var t model.Type = x.Value.Type()
	if x.Group {
		t = model.NewListType(t)
	}
	if x.Key != nil {
		t = model.NewMapType(t)
	} else {
		t = model.NewListType(t)
	}
	if x.Key != nil && c.containsEventual(x.Key) || x.Condition != nil && c.containsEventual(x.Condition) {
		// Which elements there are, or their keys, are eventual (through
		// the loop variables or not): the loop is an apply of its own.
		t = model.NewOutputType(model.ResolveOutputs(t))
	}
	inner := model.NewForExpression(x.KeyVariable, x.ValueVariable, coll, x.Key, x.Value, x.Condition, x.Group, t)
	inner.Syntax = x.Syntax
	resolved := model.ResolveOutputs(t)
	body := l.lower(inner)
	if !l.eventual(body.Type()) && !HoldsOutputs(body.Type()) {
		// The loop reads the resolved elements alone (see
		// resolvedLoopVariables): it is the apply's plain result.
		return c.apply(body, resolved), true
	}
	return c.apply(toOutput(body, model.NewOutputType(resolved)), resolved), true
}

// promiseHoldingOutputs reports whether t is a promise whose value holds
// outputs where the backend holds promises as plain values: the binder
// types the loop variables of a loop over it as resolved (a promise
// resolves the outputs it holds), where the backend's elements are outputs
// (`{for i, v in invokeResult.list : i => length(pet.keepers)}` is a map of
// outputs in Go). Such a loop whose key, value or condition reads eventuals
// through its variables is an apply over the collection, as it is where
// promises are eventual.
func (l *applyLowerer) promiseHoldingOutputs(t model.Type) bool {
	_, p := model.ContainsEventuals(t)
	return p && l.opts.PlainPromises && HoldsOutputs(t)
}

// resolvedLoopVariables returns x with the variables it binds retyped from
// coll, its collection as an apply resolves it: an apply resolves outputs
// nested in the collection too (an output of a list of outputs, such as a
// splat of an output attribute over resources ranged over an output: Go's
// ApplyT, TypeScript's pulumi.output and Python's Output.all all resolve
// the elements), so its elements are plain where the binder typed them as
// outputs.
func resolvedLoopVariables(x *model.ForExpression, coll model.Expression) *model.ForExpression {
	kt, vt, ok := model.ForIterationTypes(coll.Type())
	if !ok {
		return x
	}
	resolve := func(v *model.Variable, t model.Type) *model.Variable {
		if v == nil || !HoldsOutputs(v.Type()) || HoldsOutputs(t) {
			return v
		}
		return model.NewVariable(v.Name, t)
	}
	kv, vv := resolve(x.KeyVariable, kt), resolve(x.ValueVariable, vt)
	next := func(e model.Expression) model.Expression { return e }
	if vv != x.ValueVariable {
		// Its reads as an output (__output(v), which HeldCollections made
		// of an element of a collection holding outputs) are reads of the
		// resolved element as it is, as in resolvedLoop.
		next = func(e model.Expression) model.Expression { return unwrapOutputReads(e, vv) }
	}
	if f, ok := retypeFor(x, x.Collection, kv, vv, next).(*model.ForExpression); ok {
		return f
	}
	return x
}
