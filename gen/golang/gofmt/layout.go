package gofmt

import "strings"

// The layout walks the syntax tree the way gofmt's printer does and
// records its decisions on the tokens: the indentation and line breaks of
// each line's first token, the blanks around binary operators, and the
// columns to align. Every line break of the source must be one the layout
// understands; any other fails the layout.

// goLayout holds the layout's state.
type goLayout struct {
	*goParser
	indent int
	// sect numbers the alignment sections.
	sect int32
	// cells are the last tokens of the columns to align, in order.
	cells []cellTok
	// unindentAfter is the last token of the last list without a closing
	// bracket (an assignment's right-hand side) that list indented, or -1.
	unindentAfter int32
	// walked holds walkBinary's results by node, so that the cutoff of
	// each operation of a long chain does not walk the chain again.
	walked map[int32]binaryWalk
}

// binaryWalk is what walkBinary found in a binary expression.
type binaryWalk struct {
	has4, has5 bool
	problem    int
}

// cellTok is the last token of a cell gofmt aligns (a key and its colon,
// a field name, a field's type before its tag) and the number of its
// section, negated for the second cell of a line (second column).
type cellTok struct{ tok, sect int32 }

// cell records that token t ends a cell of the current section, in the
// first column or the second (col 0 or 1).
func (l *goLayout) cell(t int32, col int) {
	if n := len(l.cells); n > 0 && l.cells[n-1].tok >= t || col > 0 && l.sect <= 0 {
		// Out of order, or a section number that cannot be negated: not
		// expected.
		l.fail()
		return
	}
	sect := l.sect
	if col > 0 {
		sect = -sect
	}
	l.cells = append(l.cells, cellTok{t, sect})
}

// Precedences of the printer's expression levels.
const (
	lowestPrec  = 0
	unaryPrec   = 6
	highestPrec = 7
)

// brk places token t, which must start a line, at the current indentation
// after n line breaks (at most one blank line is kept).
func (l *goLayout) brk(t int32, n int) {
	tok := &l.toks[t]
	if tok.nl == 0 {
		l.fail()
		return
	}
	if l.indent > 100 {
		l.fail()
		return
	}
	tok.ind = int8(l.indent)
	tok.out = uint8(min(n, 2))
}

// kid returns the i-th list child of n.
func (l *goLayout) kid(n *node, i int) int32 { return l.kids[int(n.k)+i] }

// file lays out the whole file.
func (l *goLayout) file() {
	if len(l.toks) == 0 || l.toks[0].kind == tComment {
		l.fail()
		return
	}
	l.toks[0].ind = 0
	// The tokens from the package clause up to the first declaration:
	// the package clause and the import declarations.
	end := len(l.toks)
	if len(l.decls) > 0 {
		end = int(l.nodes[l.decls[0]].first)
		for end > 0 && l.toks[end-1].kind == tComment {
			end--
		}
	}
	for t := 1; t < end && !l.failed; t++ {
		tok := &l.toks[t]
		if tok.nl == 0 {
			continue
		}
		switch {
		case tok.kind == tKeyword && l.text(t) == "import":
			tok.ind, tok.out = 0, 2
		case tok.kind == tOp && l.text(t) == ")":
			tok.ind, tok.out = 0, 1
		case tok.kind == tComment:
			l.fail()
		default:
			// An import spec (the parser checked the layout).
			tok.ind, tok.out = 1, uint8(min(tok.nl, 2))
		}
	}
	prevEnd := int32(end - 1)
	for _, d := range l.decls {
		if l.failed {
			return
		}
		n := &l.nodes[d]
		// The declaration and its doc comment follow a blank line.
		first := prevEnd + 1
		if l.toks[first].nl != 2 {
			l.fail()
			return
		}
		for t := first; t <= n.first; t++ {
			if t > first && l.toks[t].nl != 1 {
				l.fail()
				return
			}
			l.toks[t].ind, l.toks[t].out = 0, l.toks[t].nl
		}
		l.indent = 0
		switch n.kind {
		case nFuncDecl:
			l.block(n.y)
		case nStruct:
			l.structType(n)
		}
		prevEnd = n.last
	}
	if int(prevEnd) != len(l.toks)-1 {
		l.fail()
	}
}

