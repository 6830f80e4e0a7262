package interp

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model"
)

// Derived mock values hold one element per list and the key "key" per map.
// A program that reads a provider's list at index 2 or its map at key "x"
// (a literal index in a traversal of the resource, as in
// res.items[2].name or res.tags["x"]) would fail on such a value where a
// real provider's answer has them; so a derived list is made long enough for
// the literal indexes the program reads and a derived map holds the literal
// keys it reads (and no "key"). The hints are a trie per resource node:
// property names, then keys and indexes, level by level.

// shapeHint is what a program reads below one value.
type shapeHint struct {
	// keys are the attribute names and string keys read, with what is read
	// below them.
	keys map[string]*shapeHint
	// indexes are the list indexes read, with what is read below them.
	indexes map[int]*shapeHint
}

func (h *shapeHint) key(k string) *shapeHint {
	if h.keys == nil {
		h.keys = map[string]*shapeHint{}
	}
	c, ok := h.keys[k]
	if !ok {
		c = &shapeHint{}
		h.keys[k] = c
	}
	return c
}

func (h *shapeHint) index(i int) *shapeHint {
	if h.indexes == nil {
		h.indexes = map[int]*shapeHint{}
	}
	c, ok := h.indexes[i]
	if !ok {
		c = &shapeHint{}
		h.indexes[i] = c
	}
	return c
}

// child returns the hint below key k (for objects and maps), or nil.
func (h *shapeHint) child(k string) *shapeHint {
	if h == nil {
		return nil
	}
	return h.keys[k]
}

// elem returns the hint below index i, or nil.
func (h *shapeHint) elem(i int) *shapeHint {
	if h == nil {
		return nil
	}
	return h.indexes[i]
}

// hintedValue derives the value of an output of a resource without a schema
// from what the program reads below it: an object of the keys it reads, a
// list reaching the indexes it reads, else a string "NAME-PATH" (as for a
// property of type Any).
func hintedValue(name, path string, h *shapeHint, depth int) cty.Value {
	switch {
	case depth >= mockDepth || h == nil:
	case len(h.keys) > 0:
		attrs := map[string]cty.Value{}
		for k, c := range h.keys {
			attrs[k] = hintedValue(name, path+"."+k, c, depth+1)
		}
		return cty.ObjectVal(attrs)
	case len(h.indexes) > 0:
		n := 0
		for i := range h.indexes {
			n = max(n, i+1)
		}
		elems := make([]cty.Value, n)
		for i := range elems {
			elems[i] = hintedValue(name, fmt.Sprintf("%s[%d]", path, i), h.indexes[i], depth+1)
		}
		return cty.TupleVal(elems)
	}
	return cty.StringVal(name + "-" + path)
}

// maxHintIndex bounds the length of a derived list.
const maxHintIndex = 64

// collectShapeHints returns the hints of the resources of prog and of the
// component programs it uses, by resource node.
func collectShapeHints(prog *binder.Program) map[*binder.Resource]*shapeHint {
	out := map[*binder.Resource]*shapeHint{}
	visited := map[*binder.Program]bool{}
	var walk func(p *binder.Program)
	walk = func(p *binder.Program) {
		if p == nil || visited[p] {
			return
		}
		visited[p] = true
		for _, n := range p.Nodes {
			for _, e := range nodeExpressions(n) {
				model.Walk(e, func(x model.Expression) bool {
					t, ok := x.(*model.ScopeTraversalExpression)
					if !ok {
						return true
					}
					res, ok := t.Definition.(*binder.Resource)
					if !ok {
						return true
					}
					h := out[res]
					if h == nil {
						h = &shapeHint{}
						out[res] = h
					}
					addTraversal(h, t.Traversal)
					return true
				})
			}
		}
		for _, c := range p.Components() {
			walk(c.Program)
		}
	}
	walk(prog)
	return out
}

// addTraversal adds the steps of a traversal of a resource, from its first
// attribute on (indexes into a ranged resource's instances come before it).
func addTraversal(h *shapeHint, tr hcl.Traversal) {
	started := false
	for _, step := range tr[1:] {
		switch s := step.(type) {
		case hcl.TraverseAttr:
			started = true
			h = h.key(s.Name)
		case hcl.TraverseIndex:
			if !started {
				continue
			}
			k, _ := s.Key.Unmark()
			if !k.IsKnown() || k.IsNull() {
				return
			}
			switch k.Type() {
			case cty.String:
				h = h.key(k.AsString())
			case cty.Number:
				bf := k.AsBigFloat()
				i, acc := bf.Int64()
				if !bf.IsInt() || acc != 0 || i < 0 || i >= maxHintIndex {
					return
				}
				h = h.index(int(i))
			default:
				return
			}
		default:
			return
		}
	}
}
