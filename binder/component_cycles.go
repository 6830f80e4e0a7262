package binder

import (
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/model"
)

// Components may refer to each other's outputs in a cycle of nodes (see
// orderNodes): the earlier reads the later's outputs through a deferred
// output. That works only when no output's value depends on itself. This
// file checks the values of such a cycle: an instance's output depends on
// the inputs of the instance its component program computes it from (through
// locals, resources and nested components alike: a resource's outputs wait
// for its inputs), and an input on the outputs of the instances its value
// refers to (on all of them when it refers to an instance as a whole, or
// to ranged instances). A cycle among those values would never resolve, so it is
// reported as a circular reference.

// valueVertex is one value of a component instance: an input (or the
// instance's range, which all its outputs depend on) or an output.
type valueVertex struct {
	node   int // index of the component in b.nodes
	output bool
	name   string
}

// rangeInput names the range of a ranged instance among its inputs.
const rangeInput = "\x00range"

// checkComponentValues reports a cycle among the values of the components
// cycle (indexes into b.nodes, all components) refer to each other with.
func (b *binder) checkComponentValues(cycle []int) {
	member := map[Node]int{}
	for _, i := range cycle {
		member[b.nodes[i]] = i
	}
	edges := map[valueVertex][]valueVertex{}
	var vertices []valueVertex
	add := func(from valueVertex, to ...valueVertex) {
		if _, ok := edges[from]; !ok {
			vertices = append(vertices, from)
		}
		edges[from] = append(edges[from], to...)
	}
	// refs returns the outputs of the cycle's instances that e reads.
	refs := func(e model.Expression) []valueVertex {
		var out []valueVertex
		if e == nil {
			return nil
		}
		model.Walk(e, func(x model.Expression) bool {
			st, ok := x.(*model.ScopeTraversalExpression)
			if !ok {
				return true
			}
			n, ok := st.Definition.(Node)
			if !ok {
				return true
			}
			j, in := member[n]
			if !in {
				return true
			}
			c := n.(*Component)
			if c.Program == nil {
				return true
			}
			if c.Options == nil || c.Options.Range == nil {
				for _, step := range st.Traversal[1:] {
					if a, isAttr := step.(hcl.TraverseAttr); isAttr {
						if isOutputName(c.Program, a.Name) {
							out = append(out, valueVertex{node: j, output: true, name: a.Name})
						}
						return true
					}
				}
			}
			// The instance as a whole, or ranged instances: the backends
			// read them through one deferred output of all their outputs,
			// so the reference depends on every one of them.
			for _, o := range c.Program.Outputs() {
				out = append(out, valueVertex{node: j, output: true, name: o.Name()})
			}
			return true
		})
		return out
	}
	for _, i := range cycle {
		c := b.nodes[i].(*Component)
		if c.Program == nil {
			continue
		}
		for _, in := range c.Inputs {
			add(valueVertex{node: i, name: in.Name}, refs(in.Value)...)
		}
		add(valueVertex{node: i, name: rangeInput}, refs(c.Options.Range)...)
		for _, o := range c.Program.Outputs() {
			from := valueVertex{node: i, output: true, name: o.Name()}
			to := []valueVertex{{node: i, name: rangeInput}}
			for _, name := range configReached(o) {
				to = append(to, valueVertex{node: i, name: name})
			}
			add(from, to...)
		}
	}
	path := findValueCycle(vertices, edges)
	if path == nil {
		return
	}
	var names []string
	for _, v := range path {
		if v.output {
			names = append(names, b.nodes[v.node].Name()+"."+v.name)
		}
	}
	// Start the path at an output, so that it reads first.a -> second.b ->
	// first.a.
	names = append(names, names[0])
	first := b.nodes[path[0].node]
	rng := rangeOf(first)
	b.report(&hcl.Diagnostic{
		Severity: hcl.DiagError,
		Summary:  "Circular reference",
		Detail: "These component outputs are computed from each other in a cycle, through the instances' inputs: " +
			strings.Join(names, " -> ") + ". A value cannot depend on itself; break the cycle by removing one of the references.",
		Subject: &rng,
	})
}

// isOutputName reports whether p has an output named name.
func isOutputName(p *Program, name string) bool {
	for _, o := range p.Outputs() {
		if o.Name() == name {
			return true
		}
	}
	return false
}

// configReached returns the names of the config variables output o's value
// depends on, directly or through other nodes of its program.
func configReached(o *OutputVariable) []string {
	var names []string
	seen := map[Node]bool{}
	stack := append([]Node(nil), o.Dependencies()...)
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[n] {
			continue
		}
		seen[n] = true
		if cv, ok := n.(*ConfigVariable); ok {
			names = append(names, cv.Name())
		}
		stack = append(stack, n.Dependencies()...)
	}
	return names
}

// findValueCycle returns a cycle of the graph, starting at an output vertex,
// or nil. Vertices are visited in the order given, so the cycle found is
// the same every time.
func findValueCycle(vertices []valueVertex, edges map[valueVertex][]valueVertex) []valueVertex {
	const (
		unvisited = iota
		onPath
		done
	)
	state := map[valueVertex]int{}
	var path []valueVertex
	var found []valueVertex
	var visit func(v valueVertex) bool
	visit = func(v valueVertex) bool {
		state[v] = onPath
		path = append(path, v)
		for _, w := range edges[v] {
			switch state[w] {
			case onPath:
				for k, p := range path {
					if p == w {
						found = append([]valueVertex(nil), path[k:]...)
						break
					}
				}
				return true
			case unvisited:
				if visit(w) {
					return true
				}
			}
		}
		path = path[:len(path)-1]
		state[v] = done
		return false
	}
	for _, v := range vertices {
		if state[v] == unvisited && visit(v) {
			break
		}
	}
	if found == nil {
		return nil
	}
	// Rotate the cycle to start at its first output vertex.
	for k, v := range found {
		if v.output {
			return append(found[k:], found[:k]...)
		}
	}
	return nil
}
