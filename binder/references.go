package binder

import (
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/model"
)

// builtinScope returns the root scope: the builtin functions.
func builtinScope() *model.Scope {
	s := model.NewRootScope()
	for _, fn := range Builtins() {
		s.DefineFunction(fn)
	}
	return s
}

// orderNodes collects each node's dependencies from its bound expressions,
// puts the nodes in dependency order and reports each cycle once.
func (b *binder) orderNodes() {
	deps := make([][]int, len(b.nodes))
	for i, n := range b.nodes {
		seen := map[int]bool{}
		for _, e := range b.exprs[i] {
			model.Walk(e, func(x model.Expression) bool {
				st, ok := x.(*model.ScopeTraversalExpression)
				if !ok {
					return true
				}
				dep, ok := st.Definition.(baseNode)
				if !ok || dep.base().index >= len(b.nodes) || b.nodes[dep.base().index] != Node(dep) {
					return true
				}
				if j := dep.base().index; !seen[j] {
					seen[j] = true
					deps[i] = append(deps[i], j)
				}
				return true
			})
		}
		sortInts(deps[i])
		nb := n.(baseNode).base()
		nb.deps = make([]Node, len(deps[i]))
		for k, j := range deps[i] {
			nb.deps[k] = b.nodes[j]
		}
	}
	order, cycles := orderGraph{deps: deps}.order()
	b.program.Nodes = make([]Node, len(order))
	for k, i := range order {
		b.program.Nodes[k] = b.nodes[i]
	}
	for _, c := range cycles {
		if len(c) > 1 && b.allComponents(c) {
			// Components may refer to each other's outputs in a cycle: each
			// output is deferred until the component that produces it is
			// created. A component cannot refer to its own outputs, though,
			// nor can an output's value depend on itself.
			b.checkComponentValues(c)
			continue
		}
		b.reportCycle(c, deps)
	}
}

func (b *binder) allComponents(nodes []int) bool {
	for _, i := range nodes {
		if _, ok := b.nodes[i].(*Component); !ok {
			return false
		}
	}
	return true
}

func sortInts(a []int) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] < a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
}

// reportCycle reports one cycle: the nodes of a strongly connected component,
// named in reference order from the earliest node back to it.
func (b *binder) reportCycle(comp []int, deps [][]int) {
	in := map[int]bool{}
	for _, i := range comp {
		in[i] = true
	}
	start := comp[0]
	path := cyclePath(start, deps, in)
	names := make([]string, 0, len(path)+1)
	for _, i := range path {
		names = append(names, b.nodes[i].Name())
	}
	names = append(names, b.nodes[start].Name())
	rng := rangeOf(b.nodes[start])
	detail := "These declarations refer to each other in a cycle: " + strings.Join(names, " -> ") +
		". A value cannot depend on itself; break the cycle by removing one of the references."
	if len(path) == 1 {
		detail = "The declaration " + names[0] + " refers to itself. A value cannot depend on itself; remove the reference."
	}
	b.report(&hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Circular reference", Detail: detail, Subject: &rng})
}

// cyclePath finds a path start -> ... -> (back to start) through the nodes in
// the component, by a depth-first search preferring earlier nodes; it returns
// the path without the final return to start.
func cyclePath(start int, deps [][]int, in map[int]bool) []int {
	visited := map[int]bool{}
	var path []int
	var dfs func(v int) bool
	dfs = func(v int) bool {
		visited[v] = true
		path = append(path, v)
		for _, w := range deps[v] {
			if w == start {
				return true
			}
			if in[w] && !visited[w] && dfs(w) {
				return true
			}
		}
		path = path[:len(path)-1]
		return false
	}
	if dfs(start) {
		return path
	}
	return []int{start}
}
