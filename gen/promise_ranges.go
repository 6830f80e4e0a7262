package gen

import (
	"slices"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model"
)

// PromiseRanged stands for a resource or component ranged over a promise
// (a plain invoke's result) in a backend that resolves promises where they
// are made: the collection of resources is then plain, not the output the
// binder types it as.
type PromiseRanged struct {
	binder.Node
	// Plain is the node's type without the output around it.
	Plain model.Type
}

// WrappedNode implements WrappedNode.
func (x *PromiseRanged) WrappedNode() binder.Node { return x.Node }

// Type implements model.Definition.
func (p *PromiseRanged) Type() model.Type { return p.Plain }

// PlainPromiseRanges returns e with the references to nodes ranged over
// promises retyped as PromiseRanged, and splats over them turned into for
// expressions (whose element types follow the new type). The bound
// expression is not modified.
func PlainPromiseRanges(e model.Expression) model.Expression {
	// made holds the PromiseRanged definitions retypePromiseRanges makes.
	made := map[model.Definition]bool{}
	readsMade := func(a model.Expression) bool { return refersTo(a, made) }
	var splats func(e model.Expression) model.Expression
	splats = func(e model.Expression) model.Expression {
		e = MapChildren(e, splats)
		if call, ok := e.(*model.FunctionCallExpression); ok && binder.BuiltinDoc(call.Name) != "" && slices.ContainsFunc(call.Args, readsMade) {
			// A builtin over a collection now plain (length(rs[*].id)) is
			// typed again by its arguments as they are now: plain, where
			// they hold no outputs, and an output where they hold outputs
			// (join over the ids of such resources).
			return retypeCall(call)
		}
		if s, ok := e.(*model.SplatExpression); ok {
			if st, isRef := s.Source.(*model.ScopeTraversalExpression); isRef {
				if _, retyped := st.Definition.(*PromiseRanged); retyped {
					return SplatToFor(s, st)
				}
			}
		}
		return e
	}
	out := splats(retypePromiseRanges(e, made))
	if len(made) == 0 {
		return out
	}
	// The variables of loops over such a collection hold its outputs now
	// (the ids of plain resources), and the builtin calls over them are
	// typed again as outputs.
	return LiftBuiltinCalls(EventualForVariables(out))
}

// PromiseRange reports whether def is a resource or component ranged over a
// promise (a plain invoke's result) that holds no outputs: a backend that
// resolves promises where they are made creates it in a plain loop. Over
// an output, or a promise of values holding outputs (the for expression
// over an invoke's result that builds them), the collection is an output
// still.
func PromiseRange(def model.Definition) bool {
	rng := RangeOption(def)
	if rng == nil {
		return false
	}
	o, p := model.ContainsEventuals(rng.Type())
	if (o || HoldsOutputs(rng.Type())) && readsPromiseRange(rng) {
		// A range whose outputs are those of nodes ranged over promises
		// (length(rs) for such an rs), which are plain: the range is.
		t := PlainPromiseRanges(rng).Type()
		o, _ = model.ContainsEventuals(t)
		return !o && !HoldsOutputs(t)
	}
	return !o && p && !HoldsOutputs(rng.Type())
}

// readsPromiseRange reports whether e reads a node ranged over a promise.
func readsPromiseRange(e model.Expression) bool {
	found := false
	model.Walk(e, func(n model.Expression) bool {
		if st, ok := n.(*model.ScopeTraversalExpression); ok && st.Definition != nil {
			if _, isNode := st.Definition.(binder.Node); isNode && PromiseRange(st.Definition) {
				found = true
			}
		}
		return !found
	})
	return found
}

func retypePromiseRanges(e model.Expression, made map[model.Definition]bool) model.Expression {
	return MapReferences(e, func(st *model.ScopeTraversalExpression) model.Expression {
		if _, retyped := st.Definition.(*PromiseRanged); retyped {
			// Retyped by the backend already (see RetypedRange).
			return st
		}
		if !PromiseRange(st.Definition) {
			return st
		}
		n := st.Definition.(binder.Node)
		out, ok := n.Type().(*model.OutputType)
		if !ok {
			return st
		}
		def := &PromiseRanged{Node: n, Plain: out.ElementType}
		made[def] = true
		return Rebind(st, def)
	})
}

// RetypedRange returns the type of the references to node n, whose range
// option is bound, when a backend declares n over an output (overOutput)
// though the binder typed the range plain (a secret config in it, which
// every backend reads as an output): an output of n's collection, as the
// binder types a node ranged over an output. A range the binder types as
// a promise (a plain invoke's result, which PlainPromiseRanges makes plain)
// that is an output here (the invoke is given a secret) keeps the binder's
// output type. ok is false otherwise.
func RetypedRange(n binder.Node, bound model.Expression, overOutput bool) (model.Type, bool) {
	if !overOutput || HoldsOutputs(bound.Type()) {
		return nil, false
	}
	if IsOutput(n.Type()) {
		if _, promises := model.ContainsEventuals(bound.Type()); promises {
			return n.Type(), true
		}
		return nil, false
	}
	return model.NewOutputType(n.Type()), true
}
