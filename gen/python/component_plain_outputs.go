package python

import (
	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model"
)

// plainComponentOutput reports whether e reads an output of a component
// whose value the component's program computes plainly: the binder types
// every component output as an output, but the Python component sets its
// attribute to the plain value (self.scores = {...}), so an apply over it
// needs pulumi.Output.from_input first. A value that reads a config
// variable the component reads as an output is an output.
func (f *fileGen) plainComponentOutput(e model.Expression) bool {
	st, ok := e.(*model.ScopeTraversalExpression)
	if !ok || len(st.Traversal) != 2 {
		return false
	}
	comp, ok := st.Definition.(*binder.Component)
	if !ok || comp.Program == nil {
		return false
	}
	attr, ok := st.Traversal[1].(hcl.TraverseAttr)
	if !ok {
		return false
	}
	for _, o := range comp.Program.Outputs() {
		if o.LogicalName() == attr.Name && o.Value != nil {
			if out, promise := model.ContainsEventuals(o.Value.Type()); out || promise {
				return false
			}
			readsOutput := false
			model.Walk(o.Value, func(n model.Expression) bool {
				if ref, ok := n.(*model.ScopeTraversalExpression); ok {
					if v, ok := ref.Definition.(*binder.ConfigVariable); ok && f.g.OutputConfig[v] {
						readsOutput = true
					}
				}
				return !readsOutput
			})
			return !readsOutput
		}
	}
	return false
}
