package gofmt

import "math"

// Expressions and lists of the fast formatter's layout (layout.go).

// expr1 lays out expression x, printed where an operand of precedence
// prec1 is expected, at nesting depth depth (gofmt drops the blanks
// around binary operators in nested expressions).
func (l *goLayout) expr1(x int32, prec1, depth int) {
	if x < 0 || l.failed {
		return
	}
	n := &l.nodes[x]
	switch n.kind {
	case nLeaf:
	case nBinary:
		l.binary(x, prec1, l.cutoff(x, depth), depth)
	case nUnary:
		if l.text(int(n.op)) == "*" {
			l.expr1(n.x, lowestPrec, 1)
		} else {
			l.expr1(n.x, unaryPrec, depth)
		}
	case nParen:
		if depth > 1 {
			depth--
		}
		l.expr1(n.x, lowestPrec, depth)
	case nSelector, nTypeAssert:
		l.expr1(n.x, highestPrec, depth)
	case nIndex:
		l.expr1(n.x, highestPrec, 1)
		if n.y >= 0 {
			l.expr1(n.y, lowestPrec, depth+1)
		}
		for i := 0; i < int(n.n); i++ {
			l.expr1(l.kid(n, i), lowestPrec, depth+1)
		}
	case nSlice:
		// gofmt puts blanks around the colon when an index is a binary
		// expression; those are left to it.
		l.expr1(n.x, highestPrec, 1)
		for i := 0; i < int(n.n); i++ {
			if ix := l.kid(n, i); ix >= 0 {
				if l.nodes[ix].kind == nBinary {
					l.fail()
					return
				}
				l.expr1(ix, lowestPrec, depth+1)
			}
		}
	case nCall:
		if n.n > 1 {
			depth++
		}
		l.expr1(n.x, highestPrec, depth)
		l.list(n.op, int(n.k), int(n.n), depth, n.last)
	case nComposite:
		l.expr1(n.x, highestPrec, depth)
		l.list(n.op, int(n.k), int(n.n), 1, n.last)
	case nKeyValue:
		l.expr1(n.x, lowestPrec, 1)
		l.expr1(n.y, lowestPrec, 1)
	case nFuncLit:
		l.block(n.y)
	default:
		l.fail()
	}
}

// prec returns the precedence of binary expression x.
func (l *goLayout) prec(x int32) int { return binaryPrec(l.text(int(l.nodes[x].op))) }

// binary lays out a binary expression: blanks around the operator when its
// precedence is below cutoff.
func (l *goLayout) binary(x int32, prec1, cutoff, depth int) {
	n := &l.nodes[x]
	prec := l.prec(x)
	if prec < prec1 {
		// The parser keeps parentheses, so this does not happen.
		l.fail()
		return
	}
	blank := int8(blankNo)
	if prec < cutoff {
		blank = blankYes
	}
	xd := depth + 1
	if xn := &l.nodes[n.x]; xn.kind == nBinary && l.prec(n.x) == prec {
		xd = depth
	}
	l.expr1(n.x, prec, xd)
	l.toks[n.op].blank = blank
	l.toks[l.nodes[n.y].first].blank = blank
	l.expr1(n.y, prec+1, depth+1)
}

// cutoff returns the precedence below which the operators of binary
// expression x get blanks: fewer blanks in nested expressions and where
// both additive and multiplicative operators occur, and blanks that keep
// operators such as `- -` apart.
func (l *goLayout) cutoff(x int32, depth int) int {
	has4, has5, problem := l.walkBinary(x)
	switch {
	case problem > 0:
		return problem + 1
	case has4 && has5:
		if depth == 1 {
			return 5
		}
		return 4
	case depth == 1:
		return 6
	}
	return 4
}

func (l *goLayout) walkBinary(x int32) (has4, has5 bool, problem int) {
	if w, ok := l.walked[x]; ok {
		return w.has4, w.has5, w.problem
	}
	has4, has5, problem = l.walkBinaryOnce(x)
	if l.walked == nil {
		l.walked = map[int32]binaryWalk{}
	}
	l.walked[x] = binaryWalk{has4, has5, problem}
	return has4, has5, problem
}

