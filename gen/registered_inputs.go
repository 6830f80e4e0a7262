package gen

import (
	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model"
)

// This file decides which inputs a local component's registration carries,
// the same for every backend and the interpreter.
//
// Each SDK waits for the values of a registration's inputs before it sends
// the registration, and a child waits for its parent's registration. So an
// input whose value waits for a component's output delays the registration,
// and with it every child of the component, until that component is done:
// two components that read each other's outputs would each wait for the
// other forever. A component therefore registers the inputs whose values
// never wait for a component: the inputs whose value, in every instance,
// refers (directly, or through the nodes it refers to, their options and
// ranges included) to no component and to no input of its own program that
// is left out for that reason. The others are not sent; the component still
// reads them from its args.
//
// The rule is decided per component program, not per instance, because the
// generated class is one for all its instances.

// RegisteredInputs returns the config variables of the component programs
// prog instantiates, at any depth, that a component's registration carries
// as its inputs: those no instance sets to a value that waits for a
// component's output, except inputs named id and urn.
func RegisteredInputs(prog *binder.Program) map[*binder.ConfigVariable]bool {
	programs := componentPrograms(prog, nil, map[*binder.Program]bool{})
	waiting := map[*binder.ConfigVariable]bool{}
	for changed := true; changed; {
		changed = false
		for _, p := range programs {
			w := &componentWaits{waiting: waiting, nodes: map[binder.Node]bool{}}
			for _, c := range p.Components() {
				if c.Program == nil || c.Dir == "" {
					continue
				}
				for _, in := range c.Inputs {
					v, ok := c.Program.Node(in.Name).(*binder.ConfigVariable)
					if !ok || waiting[v] {
						continue
					}
					if w.expr(in.Value) || usesRange(in.Value) && c.Options.Range != nil && w.expr(c.Options.Range) {
						waiting[v] = true
						changed = true
					}
				}
			}
		}
	}
	out := map[*binder.ConfigVariable]bool{}
	for _, p := range programs[1:] {
		for _, v := range p.ConfigVariables() {
			// A resource's id and urn are the engine's: the Node.js SDK
			// never sends an input of either name.
			if name := v.LogicalName(); !waiting[v] && name != "id" && name != "urn" {
				out[v] = true
			}
		}
	}
	return out
}

// componentWaits answers whether values of one program wait for a
// component's output.
type componentWaits struct {
	// waiting are the component inputs some instance sets to such a value.
	waiting map[*binder.ConfigVariable]bool
	// nodes caches the answer by node; a node being visited counts as not
	// waiting (only components may form cycles, and they wait anyway).
	nodes map[binder.Node]bool
}

// expr reports whether e refers to a node that waits for a component.
func (w *componentWaits) expr(e model.Expression) bool {
	return RefersTo(e, w.node)
}

// node reports whether n waits for a component: n is one, is an input left
// out of its component's registration, or refers to such a node.
func (w *componentWaits) node(n binder.Node) bool {
	switch n := n.(type) {
	case *binder.Component:
		return true
	case *binder.ConfigVariable:
		return w.waiting[n]
	}
	if v, ok := w.nodes[n]; ok {
		return v
	}
	w.nodes[n] = false
	waits := false
	for _, d := range n.Dependencies() {
		if w.node(d) {
			waits = true
			break
		}
	}
	w.nodes[n] = waits
	return waits
}

// usesRange reports whether e refers to the range variable of a ranged
// resource or component.
func usesRange(e model.Expression) bool {
	found := false
	model.Walk(e, func(x model.Expression) bool {
		if st, ok := x.(*model.ScopeTraversalExpression); ok {
			if v, isVar := st.Definition.(*model.Variable); isVar && v.Name == "range" {
				found = true
			}
		}
		return !found
	})
	return found
}
