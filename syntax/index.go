package syntax

import (
	"sort"

	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// commentIndex holds a file's comments and their attachments. The maps hold
// indexes into all, in source order.
type commentIndex struct {
	all      []Comment
	leading  map[span][]int
	trailing map[span][]int
	dangling map[span][]int
	alias    map[span]span // for dangling lookups: body span -> owner key
}

// pendingDangling is a dangling comment waiting for its container.
type pendingDangling struct {
	id int
	at span
}

// buildIndex attaches the comments all, which form the gaps, to the nodes
// of body, by the rules in the package documentation. It is linear in the
// number of comments and nodes apart from sorting the nodes that can hold
// dangling comments.
func buildIndex(src []byte, all []Comment, gaps []commentGap, body *hclsyntax.Body) *commentIndex {
	ix := &commentIndex{
		all:      all,
		leading:  make(map[span][]int),
		trailing: make(map[span][]int),
		dangling: make(map[span][]int),
		alias:    map[span]span{},
	}
	if len(all) == 0 {
		return ix // no node needs to be visited
	}
	// The offsets where the tokens around comments start and end: only
	// nodes starting or ending there can own comments.
	want := make([]uint64, len(src)/64+1)
	mark := func(off int) {
		if 0 <= off && off <= len(src) {
			want[off>>6] |= 1 << (off & 63)
		}
	}
	for _, g := range gaps {
		if g.hasNext {
			mark(g.nextStart)
		}
		if g.hasPrev {
			mark(g.prevEnd)
		}
	}
	ns := collectNodes(body, len(src), want, false, 0)
	var danglers []pendingDangling
	for _, g := range gaps {
		danglers = ix.settleGap(g, ns, danglers)
	}
	if len(danglers) == 0 {
		return ix // no container needed
	}
	// The file is the outermost container. Its comments are stored under
	// the body's span, and the whole-source span is an alias for it.
	fileKey := span{0, len(src)}
	if body != nil {
		if bs := spanOf(body.SrcRange); 0 <= bs.start && bs.start <= bs.end && bs.end <= len(src) {
			fileKey = bs
		}
	}
	cs := collectNodes(body, len(src), nil, true, len(src)/8)
	ix.alias = cs.aliases(fileKey)
	ix.placeDangling(danglers, cs.containers, container{span{0, len(src)}, fileKey})
	return ix
}

// settleGap attaches the comments of the gap g and returns danglers with the
// comments that must dangle appended.
func (ix *commentIndex) settleGap(g commentGap, ns *nodeSet, danglers []pendingDangling) []pendingDangling {
	// The node the next token starts, if any.
	var nextOwner span
	hasNext := false
	if g.hasNext {
		nextOwner, hasNext = ns.startOwner[g.nextStart]
	}
	// The node the previous token ends, if any, for trailing comments.
	var prevOwner span
	hasPrev := false
	if g.hasPrev {
		prevOwner, hasPrev = ns.endOwner[g.prevEnd]
	}

	var lead []int
	for id := g.first; id < g.last; id++ {
		c := ix.all[id]
		trailing := hasPrev && c.Range.Start.Line == g.prevLine
		if trailing && c.Style == BlockComment && hasNext && g.nextLine == c.Range.End.Line {
			trailing = false // `[1, /* two */ 2]`: leads 2
		}
		switch {
		case trailing:
			ix.trailing[prevOwner] = append(ix.trailing[prevOwner], id)
		case hasNext:
			lead = append(lead, id)
		default:
			danglers = append(danglers, pendingDangling{id, spanOf(c.Range)})
		}
	}
	if len(lead) == 0 {
		return danglers
	}
	// Mark comments separated from the node by a blank line, working back
	// from the node: once a blank line is seen, everything above is detached.
	nextLine := g.nextLine
	detached := false
	for k := len(lead) - 1; k >= 0; k-- {
		c := &ix.all[lead[k]]
		if nextLine-c.Range.End.Line >= 2 {
			detached = true
		}
		c.Detached = detached
		nextLine = c.Range.Start.Line
	}
	ix.leading[nextOwner] = append(ix.leading[nextOwner], lead...)
	return danglers
}

// placeDangling stores each dangling comment under the innermost container
// enclosing it, or under root. danglers are in source order.
func (ix *commentIndex) placeDangling(danglers []pendingDangling, cs []container, root container) {
	if len(danglers) == 0 {
		return
	}
	sort.Slice(cs, func(i, j int) bool {
		if cs[i].span.start != cs[j].span.start {
			return cs[i].span.start < cs[j].span.start
		}
		return cs[i].span.end > cs[j].span.end
	})
	stack := []container{root}
	next := 0
	for _, d := range danglers {
		for next < len(cs) && cs[next].span.start <= d.at.start {
			stack = append(stack, cs[next])
			next++
		}
		// Drop containers that do not enclose d; the root always does.
		for len(stack) > 1 {
			top := stack[len(stack)-1].span
			if top.start <= d.at.start && d.at.end <= top.end {
				break
			}
			stack = stack[:len(stack)-1]
		}
		key := stack[len(stack)-1].key
		ix.dangling[key] = append(ix.dangling[key], d.id)
	}
}
