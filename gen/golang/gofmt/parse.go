package gofmt

import "strings"

// The fast formatter parses the subset of Go the generator prints into a
// small syntax tree (nodes in one slice, referred to by index), enough to
// decide what gofmt decides: indentation, alignment of keyed elements and
// struct fields, and blanks around binary operators. Any other syntax is a
// parse failure, and the file is formatted by go/format instead.

// nodeKind is the kind of a syntax node.
type nodeKind uint8

const (
	nLeaf       nodeKind = iota + 1 // an identifier, literal or type: tokens printed as they are
	nBinary                         // x op y
	nUnary                          // op x (including *x and &x)
	nParen                          // (x)
	nSelector                       // x.sel
	nTypeAssert                     // x.(type)
	nIndex                          // x[y], or x[kids...] (type arguments) when y is -1
	nSlice                          // x[kids[0]:kids[1]], absent indexes are -1
	nCall                           // x(kids...)
	nComposite                      // x{kids...}, x is -1 for an elided type
	nKeyValue                       // x: y
	nFuncLit                        // func(...) ... block y
	nBlock                          // { kids... }
	nExprStmt                       // x
	nAssign                         // kids[:nl] op kids[nl:]
	nIncDec                         // x++
	nReturn                         // return kids...
	nIf                             // if [kids[0];] x y [else kids[1]]
	nFor                            // for kids[0]; kids[1]; kids[2] y, or for ... range kids[0] y
	nVar                            // var name type [= y]
	nBranch                         // break, continue
	nFuncDecl                       // func name(...) ... block y
	nStruct                         // type name struct { fields }
	nField                          // name type tag (x is the name, -1 for an embedded field; y the tag or -1)
	nSwitch                         // switch [kids[0];] x { kids[1:]... } (x is a statement)
	nCase                           // case kids[:nl]: kids[nl:]..., or default: (op is the colon)
)

// node is a syntax node; first and last are its first and last tokens
// (for a call, composite literal or block, last is the closing bracket).
type node struct {
	first, last int32
	// op is the operator of a binary or unary expression, the opening
	// bracket of a call, composite literal or block, the colon of a key
	// and value, or the assignment operator.
	op int32
	// x and y are children (-1 for none); an if statement's init and else
	// branch and a for statement's clauses are in its list children.
	x, y int32
	// kids[k:k+n] of the parser are the node's list children.
	k, n int32
	// nl is the number of left-hand sides of an assignment, or flags.
	nl   int16
	kind nodeKind
}

// Flags of node.nl.
const (
	// flagEllipsis marks a call with `...` after its last argument.
	flagEllipsis = 1
)

// goParser builds the syntax tree.
type goParser struct {
	src   string
	toks  []token
	i     int
	nodes []node
	kids  []int32
	// stack holds the list children of the lists being parsed.
	stack []int32
	// noLit is set while parsing an if or for header, where `x {` opens
	// the block rather than a composite literal.
	noLit bool
	// decls are the file's top-level declarations (import declarations
	// are checked, not kept).
	decls []int32
	// failed is set on syntax the formatter does not handle.
	failed bool
	// lastLine is the line the last token ends on.
	lastLine int32
}

// newParser returns a parser of the tokens toks of src.
func newParser(src string, toks []token) *goParser {
	p := &goParser{src: src, toks: toks, nodes: make([]node, 0, len(toks)*3/5+16), kids: make([]int32, 0, len(toks)/4+16)}
	if n := len(toks); n > 0 {
		last := &toks[n-1]
		p.lastLine = last.line + int32(strings.Count(src[last.start:last.end()], "\n"))
	}
	return p
}

func (p *goParser) text(t int) string { return p.src[p.toks[t].start:p.toks[t].end()] }

// endLine returns the line token t ends on: a raw string may span lines.
func (p *goParser) endLine(t int32) int32 {
	if int(t)+1 < len(p.toks) {
		next := &p.toks[t+1]
		return next.line - int32(next.nl)
	}
	return p.lastLine
}

// oneLine reports whether no line break separates the tokens from first
// to last (a raw string in them may span lines).
func (p *goParser) oneLine(first, last int32) bool {
	for t := first + 1; t <= last; t++ {
		if p.toks[t].nl != 0 {
			return false
		}
	}
	return true
}

// is reports whether the current token is the operator or keyword s.
func (p *goParser) is(s string) bool {
	if p.i >= len(p.toks) {
		return false
	}
	t := &p.toks[p.i]
	return (t.kind == tOp || t.kind == tKeyword) && p.src[t.start:t.end()] == s
}

