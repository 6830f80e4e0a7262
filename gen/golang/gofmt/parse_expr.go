package gofmt

import "strings"

// Expressions of the fast formatter's parser (parse.go).

// binaryPrec returns the precedence of a binary operator, 0 for others.
func binaryPrec(op string) int {
	switch op {
	case "||":
		return 1
	case "&&":
		return 2
	case "==", "!=", "<", "<=", ">", ">=":
		return 3
	case "+", "-", "|", "^":
		return 4
	case "*", "/", "%", "<<", ">>", "&", "&^":
		return 5
	}
	return 0
}

// expr parses an expression.
func (p *goParser) expr() int32 { return p.binary(1) }

func (p *goParser) binary(prec1 int) int32 {
	x := p.unary()
	for !p.failed && !p.eof() {
		t := p.toks[p.i]
		if t.kind != tOp || t.nl != 0 {
			return x
		}
		prec := binaryPrec(p.src[t.start:t.end()])
		if prec < prec1 {
			return x
		}
		op := int32(p.i)
		p.space(true)
		p.i++
		p.space(true)
		if p.eof() || p.toks[p.i].nl != 0 {
			// A line break after an operator is left to gofmt.
			return p.fail()
		}
		y := p.binary(prec + 1)
		if p.failed {
			return -1
		}
		x = p.add(node{kind: nBinary, first: p.nodes[x].first, last: p.nodes[y].last, op: op, x: x, y: y})
	}
	return x
}

func (p *goParser) unary() int32 {
	if p.eof() {
		return p.fail()
	}
	t := p.toks[p.i]
	if t.kind == tOp {
		switch p.src[t.start:t.end()] {
		case "+", "-", "!", "^", "*", "&", "<-":
			op := int32(p.i)
			p.i++
			p.space(false)
			x := p.unary()
			if p.failed {
				return -1
			}
			return p.add(node{kind: nUnary, first: op, last: p.nodes[x].last, op: op, x: x, y: -1})
		}
	}
	return p.primary()
}

// primary parses an operand and its selectors, indexes, calls and
// composite literals.
func (p *goParser) primary() int32 {
	x := p.operand()
	for !p.failed && !p.eof() {
		t := p.toks[p.i]
		if t.nl != 0 || t.kind != tOp {
			return x
		}
		first := p.nodes[x].first
		switch p.src[t.start:t.end()] {
		case ".":
			// A blank keeps a decimal integer and the dot apart, as gofmt
			// prints them: without it, 0 .x would read as the float 0.
			p.space(p.i > 0 && p.toks[p.i-1].kind == tNumber && isDecimalInt(p.text(p.i-1)))
			p.i++
			p.space(false)
			if p.is("(") {
				p.i++
				p.space(false)
				if p.is("type") {
					// A type switch's guard.
					p.i++
				} else {
					p.typ()
				}
				p.space(false)
				rp := p.expect(")")
				x = p.add(node{kind: nTypeAssert, first: first, last: rp, x: x, y: -1})
				continue
			}
			if p.eof() || p.toks[p.i].kind != tIdent || p.toks[p.i].nl != 0 {
				return p.fail()
			}
			p.i++
			x = p.add(node{kind: nSelector, first: first, last: int32(p.i - 1), x: x, y: -1})
		case "[":
			x = p.index(x)
		case "(":
			x = p.call(x)
		case "{":
			// In an if or for header, `T {` opens the block when T is a
			// type name, as in Go's parser.
			if !p.litType(x) || p.noLit && p.nodes[x].kind != nLeaf || p.noLit && p.toks[p.nodes[x].first].kind == tIdent {
				return x
			}
			x = p.composite(x)
		default:
			return x
		}
	}
	return x
}

// index parses the index or the slice indexes of x; type arguments must
// be on one line. (A line break the layout does not place, such as one
// after the bracket, fails printing.)
func (p *goParser) index(x int32) int32 {
	p.space(false)
	lb := int32(p.i)
	p.i++
	p.space(false)
	saved := p.noLit
	p.noLit = false
	defer func() { p.noLit = saved }()
	var idx [2]int32
	idx[0], idx[1] = -1, -1
	if !p.is(":") {
		idx[0] = p.expr()
		p.space(false)
	}
	if p.is(",") && idx[0] >= 0 {
		// Type arguments: x[T1, T2].
		mark := len(p.stack)
		p.push(idx[0])
		for p.is(",") && !p.failed {
			// As in go/parser, the arguments after the first are types.
			p.i++
			p.space(true)
			start := p.i
			p.typ()
			if p.failed {
				return -1
			}
			p.push(p.leaf(start, p.i-1))
			p.space(false)
		}
		rb := p.closeList("]")
		if p.failed || !p.oneLine(lb, rb) {
			return p.fail()
		}
		k, n := p.popList(mark)
		return p.add(node{kind: nIndex, first: p.nodes[x].first, last: rb, op: lb, x: x, y: -1, k: k, n: n})
	}
	slice := p.is(":")
	if slice {
		p.i++
		p.space(false)
		if !p.is("]") {
			idx[1] = p.expr()
			p.space(false)
		}
	}
	rb := p.expect("]")
	if p.failed {
		return -1
	}
	first := p.nodes[x].first
	if !slice {
		return p.add(node{kind: nIndex, first: first, last: rb, op: lb, x: x, y: idx[0]})
	}
	k, n := p.list(idx[:])
	return p.add(node{kind: nSlice, first: first, last: rb, op: lb, x: x, y: -1, k: k, n: n})
}

