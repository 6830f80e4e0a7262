package binder

import (
	"fmt"
	"math/rand"
	"reflect"
	"testing"
)

func TestOrder(t *testing.T) {
	tests := []struct {
		name   string
		deps   [][]int
		order  []int
		cycles [][]int
	}{
		{"order/empty", nil, []int{}, nil},
		{"order/source-order-kept-when-already-sorted", [][]int{{}, {0}, {1}}, []int{0, 1, 2}, nil},
		{"order/dependency-moves-before-user", [][]int{{2}, {}, {}}, []int{1, 2, 0}, nil},
		{"order/stable-among-ready", [][]int{{3}, {}, {3}, {}}, []int{1, 3, 0, 2}, nil},
		{"order/diamond", [][]int{{1, 2}, {3}, {3}, {}}, []int{3, 1, 2, 0}, nil},
		{"cycle/self-reference", [][]int{{0}}, []int{0}, [][]int{{0}}},
		{"cycle/two-nodes", [][]int{{1}, {0}, {}}, []int{0, 1, 2}, [][]int{{0, 1}}},
		{"cycle/placed-after-its-dependencies", [][]int{{2}, {0}, {}}, []int{2, 0, 1}, nil},
		{"cycle/three-nodes-and-a-user", [][]int{{3}, {0}, {0}, {2}}, []int{0, 2, 3, 1}, [][]int{{0, 2, 3}}},
		{"cycle/two-separate", [][]int{{1}, {0}, {3}, {2}}, []int{0, 1, 2, 3}, [][]int{{0, 1}, {2, 3}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			order, cycles := orderGraph{deps: tt.deps}.order()
			if !reflect.DeepEqual(order, tt.order) {
				t.Errorf("order = %v, want %v", order, tt.order)
			}
			if !reflect.DeepEqual(cycles, tt.cycles) {
				t.Errorf("cycles = %v, want %v", cycles, tt.cycles)
			}
		})
	}
}

// TestOrderRespectsDependencies checks, over random acyclic graphs, that every
// node comes after its dependencies and that each node appears once.
func TestOrderRespectsDependencies(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for trial := 0; trial < 200; trial++ {
		n := rng.Intn(40) + 1
		// Random DAG over a random permutation, so source order is not sorted.
		perm := rng.Perm(n)
		deps := make([][]int, n)
		for i := 1; i < n; i++ {
			for k := 0; k < rng.Intn(3); k++ {
				j := rng.Intn(i)
				deps[perm[i]] = append(deps[perm[i]], perm[j])
			}
		}
		order, cycles := orderGraph{deps: deps}.order()
		if len(cycles) != 0 {
			t.Fatalf("trial %d: cycles %v in an acyclic graph", trial, cycles)
		}
		pos := map[int]int{}
		for p, v := range order {
			if _, dup := pos[v]; dup {
				t.Fatalf("trial %d: node %d placed twice", trial, v)
			}
			pos[v] = p
		}
		if len(pos) != n {
			t.Fatalf("trial %d: %d of %d nodes placed", trial, len(pos), n)
		}
		for v, ds := range deps {
			for _, d := range ds {
				if pos[d] >= pos[v] {
					t.Fatalf("trial %d: node %d placed before its dependency %d: %v", trial, v, d, order)
				}
			}
		}
	}
}

func TestOrderLongChainDoesNotOverflow(t *testing.T) {
	const n = 200000
	deps := make([][]int, n)
	for i := 1; i < n; i++ {
		deps[i] = []int{i - 1}
	}
	deps[0] = []int{n - 1} // one cycle through every node
	_, cycles := orderGraph{deps: deps}.order()
	if len(cycles) != 1 || len(cycles[0]) != n {
		t.Fatalf("want one cycle of %d nodes, got %s", n, fmt.Sprint(len(cycles)))
	}
}