func (p *goParser) fail() int32 {
	p.failed = true
	p.i = len(p.toks)
	return -1
}

// expect consumes the operator or keyword s.
func (p *goParser) expect(s string) int32 {
	if !p.is(s) {
		return p.fail()
	}
	p.i++
	return int32(p.i - 1)
}

func (p *goParser) add(n node) int32 {
	p.nodes = append(p.nodes, n)
	return int32(len(p.nodes) - 1)
}

func (p *goParser) leaf(first, last int) int32 {
	return p.add(node{kind: nLeaf, first: int32(first), last: int32(last), x: -1, y: -1})
}

// list stores the list children collected in tmp and returns (k, n).
func (p *goParser) list(tmp []int32) (int32, int32) {
	k := int32(len(p.kids))
	p.kids = append(p.kids, tmp...)
	return k, int32(len(tmp))
}

// popList stores the list children pushed on the stack since mark.
func (p *goParser) popList(mark int) (int32, int32) {
	k, n := p.list(p.stack[mark:])
	p.stack = p.stack[:mark]
	return k, n
}

// push pushes a list child.
func (p *goParser) push(x int32) { p.stack = append(p.stack, x) }

func (p *goParser) eof() bool { return p.i >= len(p.toks) }

// space records whether a blank precedes the current token: gofmt's
// spacing, which the formatter prints whatever the source has.
func (p *goParser) space(blank bool) {
	if p.i < len(p.toks) {
		p.toks[p.i].blank = blankNo
		if blank {
			p.toks[p.i].blank = blankYes
		}
	}
}

// closeList consumes the closing bracket of a list: Go requires a comma
// before it when it is on a new line, and gofmt removes one before it on
// the same line.
func (p *goParser) closeList(close string) int32 {
	if p.eof() || p.i == 0 {
		return p.fail()
	}
	if comma := p.text(p.i-1) == ","; comma != (p.toks[p.i].nl > 0) {
		return p.fail()
	}
	p.space(false)
	return p.expect(close)
}

// skipComments skips comment tokens; comments are laid out by the lists
// that hold them.
func (p *goParser) skipComments() {
	for p.i < len(p.toks) && p.toks[p.i].kind == tComment {
		p.i++
	}
}

// typ parses a type on one line; it fails on a line break inside.
func (p *goParser) typ() {
	start := p.toks[min(p.i, len(p.toks)-1)].line
	p.typ1()
	if !p.failed && p.toks[p.i-1].line != start {
		p.fail()
	}
}

func (p *goParser) typ1() {
	switch {
	case p.eof():
		p.fail()
	case p.is("*"):
		p.i++
		p.space(false)
		p.typ1()
	case p.is("["):
		p.i++
		p.space(false)
		if !p.is("]") {
			if p.eof() || p.toks[p.i].kind != tNumber {
				p.fail()
				return
			}
			p.i++
			p.space(false)
		}
		p.expect("]")
		p.space(false)
		p.typ1()
	case p.is("map"):
		p.i++
		p.space(false)
		p.expect("[")
		p.space(false)
		p.typ1()
		p.space(false)
		p.expect("]")
		p.space(false)
		p.typ1()
	case p.is("func"):
		p.i++
		p.space(false)
		p.params(false)
		if p.is("(") {
			p.space(true)
			p.params(true)
		} else if p.startsType() {
			p.space(true)
			p.typ1()
		}
	case p.is("interface") || p.is("struct"):
		// Only the empty forms, which gofmt prints as they are.
		p.i++
		p.space(false)
		p.expect("{")
		p.space(false)
		p.expect("}")
	case p.toks[p.i].kind == tIdent:
		p.i++
		if p.is(".") {
			p.space(false)
			p.i++
			p.space(false)
			if p.eof() || p.toks[p.i].kind != tIdent {
				p.fail()
				return
			}
			p.i++
		}
	default:
		p.fail()
	}
}

// startsType reports whether the current token can start a function's
// result type (in a func type or literal, on the same line).
func (p *goParser) startsType() bool {
	if p.eof() || p.toks[p.i].nl != 0 {
		return false
	}
	t := p.toks[p.i]
	return t.kind == tIdent || p.is("*") || p.is("[") || p.is("map") || p.is("func") || p.is("interface") || p.is("struct")
}
