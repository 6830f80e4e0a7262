package gofmt

// Statements of the fast formatter's parser (parse.go).

// block parses `{ statements }` with the statements on their own lines.
func (p *goParser) block() int32 {
	p.space(true)
	lbrace := p.expect("{")
	mark := len(p.stack)
	for !p.failed {
		// Comments before a statement or the closing brace are laid out
		// by the block.
		p.skipComments()
		if p.eof() {
			return p.fail()
		}
		if p.is("}") {
			break
		}
		if p.toks[p.i].nl == 0 {
			return p.fail()
		}
		p.push(p.stmt())
		if !p.eof() && p.toks[p.i].nl == 0 && !p.is("}") {
			// Statements and comments on the line of a statement.
			return p.fail()
		}
	}
	rbrace := p.expect("}")
	if !p.failed && (p.toks[rbrace].nl == 0) {
		// One-line blocks (`{}`, `{ return x }`) are left to gofmt.
		return p.fail()
	}
	k, n := p.popList(mark)
	return p.add(node{kind: nBlock, first: lbrace, last: rbrace, op: lbrace, x: -1, y: -1, k: k, n: n})
}

// stmt parses a statement.
func (p *goParser) stmt() int32 {
	first := int32(p.i)
	switch {
	case p.is("return"):
		p.i++
		mark := len(p.stack)
		if !p.eof() && p.toks[p.i].nl == 0 && !p.is("}") {
			p.space(true)
			p.pushExprs()
		}
		k, n := p.popList(mark)
		return p.add(node{kind: nReturn, first: first, last: int32(p.i - 1), x: -1, y: -1, k: k, n: n})
	case p.is("if"):
		return p.ifStmt()
	case p.is("for"):
		return p.forStmt()
	case p.is("var"):
		p.i++
		p.space(true)
		if p.eof() || p.toks[p.i].kind != tIdent {
			return p.fail()
		}
		p.i++
		p.space(true)
		n := node{kind: nVar, first: first, x: -1, y: -1}
		if !p.is("=") {
			p.typ()
			p.space(true)
		}
		if p.is("=") {
			p.i++
			p.space(true)
			n.y = p.expr()
		}
		n.last = int32(p.i - 1)
		return p.add(n)
	case p.is("switch"):
		return p.switchStmt()
	case p.is("type"):
		return p.structDecl()
	case p.is("defer") || p.is("go"):
		p.i++
		p.space(true)
		x := p.expr()
		if p.failed || p.nodes[x].kind != nCall {
			// go/parser requires an unparenthesized call here.
			return p.fail()
		}
		return p.add(node{kind: nExprStmt, first: first, last: p.nodes[x].last, x: x, y: -1})
	case p.is("break") || p.is("continue"):
		p.i++
		return p.add(node{kind: nBranch, first: first, last: first, x: -1, y: -1})
	}
	return p.simpleStmt()
}

// simpleStmt parses an expression, assignment or inc/dec statement.
func (p *goParser) simpleStmt() int32 {
	first := int32(p.i)
	mark := len(p.stack)
	nlhs := p.pushExprs()
	if p.failed {
		return -1
	}
	if p.eof() {
		return p.fail()
	}
	t := p.toks[p.i]
	if t.kind == tOp && t.nl == 0 {
		switch op := p.text(p.i); op {
		case "++", "--":
			if nlhs != 1 {
				return p.fail()
			}
			p.space(false)
			p.i++
			x := p.stack[mark]
			p.stack = p.stack[:mark]
			return p.add(node{kind: nIncDec, first: first, last: int32(p.i - 1), x: x, y: -1})
		case "=", ":=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&^=":
			if op == ":=" && !p.allNames(p.stack[mark:]) {
				// Not Go: go/format reports it.
				return p.fail()
			}
			opTok := int32(p.i)
			p.space(true)
			p.i++
			p.space(true)
			p.pushExprs()
			k, n := p.popList(mark)
			return p.add(node{kind: nAssign, first: first, last: int32(p.i - 1), op: opTok, x: -1, y: -1, k: k, n: n, nl: int16(nlhs)})
		}
	}
	if nlhs != 1 {
		return p.fail()
	}
	x := p.stack[mark]
	p.stack = p.stack[:mark]
	return p.add(node{kind: nExprStmt, first: first, last: int32(p.i - 1), x: x, y: -1})
}

// header parses the keyword and header of an if or switch statement,
// `[init;] x`, where `x {` opens the block; x is -1 when the block follows
// the keyword.
func (p *goParser) header() (init, x int32) {
	p.i++
	p.space(true)
	saved := p.noLit
	p.noLit = true
	init, x = -1, -1
	if !p.is("{") {
		x = p.simpleStmt()
	}
	if p.is(";") {
		p.space(false)
		p.i++
		p.space(true)
		init, x = x, p.simpleStmt()
	}
	p.noLit = saved
	return init, x
}

// ifStmt parses `if [init;] cond { ... } [else ...]`.
func (p *goParser) ifStmt() int32 {
	first := int32(p.i)
	init, cond := p.header()
	if p.failed || cond < 0 || p.nodes[cond].kind != nExprStmt {
		return p.fail()
	}
	body := p.block()
	var tmp [2]int32
	tmp[0], tmp[1] = init, -1
	if p.is("else") {
		if p.toks[p.i].nl != 0 {
			return p.fail()
		}
		p.space(true)
		p.i++
		p.space(true)
		if p.is("if") {
			tmp[1] = p.ifStmt()
		} else {
			tmp[1] = p.block()
		}
	}
	if p.failed {
		return -1
	}
	k, n := p.list(tmp[:])
	last := p.nodes[body].last
	if tmp[1] >= 0 {
		last = p.nodes[tmp[1]].last
	}
	return p.add(node{kind: nIf, first: first, last: last, x: p.nodes[cond].x, y: body, k: k, n: n})
}