// structType lays out the fields of a struct type, aligning their names,
// types and tags.
func (l *goLayout) structType(n *node) {
	l.indent++
	aligned := n.n > 1
	l.sect++
	prev := n.op
	for i := 0; i < int(n.n) && !l.failed; i++ {
		f := &l.nodes[l.kid(n, i)]
		if i == 0 && l.toks[prev+1].nl != 1 {
			// gofmt drops a blank line after the brace.
			l.fail()
			return
		}
		if f.first != prev+1 {
			// Comment lines, which end alignment sections.
			for t := prev + 1; t < f.first; t++ {
				if l.toks[t].nl != 1 && t != prev+1 {
					l.fail()
					return
				}
			}
			l.comments(prev+1, f.first)
			l.sect++
		}
		if l.toks[f.first].nl > 1 {
			l.sect++
		}
		l.brk(f.first, int(l.toks[f.first].nl))
		if aligned {
			// gofmt aligns names, and types before tags, in columns; an
			// embedded field's type is in the names' column.
			col := 0
			if f.x >= 0 {
				l.cell(l.nodes[f.x].first, 0)
				col = 1
			}
			if f.y >= 0 {
				l.cell(l.nodes[f.y].first-1, col)
			}
		}
		prev = f.last
	}
	l.comments(prev+1, n.last)
	l.indent--
	if nl := l.toks[n.last].nl; nl != 1 && (nl == 0 || l.toks[n.last-1].kind != tComment) {
		// gofmt drops a blank line before the brace, but after a comment.
		l.fail()
		return
	}
	l.brk(n.last, int(l.toks[n.last].nl))
}

// comments places the comment lines from token from up to (not
// including) token to at the current indentation.
func (l *goLayout) comments(from, to int32) {
	for t := from; t < to; t++ {
		l.brk(t, int(l.toks[t].nl))
	}
}

// stmtComments places the comment lines from token from up to statement
// token next. After a list that gofmt indented and did not close
// (pending), gofmt applies the pending unindent only from the first
// comment line in the column of next on: lines before it stay indented.
func (l *goLayout) stmtComments(from, next int32, pending bool) {
	if !pending {
		l.comments(from, next)
		return
	}
	col := l.column(next)
	for t := from; t < next; t++ {
		if pending && l.column(t) == col {
			pending = false
		}
		if pending {
			l.indent++
			l.brk(t, int(l.toks[t].nl))
			l.indent--
		} else {
			l.brk(t, int(l.toks[t].nl))
		}
	}
}

// column returns the column of token t in the source, in bytes.
func (l *goLayout) column(t int32) int32 {
	start := l.toks[t].start
	return start - int32(strings.LastIndexByte(l.src[:start], '\n'))
}

// block lays out a block's statements, one level deeper.
func (l *goLayout) block(b int32) {
	n := &l.nodes[b]
	l.indent++
	prev := l.stmts(n.op, l.kids[n.k:n.k+n.n])
	l.comments(prev+1, n.last)
	l.indent--
	l.brk(n.last, int(l.toks[n.last].nl))
}

// stmts lays out statements that follow token prev, each on its line
// after the comments before it, and returns the last token of the last.
func (l *goLayout) stmts(prev int32, list []int32) int32 {
	for _, s := range list {
		if l.failed {
			break
		}
		first := l.nodes[s].first
		l.stmtComments(prev+1, first, prev == l.unindentAfter)
		l.brk(first, int(l.toks[first].nl))
		l.stmt(s)
		prev = l.nodes[s].last
	}
	return prev
}

// switchStmt lays out a switch statement: its case labels at the switch's
// indentation, their statements one level deeper.
func (l *goLayout) switchStmt(n *node) {
	l.stmt(l.kid(n, 0))
	if n.x >= 0 {
		if tag := &l.nodes[n.x]; tag.kind == nExprStmt && l.nodes[tag.x].kind == nParen {
			// gofmt drops the parentheses.
			l.fail()
			return
		}
		l.stmt(n.x)
	}
	for i := 1; i < int(n.n) && !l.failed; i++ {
		c := &l.nodes[l.kid(n, i)]
		l.brk(c.first, int(l.toks[c.first].nl))
		exprs := int(c.nl)
		l.list(c.first, int(c.k), exprs, 1, -1)
		l.indent++
		l.stmts(c.op, l.kids[int(c.k)+exprs:c.k+c.n])
		l.indent--
	}
	l.brk(n.last, int(l.toks[n.last].nl))
}

