package python

import (
	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// plainComponentOutput reports whether e reads an output of a component
// whose value the component's program computes plainly: the binder types
// every component output as an output, but the Python component sets its
// attribute to the plain value (self.scores = {...}), so an apply over it
// needs pulumi.Output.from_input first. A value that reads a config
// variable the component reads as an output is an output.
func (f *fileGen) plainComponentOutput(e model.Expression) bool {
	value := componentOutputValue(e)
	if value == nil {
		return false
	}
	if out, promise := model.ContainsEventuals(value.Type()); out || promise {
		return false
	}
	readsOutput := false
	model.Walk(value, func(n model.Expression) bool {
		if ref, ok := n.(*model.ScopeTraversalExpression); ok {
			if v, ok := ref.Definition.(*binder.ConfigVariable); ok && f.g.OutputConfig[v] {
				readsOutput = true
			}
		}
		return !readsOutput
	})
	return !readsOutput
}

// componentOutputValue returns the value, in the component's program, of
// the component output e reads (comp.name), or nil.
func componentOutputValue(e model.Expression) model.Expression {
	st, ok := e.(*model.ScopeTraversalExpression)
	if !ok || len(st.Traversal) != 2 {
		return nil
	}
	comp, ok := st.Definition.(*binder.Component)
	if !ok || comp.Program == nil {
		return nil
	}
	attr, ok := st.Traversal[1].(hcl.TraverseAttr)
	if !ok {
		return nil
	}
	for _, o := range comp.Program.Outputs() {
		if o.LogicalName() == attr.Name {
			return o.Value
		}
	}
	return nil
}

// heldComponentOutput reports whether e reads a component output whose
// value holds outputs in a plain collection ([nested.address, "x"]):
// pyright types the attribute from that value, a list of Outputs, where
// pulumi.Output.from_input resolves them.
func heldComponentOutput(e model.Expression) bool {
	value := componentOutputValue(e)
	return value != nil && gen.ValueHoldsOutputs(value)
}