// switchStmt parses `switch [init;] [tag] { clauses }`: an expression
// switch, or a type switch whose tag is `x.(type)` or `v := x.(type)`.
// Each case must fit on its line; comments before a case or the closing
// brace are left to gofmt (it indents them by their column).
func (p *goParser) switchStmt() int32 {
	first := int32(p.i)
	init, tag := p.header()
	if p.failed {
		return -1
	}
	if tag >= 0 && !p.switchTag(&p.nodes[tag]) {
		return p.fail()
	}
	p.space(true)
	lbrace := p.expect("{")
	mark := len(p.stack)
	p.push(init)
	defaults := 0
	for !p.failed {
		p.skipComments()
		if p.eof() || p.toks[p.i-1].kind == tComment || p.toks[p.i].nl == 0 {
			return p.fail()
		}
		if p.is("}") {
			break
		}
		if p.is("default") {
			defaults++
		}
		p.push(p.caseClause())
	}
	rbrace := p.expect("}")
	if p.failed || defaults > 1 {
		return p.fail()
	}
	k, n := p.popList(mark)
	return p.add(node{kind: nSwitch, first: first, last: rbrace, op: lbrace, x: tag, y: -1, k: k, n: n})
}

// switchTag reports whether statement t can be a switch's tag: an
// expression, or `v := x.(type)`.
func (p *goParser) switchTag(t *node) bool {
	if t.kind == nExprStmt {
		return true
	}
	if t.kind != nAssign || p.text(int(t.op)) != ":=" || t.nl != 1 || t.n != 2 {
		return false
	}
	g := &p.nodes[p.kids[t.k+1]]
	return g.kind == nTypeAssert && p.toks[g.last-1].kind == tKeyword && p.text(int(g.last-1)) == "type"
}

// caseClause parses `case x, y:` or `default:`, on one line, and the
// statements up to the next case or the closing brace.
func (p *goParser) caseClause() int32 {
	first := int32(p.i)
	mark := len(p.stack)
	exprs := 0
	p.i++
	if p.toks[first].kind == tKeyword && p.text(int(first)) == "case" {
		p.space(true)
		exprs = p.pushExprs()
	} else if p.text(int(first)) != "default" {
		return p.fail()
	}
	p.space(false)
	colon := p.expect(":")
	if p.failed || p.toks[colon].line != p.toks[first].line {
		return p.fail()
	}
	last := colon
	for !p.failed {
		p.skipComments()
		if p.eof() {
			return p.fail()
		}
		if p.is("case") || p.is("default") || p.is("}") {
			break
		}
		if p.toks[p.i].nl == 0 {
			return p.fail()
		}
		s := p.stmt()
		p.push(s)
		if p.failed || !p.eof() && p.toks[p.i].nl == 0 {
			return p.fail()
		}
		last = p.nodes[s].last
	}
	k, n := p.popList(mark)
	return p.add(node{kind: nCase, first: first, last: last, op: colon, x: -1, y: -1, k: k, n: n, nl: int16(exprs)})
}

// forStmt parses the three-clause and range forms of for; the clauses are
// kept in kids (init, cond, post, or the range expression's keys and x).
func (p *goParser) forStmt() int32 {
	first := int32(p.i)
	p.i++
	p.space(true)
	saved := p.noLit
	p.noLit = true
	var clauses [3]int32
	tmp := clauses[:0]
	switch {
	case p.is("range"):
		p.i++
		p.space(true)
		tmp = append(tmp, p.expr())
	default:
		// Three clauses, or keys := range x.
		start, mark := p.i, len(p.stack)
		keys := p.pushExprs()
		names := !p.failed && p.allNames(p.stack[mark:])
		p.stack = p.stack[:mark]
		if p.is(":=") || p.is("=") {
			if keys > 2 || p.is(":=") && !names {
				return p.fail()
			}
			p.space(true)
			p.i++
			p.space(true)
			if p.is("range") {
				p.i++
				p.space(true)
				tmp = append(tmp, p.expr())
				break
			}
		}
		p.i = start
		init := p.simpleStmt()
		p.space(false)
		p.expect(";")
		p.space(true)
		cond := p.expr()
		p.space(false)
		p.expect(";")
		p.space(true)
		post := p.simpleStmt()
		tmp = append(tmp, init, cond, post)
	}
	p.noLit = saved
	body := p.block()
	if p.failed {
		return -1
	}
	k, n := p.list(tmp)
	return p.add(node{kind: nFor, first: first, last: p.nodes[body].last, x: -1, y: body, k: k, n: n})
}

// pushExprs parses a comma-separated list of expressions onto the stack
// and returns their number.
func (p *goParser) pushExprs() int {
	for n := 1; ; n++ {
		p.push(p.expr())
		if p.failed || !p.is(",") {
			return n
		}
		p.space(false)
		p.i++
		p.space(true)
	}
}

// allNames reports whether the expressions xs are all identifiers.
func (p *goParser) allNames(xs []int32) bool {
	for _, x := range xs {
		if n := &p.nodes[x]; n.kind != nLeaf || p.toks[n.first].kind != tIdent {
			return false
		}
	}
	return true
}
