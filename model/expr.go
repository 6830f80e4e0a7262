package model

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// Expression is a typed PCL expression. Every hclsyntax expression kind has a
// counterpart; nodes expose their children and data in exported fields so that
// evaluation, lowering and code generation can be separate walkers.
//
// Bound nodes are never mutated: passes that rewrite expressions build new
// nodes with the New* constructors. A node built as a struct literal instead of
// with a constructor computes its type on each call to Type.
type Expression interface {
	// SyntaxNode returns the syntax the expression was bound from, or nil for
	// a synthesized expression.
	SyntaxNode() hclsyntax.Node
	// Range returns the source range of the expression: its syntax's range, or
	// for a synthesized expression the range spanning its children.
	Range() hcl.Range
	// Type returns the type of the expression; never nil.
	Type() Type

	isExpression()
}

// typeOf returns e's type, reading nil (either e or its type) as dynamic.
func typeOf(e Expression) Type {
	if e == nil {
		return DynamicType
	}
	if t := e.Type(); t != nil {
		return t
	}
	return DynamicType
}

// cachedType returns typ when a constructor or the binder has set it, and
// otherwise computes the type with check, dropping diagnostics.
func cachedType(typ Type, check func() (Type, hcl.Diagnostics)) Type {
	if typ != nil {
		return typ
	}
	t, _ := check()
	if t == nil {
		return DynamicType
	}
	return t
}

// syntaxRange returns the range of syntax when it is non-nil, and otherwise
// the range spanning children.
func syntaxRange(syntax hclsyntax.Node, children ...Expression) hcl.Range {
	if syntax != nil {
		return syntax.Range()
	}
	var rng hcl.Range
	for _, c := range children {
		if c == nil {
			continue
		}
		r := c.Range()
		switch {
		case r.Filename == "" && r.Start.Line == 0:
			// A synthesized child without a source range adds nothing.
		case rng.Filename == "" && rng.Start.Line == 0:
			rng = r
		default:
			rng = hcl.RangeOver(rng, r)
		}
	}
	return rng
}

// eventualKinds records whether any of some types was (or contained) an output or
// a promise.
type eventualKinds struct {
	output, promise bool
}

// eventualsOf reports the eventuals in t.
func eventualsOf(t Type) eventualKinds {
	if t == nil {
		return eventualKinds{}
	}
	o, p := ContainsEventuals(t)
	return eventualKinds{output: o, promise: p}
}

func (e eventualKinds) any() bool { return e.output || e.promise }

func (e eventualKinds) or(o eventualKinds) eventualKinds {
	return eventualKinds{output: e.output || o.output, promise: e.promise || o.promise}
}

// wrap lifts t into output when there was an output, else into promise when
// there was a promise.
func (e eventualKinds) wrap(t Type) Type {
	switch {
	case e.output:
		return NewOutputType(t)
	case e.promise:
		return NewPromiseType(t)
	}
	return t
}

// resolvedOf returns t without eventual wrappers when ev says it has any.
func resolvedOf(t Type, ev eventualKinds) Type {
	if t == nil {
		return DynamicType
	}
	if !ev.any() {
		return t
	}
	if r := ResolveOutputs(t); r != nil {
		return r
	}
	return DynamicType
}

// resolve returns t without eventual wrappers, and what they were. A
// promise that holds outputs (a plain invoke's list looped into secrets)
// resolves them too, so its resolution is an output's.
func resolveEventuals(t Type) (Type, eventualKinds) {
	ev := liftedBy(t)
	return resolvedOf(t, ev), ev
}

// liftedBy returns the eventuals of t that resolving it (resolvedOf)
// resolves: t's own, and an output anywhere inside a promise.
func liftedBy(t Type) eventualKinds {
	ev := eventualsOf(t)
	if ev.promise && !ev.output {
		r := resolver{outputs: true}
		ev.output = r.hasEventuals(ResolvePromises(t), map[*ObjectType]bool{})
	}
	return ev
}

// heldEventuals returns the eventuals t holds at any depth (a list of
// outputs holds an output): a promise anywhere, an output anywhere, or
// both (an object of an output and a promise, which lifts to an output).
func heldEventuals(t Type) eventualKinds {
	return eventualKinds{
		promise: (&resolver{}).hasEventuals(t, map[*ObjectType]bool{}),
		output:  (&resolver{outputs: true}).hasEventuals(ResolvePromises(t), map[*ObjectType]bool{}),
	}
}

// unify is Unify that tolerates an empty list (dynamic) and nil results.
func unifyTypes(types ...Type) Type {
	if len(types) == 0 {
		return DynamicType
	}
	if len(types) == 1 {
		if types[0] == nil {
			return DynamicType
		}
		return types[0]
	}
	if t := Unify(types...); t != nil {
		return t
	}
	return DynamicType
}
