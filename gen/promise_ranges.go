package gen

import (
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

// Type implements model.Definition.
func (p *PromiseRanged) Type() model.Type { return p.Plain }

// PlainPromiseRanges returns e with the references to nodes ranged over
// promises retyped as PromiseRanged, and splats over them turned into for
// expressions (whose element types follow the new type). The bound
// expression is not modified.
func PlainPromiseRanges(e model.Expression) model.Expression {
	var splats func(e model.Expression) model.Expression
	splats = func(e model.Expression) model.Expression {
		e = MapChildren(e, splats)
		if s, ok := e.(*model.SplatExpression); ok {
			if st, isRef := s.Source.(*model.ScopeTraversalExpression); isRef {
				if _, retyped := st.Definition.(*PromiseRanged); retyped {
					return SplatToFor(s, st)
				}
			}
		}
		return e
	}
	return splats(retypePromiseRanges(e))
}

func retypePromiseRanges(e model.Expression) model.Expression {
	return MapReferences(e, func(st *model.ScopeTraversalExpression) model.Expression {
		if _, retyped := st.Definition.(*PromiseRanged); retyped {
			// Retyped by the backend already (see RetypedRange).
			return st
		}
		rng := RangeOption(st.Definition)
		if rng == nil {
			return st
		}
		if o, p := model.ContainsEventuals(rng.Type()); o || !p || HoldsOutputs(rng.Type()) {
			// Over an output, or a promise of values holding outputs
			// (the for expression over an invoke's result that builds
			// them), the collection is an output still.
			return st
		}
		n := st.Definition.(binder.Node)
		out, ok := n.Type().(*model.OutputType)
		if !ok {
			return st
		}
		def := &PromiseRanged{Node: n, Plain: out.ElementType}
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
