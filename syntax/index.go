package syntax

import (
	"bytes"
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

// buildIndex attaches every comment token in toks to a node of body, by the
// rules in the package documentation. It is linear in the number of tokens
// apart from sorting the nodes that can hold dangling comments.
func buildIndex(src []byte, toks hclsyntax.Tokens, body *hclsyntax.Body) *commentIndex {
	ns := collectNodes(body, len(src), len(toks)/2)
	// The file is the outermost container. Its comments are stored under
	// the body's span, and the whole-source span is an alias for it.
	fileKey := span{0, len(src)}
	if body != nil {
		if bs := spanOf(body.SrcRange); 0 <= bs.start && bs.start <= bs.end && bs.end <= len(src) {
			fileKey = bs
		}
	}
	ix := &commentIndex{
		leading:  make(map[span][]int),
		trailing: make(map[span][]int),
		dangling: make(map[span][]int),
		alias:    ns.aliases(fileKey),
	}

	var danglers []pendingDangling
	prev := -1    // index in toks of the last significant token
	var gap []int // comment token indexes since prev
	for i, tok := range toks {
		switch tok.Type {
		case hclsyntax.TokenComment:
			gap = append(gap, i)
			continue
		case hclsyntax.TokenNewline:
			continue
		}
		// tok is significant (TokenEOF included): settle the gap before it.
		if len(gap) > 0 {
			danglers = ix.settleGap(toks, gap, prev, i, ns, danglers)
			gap = gap[:0]
		}
		prev = i
	}
	if len(gap) > 0 { // no EOF token: treat the end as a significant token
		danglers = ix.settleGap(toks, gap, prev, -1, ns, danglers)
	}
	ix.placeDangling(danglers, ns.containers, container{span{0, len(src)}, fileKey})
	return ix
}

// settleGap attaches the comment tokens gap, which lie between the
// significant tokens prev and next (-1 when absent), and returns danglers
// with the comments that must dangle appended.
func (ix *commentIndex) settleGap(toks hclsyntax.Tokens, gap []int, prev, next int, ns *nodeSet, danglers []pendingDangling) []pendingDangling {
	// The node the next token starts, if any.
	var nextOwner span
	hasNext := false
	if next >= 0 && toks[next].Type != hclsyntax.TokenEOF {
		nextOwner, hasNext = ns.startOwner[toks[next].Range.Start.Byte]
	}
	// The node the previous token ends, if any, for trailing comments.
	var prevOwner span
	hasPrev := false
	if prev >= 0 {
		end := prev
		if toks[prev].Type == hclsyntax.TokenComma && prev > 0 {
			if before := prevSignificant(toks, prev); before >= 0 && endLine(toks[before]) == toks[prev].Range.Start.Line {
				end = before
			}
		}
		prevOwner, hasPrev = ns.endOwner[toks[end].Range.End.Byte]
	}

	var lead []int
	for _, ti := range gap {
		c := newComment(toks[ti])
		id := len(ix.all)
		ix.all = append(ix.all, c)
		trailing := hasPrev && c.Range.Start.Line == endLine(toks[prev])
		if trailing && c.Style == BlockComment && hasNext && toks[next].Range.Start.Line == c.Range.End.Line {
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
	nextLine := toks[next].Range.Start.Line
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

// prevSignificant returns the index of the last token before i that is not a
// comment or newline, or -1.
func prevSignificant(toks hclsyntax.Tokens, i int) int {
	for j := i - 1; j >= 0; j-- {
		if t := toks[j].Type; t != hclsyntax.TokenComment && t != hclsyntax.TokenNewline {
			return j
		}
	}
	return -1
}

// endLine is the line holding the last byte of tok: tokens that end with a
// newline (heredoc openers, for instance) end on the line before End.Line.
func endLine(tok hclsyntax.Token) int {
	if bytes.HasSuffix(tok.Bytes, []byte("\n")) {
		return tok.Range.End.Line - 1
	}
	return tok.Range.End.Line
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
