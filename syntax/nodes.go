package syntax

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// ItemRange returns the range of an object-constructor item, from the start
// of its key to the end of its value: the range to pass to LeadingComments,
// TrailingComments and DanglingComments for the item. A missing key or value
// (possible only in a body with parse errors) leaves the other's range.
func ItemRange(item hclsyntax.ObjectConsItem) hcl.Range {
	switch {
	case item.KeyExpr == nil && item.ValueExpr == nil:
		return hcl.Range{}
	case item.KeyExpr == nil:
		return item.ValueExpr.Range()
	case item.ValueExpr == nil:
		return item.KeyExpr.Range()
	}
	return hcl.RangeBetween(item.KeyExpr.Range(), item.ValueExpr.Range())
}

// span is the byte extent [start, end) of a range, the key comments are
// indexed by.
type span struct{ start, end int }

func spanOf(r hcl.Range) span { return span{r.Start.Byte, r.End.Byte} }

// container is a span that can hold dangling comments, with the key those
// comments are stored under (a block body's comments are stored under the
// block's span).
type container struct {
	span span
	key  span
}

// nodeSet records, for the byte offsets comments need, the outermost node
// starting and ending there, and, when comments dangle, every node or body
// that can hold them.
type nodeSet struct {
	size       int          // source length; spans beyond it are ignored
	want       []uint64     // bit set of the offsets startOwner and endOwner keep
	startOwner map[int]span // start offset -> outermost node starting there
	endOwner   map[int]span // end offset -> outermost node ending there
	all        bool         // record containers, spans and bodies too
	containers []container
	spans      map[span]bool // every node span
	bodies     []container   // block body spans, keyed by their blocks
}

// collectNodes walks body and records the owners of the offsets in want
// (a bit set over the source) and, with all set, every block, attribute,
// object item and expression in it; hint estimates their number.
func collectNodes(body *hclsyntax.Body, size int, want []uint64, all bool, hint int) *nodeSet {
	ns := &nodeSet{
		size:       size,
		want:       want,
		all:        all,
		startOwner: make(map[int]span),
		endOwner:   make(map[int]span),
		spans:      make(map[span]bool),
	}
	if all {
		ns.spans = make(map[span]bool, hint)
		ns.containers = make([]container, 0, hint)
	}
	if body == nil {
		return ns
	}
	hclsyntax.VisitAll(body, func(n hclsyntax.Node) hcl.Diagnostics {
		switch n := n.(type) {
		case *hclsyntax.Body, hclsyntax.Attributes, hclsyntax.Blocks:
			// Bodies are reached through their blocks; the file body is
			// the index's root container.
		case *hclsyntax.Block:
			blk := spanOf(n.Range())
			ns.add(blk)
			if n.Body != nil && all {
				inner := spanOf(n.Body.SrcRange)
				if ns.valid(inner) && inner != blk {
					ns.bodies = append(ns.bodies, container{inner, blk})
				}
			}
		case *hclsyntax.Attribute:
			ns.add(spanOf(n.SrcRange))
		case *hclsyntax.ObjectConsExpr:
			ns.add(spanOf(n.Range()))
			for _, item := range n.Items {
				ns.add(spanOf(ItemRange(item)))
			}
		case hclsyntax.Expression:
			ns.add(spanOf(n.Range()))
		}
		return nil
	})
	return ns
}

// wanted reports whether off is in the bit set want.
func wanted(want []uint64, off int) bool {
	return off>>6 < len(want) && want[off>>6]&(1<<(off&63)) != 0
}

// valid reports whether s is a non-empty span inside the source.
func (ns *nodeSet) valid(s span) bool {
	return 0 <= s.start && s.start < s.end && s.end <= ns.size
}

// add records a node's span, keeping the outermost owner of each boundary.
func (ns *nodeSet) add(s span) {
	if !ns.valid(s) {
		return
	}
	if wanted(ns.want, s.start) {
		if cur, ok := ns.startOwner[s.start]; !ok || s.end > cur.end {
			ns.startOwner[s.start] = s
		}
	}
	if wanted(ns.want, s.end) {
		if cur, ok := ns.endOwner[s.end]; !ok || s.start < cur.start {
			ns.endOwner[s.end] = s
		}
	}
	if ns.all {
		ns.spans[s] = true
		ns.containers = append(ns.containers, container{s, s})
	}
}

// aliases adds the block bodies to the containers and returns the lookup
// aliases for dangling comments: each block body span maps to its block's
// span, and the whole source to fileKey. A span that is itself a key (a node
// whose range equals a body's, possible after parse errors) keeps its own
// comments and gets no alias.
func (ns *nodeSet) aliases(fileKey span) map[span]span {
	alias := make(map[span]span)
	for _, b := range ns.bodies {
		if ns.spans[b.span] || b.span == fileKey {
			ns.containers = append(ns.containers, container{b.span, b.span})
			continue
		}
		ns.containers = append(ns.containers, b)
		alias[b.span] = b.key
	}
	whole := span{0, ns.size}
	if _, taken := alias[whole]; !taken && !ns.spans[whole] && whole != fileKey {
		alias[whole] = fileKey
	}
	return alias
}