// walkBinaryOnce is walkBinary without its memory.
func (l *goLayout) walkBinaryOnce(x int32) (has4, has5 bool, problem int) {
	n := &l.nodes[x]
	prec := l.prec(x)
	has4, has5 = prec == 4, prec == 5
	if l.nodes[n.x].kind == nBinary {
		h4, h5, p := l.walkBinary(n.x)
		has4, has5, problem = has4 || h4, has5 || h5, max(problem, p)
	}
	switch y := &l.nodes[n.y]; y.kind {
	case nBinary:
		h4, h5, p := l.walkBinary(n.y)
		has4, has5, problem = has4 || h4, has5 || h5, max(problem, p)
	case nUnary:
		switch l.text(int(n.op)) + l.text(int(y.op)) {
		case "/*", "&&", "&^":
			problem = 5
		case "++", "--":
			problem = max(problem, 4)
		}
	}
	return has4, has5, problem
}

// commentsBefore returns the first of the comment lines before token t
// (t when there are none).
func (l *goLayout) commentsBefore(t int32) int32 {
	for t > 0 && l.toks[t-1].kind == tComment {
		t--
	}
	return t
}

// list lays out the elements kids[k:k+n] of a call, composite literal,
// assignment or return: open is the opening bracket (or the assignment
// operator), close the closing bracket or -1. A list whose elements break
// over lines is indented from its first line break on; in composite
// literals, keys of consecutive one-line elements are aligned in sections
// that gofmt's size heuristics delimit.
func (l *goLayout) list(open int32, k, n, depth int, close int32) {
	if l.failed {
		return
	}
	if n == 0 {
		if close >= 0 && l.toks[close].nl != 0 {
			l.fail()
		}
		return
	}
	elems := l.kids[k : k+n]
	line := func(t int32) int32 { return l.toks[t].line }
	firstLine := line(l.nodes[elems[0]].first)
	endLine := l.endLine(l.nodes[elems[n-1]].last)
	if line(open) == firstLine && firstLine == endLine {
		if close >= 0 && l.toks[close].nl != 0 {
			l.fail()
			return
		}
		for _, e := range elems {
			l.expr1(e, lowestPrec, depth)
		}
		return
	}
	pairs := 0
	for _, e := range elems {
		if l.nodes[e].kind == nKeyValue {
			pairs++
		}
	}
	if pairs > 0 && pairs < n {
		l.fail()
		return
	}
	sized := pairs > 0 && close >= 0
	indented := false
	applyIndent := func() {
		if !indented {
			indented = true
			l.indent++
		}
	}
	prevBreak := -1
	if line(open) < firstLine {
		applyIndent()
		l.comments(l.commentsBefore(l.nodes[elems[0]].first), l.nodes[elems[0]].first)
		l.brk(l.nodes[elems[0]].first, int(l.toks[l.nodes[elems[0]].first].nl))
		prevBreak = 0
		l.sect++
	}
	size := 0
	lnsum, count := 0.0, 0
	prevLine := line(open)
	for i, e := range elems {
		en := &l.nodes[e]
		eline := line(en.first)
		prevSize := size
		size = 0
		if sized && eline == l.endLine(en.last) {
			key := &l.nodes[en.x]
			if key.kind != nLeaf || key.first != key.last {
				l.fail()
				return
			}
			size = int(l.toks[key.first].end() - l.toks[key.first].start)
		}
		useFF := true
		if prevSize > 0 && size > 0 {
			if count == 0 || prevSize <= 40 && size <= 40 {
				useFF = false
			} else {
				geomean := math.Exp(lnsum / float64(count))
				ratio := float64(size) / geomean
				useFF = 2.5*ratio <= 1 || 2.5 <= ratio
			}
		}
		needsBreak := prevLine < eline
		if i > 0 && needsBreak {
			if nl := int(l.toks[en.first].nl); nl > 0 {
				applyIndent()
				comments := l.commentsBefore(en.first)
				l.comments(comments, en.first)
				l.brk(en.first, nl)
				if useFF || prevBreak+1 < i || nl > 1 || comments < en.first {
					// A new section (gofmt's formfeed), a blank line or
					// comment lines: the size statistics start again.
					l.sect++
					lnsum, count = 0, 0
				}
				prevBreak = i
			} else if size > 0 {
				// A key gofmt would align in the middle of a line.
				l.fail()
				return
			}
		}
		if n > 1 && size > 0 && needsBreak {
			l.cell(en.op, 0)
		}
		l.expr1(e, lowestPrec, depth)
		if size > 0 {
			lnsum += math.Log(float64(size))
			count++
		}
		prevLine = eline
	}
	if indented {
		l.indent--
		if close < 0 {
			// No closing bracket flushes gofmt's unindent: comments after
			// the list may stay indented (stmtComments).
			l.unindentAfter = l.nodes[elems[n-1]].last
		}
	}
	if close >= 0 && l.toks[close].nl != 0 {
		l.brk(close, 1)
	}
}