// litType reports whether x can be the type of a composite literal.
func (p *goParser) litType(x int32) bool {
	switch n := p.nodes[x]; n.kind {
	case nLeaf:
		t := p.toks[n.first]
		return t.kind == tIdent || p.text(int(n.first)) == "[" || p.text(int(n.first)) == "map" || p.text(int(n.first)) == "struct"
	case nSelector:
		return p.nodes[n.x].kind == nLeaf && p.toks[p.nodes[n.x].first].kind == tIdent
	}
	return false
}

// call parses the arguments of a call of x.
func (p *goParser) call(x int32) int32 {
	p.space(false)
	lp := int32(p.i)
	p.i++
	p.space(false)
	saved := p.noLit
	p.noLit = false
	mark := len(p.stack)
	flags := int16(0)
	for !p.failed && !p.is(")") {
		// Comments before an argument are laid out by the list; before
		// the closing parenthesis, closeList rejects them.
		p.skipComments()
		p.push(p.expr())
		if p.is("...") {
			p.space(false)
			p.i++
			flags |= flagEllipsis
			if !p.is(")") {
				return p.fail()
			}
			break
		}
		if !p.is(",") {
			break
		}
		p.space(false)
		p.i++
		p.space(true)
	}
	p.noLit = saved
	rp := p.closeList(")")
	if p.failed || flags&flagEllipsis != 0 && p.toks[rp].line != p.toks[lp].line {
		return p.fail()
	}
	k, n := p.popList(mark)
	return p.add(node{kind: nCall, first: p.nodes[x].first, last: rp, op: lp, x: x, y: -1, k: k, n: n, nl: flags})
}

// composite parses the elements of a composite literal of type x (-1 for
// an elided type).
func (p *goParser) composite(x int32) int32 {
	if x >= 0 {
		p.space(false)
	}
	lb := int32(p.i)
	p.i++
	p.space(false)
	saved := p.noLit
	p.noLit = false
	mark := len(p.stack)
	for !p.failed {
		// Comments before an element are laid out by the list.
		p.skipComments()
		if p.is("}") {
			if p.toks[p.i-1].kind == tComment {
				// gofmt indents a comment before the brace by its column.
				p.fail()
			}
			break
		}
		p.push(p.element())
		if !p.is(",") {
			break
		}
		p.space(false)
		p.i++
		p.space(true)
	}
	p.noLit = saved
	rb := p.closeList("}")
	k, n := p.popList(mark)
	first := lb
	if x >= 0 {
		first = p.nodes[x].first
	}
	return p.add(node{kind: nComposite, first: first, last: rb, op: lb, x: x, y: -1, k: k, n: n})
}

// element parses an element of a composite literal: a value, or a key and
// a value; either may be a literal with an elided type.
func (p *goParser) element() int32 {
	value := func() int32 {
		if p.is("{") {
			return p.composite(-1)
		}
		return p.expr()
	}
	x := value()
	if p.failed || !p.is(":") {
		return x
	}
	colon := int32(p.i)
	p.space(false)
	p.i++
	if p.eof() || p.toks[p.i].nl != 0 {
		return p.fail()
	}
	p.space(true)
	y := value()
	if p.failed {
		return -1
	}
	return p.add(node{kind: nKeyValue, first: p.nodes[x].first, last: p.nodes[y].last, op: colon, x: x, y: y})
}

// operand parses an identifier, literal, parenthesized expression, func
// literal or the type of a composite literal or conversion.
func (p *goParser) operand() int32 {
	if p.eof() {
		return p.fail()
	}
	t := p.toks[p.i]
	switch t.kind {
	case tIdent, tNumber, tString, tChar:
		first := p.i
		p.i++
		if t.kind == tString {
			for p.i < len(p.toks) && p.toks[p.i].kind == tCont {
				p.i++
			}
		}
		return p.leaf(first, p.i-1)
	case tKeyword:
		switch p.text(p.i) {
		case "func":
			first := p.i
			p.i++
			p.space(false)
			p.params(false)
			if p.is("(") {
				p.space(true)
				p.params(true)
			} else if !p.is("{") {
				p.space(true)
				p.typ()
			}
			saved := p.noLit
			p.noLit = false
			body := p.block()
			p.noLit = saved
			if p.failed {
				return -1
			}
			return p.add(node{kind: nFuncLit, first: int32(first), last: p.nodes[body].last, x: -1, y: body})
		case "map", "interface", "struct":
			first := p.i
			p.typ1()
			return p.leaf(first, p.i-1)
		}
	case tOp:
		switch p.text(p.i) {
		case "(":
			lp := p.i
			p.i++
			p.space(false)
			saved := p.noLit
			p.noLit = false
			x := p.expr()
			p.noLit = saved
			p.space(false)
			rp := p.expect(")")
			if p.failed || p.toks[lp+1].nl != 0 || p.toks[rp].nl != 0 || p.nodes[x].kind == nParen {
				// gofmt prints ((x)) as (x).
				return p.fail()
			}
			return p.add(node{kind: nParen, first: int32(lp), last: rp, x: x, y: -1})
		case "[":
			first := p.i
			p.typ1()
			return p.leaf(first, p.i-1)
		}
	}
	return p.fail()
}

// isDecimalInt reports whether a number literal is a decimal integer, which
// a dot right after it would turn into a float.
func isDecimalInt(lit string) bool {
	if len(lit) > 1 && lit[0] == '0' && strings.ContainsAny(lit[1:2], "xXbBoO") {
		return false
	}
	return !strings.ContainsAny(lit, ".eEpPi")
}
