package gen

import (
	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model"
)

// This file answers questions about a program's nodes that every backend
// asks the same way.

// NodeOptions returns the options block of n when it is a resource or a
// component, or nil when it is neither or has none.
func NodeOptions(n binder.Node) *binder.ResourceOptions {
	switch n := n.(type) {
	case *binder.Resource:
		return n.Options
	case *binder.Component:
		return n.Options
	}
	return nil
}

// RefersTo reports whether e refers to a node for which match reports
// true.
func RefersTo(e model.Expression, match func(binder.Node) bool) bool {
	found := false
	model.Walk(e, func(x model.Expression) bool {
		if st, ok := x.(*model.ScopeTraversalExpression); ok {
			if n, isNode := st.Definition.(binder.Node); isNode && match(n) {
				found = true
			}
		}
		return !found
	})
	return found
}

// UsedNodes returns the nodes of prog that other nodes of prog refer to.
func UsedNodes(prog *binder.Program) map[binder.Node]bool {
	used := map[binder.Node]bool{}
	for _, n := range prog.Nodes {
		for _, d := range n.Dependencies() {
			used[d] = true
		}
	}
	return used
}
