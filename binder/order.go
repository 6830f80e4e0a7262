package binder

import "sort"

// orderGraph is the dependency graph of a program's top-level nodes, by index
// into the nodes in source order. deps[i] lists the nodes node i refers to.
type orderGraph struct {
	deps [][]int
}

// order returns the nodes in a topological order in which every node comes
// after the nodes it depends on, and the cycles found. The order is stable:
// among the nodes whose dependencies are all placed, the one earliest in source
// order goes first, so a program already written in dependency order keeps its
// order. Each cycle is a strongly connected component of more than one node,
// or a node that refers to itself, listed in source order; the nodes of a cycle
// are still placed (after everything else they depend on) so later stages see
// every node once.
func (g orderGraph) order() (order []int, cycles [][]int) {
	n := len(g.deps)
	comp, comps := g.components()

	// Condense the graph: one vertex per component, ordered with Kahn's
	// algorithm, taking the ready component whose first node is earliest.
	compDeps := make([]map[int]bool, len(comps))
	dependents := make([][]int, len(comps))
	for c := range comps {
		compDeps[c] = map[int]bool{}
	}
	for i := 0; i < n; i++ {
		for _, d := range g.deps[i] {
			ci, cd := comp[i], comp[d]
			if ci == cd {
				if i == d {
					// A self reference is a cycle of one node.
					comps[ci].selfRef = true
				}
				continue
			}
			if !compDeps[ci][cd] {
				compDeps[ci][cd] = true
				dependents[cd] = append(dependents[cd], ci)
			}
		}
	}
	pending := make([]int, len(comps))
	ready := &minHeap{}
	for c := range comps {
		pending[c] = len(compDeps[c])
		if pending[c] == 0 {
			ready.push(c, comps[c].first)
		}
	}
	order = make([]int, 0, n)
	for ready.len() > 0 {
		c := ready.pop()
		order = append(order, comps[c].nodes...)
		if len(comps[c].nodes) > 1 || comps[c].selfRef {
			cycles = append(cycles, comps[c].nodes)
		}
		for _, dc := range dependents[c] {
			pending[dc]--
			if pending[dc] == 0 {
				ready.push(dc, comps[dc].first)
			}
		}
	}
	sort.Slice(cycles, func(a, b int) bool { return cycles[a][0] < cycles[b][0] })
	return order, cycles
}

type component struct {
	nodes   []int // in source order
	first   int   // the earliest node
	selfRef bool
}

// components finds the strongly connected components with Tarjan's algorithm,
// iteratively so that a long chain of references cannot overflow the stack.
func (g orderGraph) components() (comp []int, comps []component) {
	n := len(g.deps)
	index := make([]int, n)
	low := make([]int, n)
	onStack := make([]bool, n)
	comp = make([]int, n)
	for i := range index {
		index[i] = -1
	}
	var stack []int
	next := 0
	type frame struct{ v, edge int }
	for root := 0; root < n; root++ {
		if index[root] >= 0 {
			continue
		}
		call := []frame{{v: root}}
		index[root], low[root] = next, next
		next++
		stack = append(stack, root)
		onStack[root] = true
		for len(call) > 0 {
			f := &call[len(call)-1]
			if f.edge < len(g.deps[f.v]) {
				w := g.deps[f.v][f.edge]
				f.edge++
				if index[w] < 0 {
					index[w], low[w] = next, next
					next++
					stack = append(stack, w)
					onStack[w] = true
					call = append(call, frame{v: w})
				} else if onStack[w] && index[w] < low[f.v] {
					low[f.v] = index[w]
				}
				continue
			}
			v := f.v
			call = call[:len(call)-1]
			if len(call) > 0 {
				parent := call[len(call)-1].v
				if low[v] < low[parent] {
					low[parent] = low[v]
				}
			}
			if low[v] != index[v] {
				continue
			}
			var c component
			for {
				w := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				onStack[w] = false
				comp[w] = len(comps)
				c.nodes = append(c.nodes, w)
				if w == v {
					break
				}
			}
			sort.Ints(c.nodes)
			c.first = c.nodes[0]
			comps = append(comps, c)
		}
	}
	return comp, comps
}

// minHeap is a priority queue of components keyed by their first node.
type minHeap struct {
	items []heapItem
}

type heapItem struct{ comp, key int }

func (h *minHeap) len() int { return len(h.items) }

func (h *minHeap) push(comp, key int) {
	h.items = append(h.items, heapItem{comp, key})
	i := len(h.items) - 1
	for i > 0 {
		p := (i - 1) / 2
		if h.items[p].key <= h.items[i].key {
			break
		}
		h.items[p], h.items[i] = h.items[i], h.items[p]
		i = p
	}
}

func (h *minHeap) pop() int {
	top := h.items[0].comp
	last := len(h.items) - 1
	h.items[0] = h.items[last]
	h.items = h.items[:last]
	i := 0
	for {
		l, r, m := 2*i+1, 2*i+2, i
		if l < len(h.items) && h.items[l].key < h.items[m].key {
			m = l
		}
		if r < len(h.items) && h.items[r].key < h.items[m].key {
			m = r
		}
		if m == i {
			return top
		}
		h.items[m], h.items[i] = h.items[i], h.items[m]
		i = m
	}
}