// stmt lays out a statement.
func (l *goLayout) stmt(s int32) {
	if s < 0 || l.failed {
		return
	}
	n := &l.nodes[s]
	switch n.kind {
	case nExprStmt:
		l.expr1(n.x, lowestPrec, 1)
	case nAssign:
		depth := 1
		nl := int(n.nl)
		if nl > 1 && int(n.n)-nl > 1 {
			depth++
		}
		for i := 0; i < nl; i++ {
			x := l.kid(n, i)
			if i > 0 && l.toks[l.nodes[x].first].nl != 0 {
				// A left-hand side that starts a line: gofmt indents it.
				l.fail()
				return
			}
			l.expr1(x, lowestPrec, depth)
		}
		l.list(n.op, int(n.k)+nl, int(n.n)-nl, depth, -1)
	case nIncDec:
		l.expr1(n.x, lowestPrec, 2)
	case nReturn:
		l.results(n)
	case nIf:
		l.ifStmt(n)
	case nFor:
		l.forStmt(n)
	case nSwitch:
		l.switchStmt(n)
	case nStruct:
		l.structType(n)
	case nVar:
		if n.y >= 0 {
			l.expr1(n.y, lowestPrec, 1)
		}
	case nBranch:
	default:
		l.fail()
	}
}

// results lays out the results of a return statement; gofmt indents a
// list that breaks between results or holds several multi-line results
// differently, so those are left to it.
func (l *goLayout) results(n *node) {
	multi := 0
	for i := 0; i < int(n.n); i++ {
		x := &l.nodes[l.kid(n, i)]
		if i > 0 && l.toks[x.first].nl != 0 {
			l.fail()
			return
		}
		if l.toks[x.first].line != l.endLine(x.last) {
			multi++
		}
	}
	if n.n > 1 && multi > 1 {
		l.fail()
		return
	}
	for i := 0; i < int(n.n); i++ {
		l.expr1(l.kid(n, i), lowestPrec, 1)
	}
}

func (l *goLayout) ifStmt(n *node) {
	init, els := l.kid(n, 0), l.kid(n, 1)
	l.stmt(init)
	if n.x < 0 || l.nodes[n.x].kind == nParen && !l.keepsParens(n.x) {
		l.fail()
		return
	}
	l.expr1(n.x, lowestPrec, 1)
	l.block(n.y)
	if els >= 0 {
		if l.nodes[els].kind == nIf {
			l.ifStmt(&l.nodes[els])
		} else {
			l.block(els)
		}
	}
}

func (l *goLayout) forStmt(n *node) {
	if n.n == 1 {
		// for keys := range x
		x := l.kid(n, 0)
		if l.nodes[x].kind == nParen && !l.keepsParens(x) {
			l.fail()
			return
		}
		l.expr1(x, lowestPrec, 1)
	} else {
		l.stmt(l.kid(n, 0))
		cond := l.kid(n, 1)
		if l.nodes[cond].kind == nParen && !l.keepsParens(cond) {
			l.fail()
			return
		}
		l.expr1(cond, lowestPrec, 1)
		l.stmt(l.kid(n, 2))
	}
	l.block(n.y)
}

// keepsParens reports whether gofmt keeps the parentheses x around the
// expression of an if or for header: it does when they enclose a
// composite literal of a named type (pulumi.StringMap{...}) that no inner
// parentheses enclose, which the header needs. It reports false when that
// is not certain (a function literal inside), leaving the file to gofmt.
func (l *goLayout) keepsParens(x int32) bool {
	keep, sure := false, true
	var walk func(e int32)
	walk = func(e int32) {
		if e < 0 || keep || !sure {
			return
		}
		n := &l.nodes[e]
		switch n.kind {
		case nLeaf, nParen:
		case nComposite:
			keep = l.typeName(n.x)
		case nBinary, nKeyValue:
			walk(n.x)
			walk(n.y)
		case nUnary, nSelector, nTypeAssert:
			walk(n.x)
		case nIndex, nSlice, nCall:
			walk(n.x)
			if n.kind == nIndex {
				walk(n.y)
			}
			for i := 0; i < int(n.n); i++ {
				walk(l.kid(n, i))
			}
		default:
			sure = false
		}
	}
	walk(l.nodes[x].x)
	return keep && sure
}

// typeName reports whether x is a type name: an identifier, or a selector
// of one (pulumi.StringMap).
func (l *goLayout) typeName(x int32) bool {
	if x < 0 {
		return false
	}
	switch n := &l.nodes[x]; n.kind {
	case nLeaf:
		return n.first == n.last && l.toks[n.first].kind == tIdent
	case nSelector:
		return l.typeName(n.x)
	}
	return false
}
