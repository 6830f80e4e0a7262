package gofmt

// Declarations of the fast formatter's parser (parse.go): the file, its
// imports, functions and their signatures, and struct types.

// file parses a source file: the package clause, imports, functions and
// struct types.
func (p *goParser) file() {
	p.skipComments()
	p.expect("package")
	p.space(true)
	if p.eof() || p.toks[p.i].kind != tIdent || p.toks[p.i].nl != 0 {
		p.fail()
		return
	}
	p.i++
	for {
		p.skipComments()
		if p.eof() || p.failed {
			return
		}
		if p.toks[p.i].nl == 0 {
			// Declarations start lines.
			p.fail()
			return
		}
		switch {
		case p.is("import"):
			p.importDecl()
		case p.is("func"):
			p.decls = append(p.decls, p.funcDecl())
		case p.is("type"):
			p.decls = append(p.decls, p.structDecl())
		default:
			p.fail()
		}
	}
}

// importDecl checks a parenthesized import declaration whose groups are
// sorted (gofmt sorts them), one spec a line.
func (p *goParser) importDecl() {
	p.i++
	p.space(true)
	if !p.is("(") || p.toks[p.i].nl != 0 {
		p.fail()
		return
	}
	p.i++
	if p.eof() || p.toks[p.i].nl != 1 || p.is(")") {
		p.fail()
		return
	}
	prev := ""
	for !p.eof() && !p.is(")") {
		t := p.toks[p.i]
		if t.nl == 0 {
			p.fail()
			return
		}
		if t.nl > 1 {
			prev = ""
		}
		if t.kind == tIdent {
			p.i++
			if p.eof() || p.toks[p.i].nl != 0 {
				p.fail()
				return
			}
			p.space(true)
		}
		if p.eof() || p.toks[p.i].kind != tString || p.src[p.toks[p.i].start] != '"' {
			p.fail()
			return
		}
		path := p.text(p.i)
		if path <= prev {
			p.fail()
			return
		}
		prev = path
		p.i++
	}
	if p.eof() || p.toks[p.i].nl != 1 {
		p.fail()
		return
	}
	p.i++
}

// funcDecl parses `func Name(params) results { body }`.
func (p *goParser) funcDecl() int32 {
	first := p.i
	p.i++
	p.space(true)
	if p.eof() || p.toks[p.i].kind != tIdent {
		return p.fail()
	}
	p.i++
	if p.is("[") {
		p.typeParams()
	}
	p.signature()
	body := p.block()
	if p.failed {
		return -1
	}
	return p.add(node{kind: nFuncDecl, first: int32(first), last: p.nodes[body].last, x: -1, y: body})
}

// typeParams parses a function's type parameters on one line: names, each
// followed by a comma or its constraint (`[K comparable, V any]`,
// `[K, V any]`).
func (p *goParser) typeParams() {
	line := p.toks[p.i].line
	p.space(false)
	p.i++
	for !p.failed {
		p.space(p.text(p.i-1) == ",")
		if p.eof() || p.toks[p.i].kind != tIdent {
			p.fail()
			return
		}
		p.i++
		if !p.is(",") {
			p.space(true)
			p.typ()
			if !p.is(",") {
				break
			}
		}
		p.space(false)
		p.i++
	}
	rb := p.closeList("]")
	if p.failed || p.toks[rb].line != line {
		p.fail()
	}
}

// signature parses a function's parameters and results, on one line.
func (p *goParser) signature() {
	p.space(false)
	p.params(false)
	if p.is("{") {
		return
	}
	p.space(true)
	if p.is("(") {
		p.params(true)
	} else {
		p.typ()
	}
}

// params parses a parameter or result list on one line: types, or names
// and types (`(a, b int, opts ...T)`).
func (p *goParser) params(results bool) {
	if p.eof() || p.toks[p.i].nl != 0 {
		p.fail()
		return
	}
	line := p.toks[p.i].line
	p.expect("(")
	named, lastNamed, unnamedType := false, false, false
	// prevBare is set after a parameter that is one name, which a named
	// list groups with the next parameter's type.
	prevBare := false
	count := 0
	for !p.failed && !p.is(")") {
		count++
		p.space(len(p.toks) > 0 && p.text(p.i-1) == ",")
		lastNamed = false
		if !p.eof() && p.toks[p.i].kind == tIdent && p.i+1 < len(p.toks) {
			next := p.text(p.i + 1)
			if next != "," && next != ")" && next != "." {
				// A name and its type.
				p.i++
				p.space(true)
				named, lastNamed = true, true
			}
		}
		variadic := p.is("...")
		if variadic {
			p.i++
			p.space(false)
		}
		start := p.i
		p.typ1()
		if !lastNamed && (variadic || p.i-start != 1) {
			// A type that cannot be the name of a grouped parameter.
			unnamedType = true
		}
		if variadic && (results || !p.is(")") || lastNamed && prevBare) {
			// `...` only on the last parameter, alone in its group.
			p.fail()
			return
		}
		prevBare = !lastNamed && !variadic && p.i-start == 1
		if !p.is(",") {
			break
		}
		p.space(false)
		p.i++
	}
	rp := p.closeList(")")
	// As in go/parser, parameters are either all named or all unnamed.
	if p.failed || p.toks[rp].line != line || named && (!lastNamed || unnamedType) {
		p.fail()
	}
	// gofmt drops an empty result list, and the parentheses of one
	// unnamed result; such lists are left to it.
	if results && (count == 0 || count == 1 && !named) {
		p.fail()
	}
}

// structDecl parses `type Name struct { fields }`, one field a line.
func (p *goParser) structDecl() int32 {
	first := p.i
	p.i++
	p.space(true)
	if p.eof() || p.toks[p.i].kind != tIdent {
		return p.fail()
	}
	p.i++
	p.space(true)
	p.expect("struct")
	p.space(true)
	lbrace := p.expect("{")
	mark := len(p.stack)
	for !p.failed {
		// Comments before a field or the closing brace are laid out by
		// structType.
		p.skipComments()
		if p.eof() {
			return p.fail()
		}
		if p.is("}") {
			break
		}
		f := p.i
		name := int32(-1)
		if p.i+1 < len(p.toks) && p.toks[p.i].kind == tIdent && p.toks[p.i+1].nl == 0 && p.toks[p.i+1].kind != tString &&
			!(p.toks[p.i+1].kind == tOp && p.text(p.i+1) == ".") {
			name = p.leaf(p.i, p.i)
			p.i++
			p.space(true)
		} else if p.eof() || p.toks[p.i].kind != tIdent && !p.is("*") {
			// An embedded field is a type name, or a pointer to one.
			return p.fail()
		}
		p.typ()
		tag := int32(-1)
		if !p.eof() && p.toks[p.i].nl == 0 && p.toks[p.i].kind == tString && p.endLine(int32(p.i)) == p.toks[p.i].line {
			p.space(true)
			tag = p.leaf(p.i, p.i)
			p.i++
		}
		if !p.eof() && p.toks[p.i].nl == 0 {
			// Several names and line comments are left to gofmt.
			return p.fail()
		}
		p.push(p.add(node{kind: nField, first: int32(f), last: int32(p.i - 1), x: name, y: tag}))
	}
	rbrace := p.expect("}")
	k, n := p.popList(mark)
	return p.add(node{kind: nStruct, first: int32(first), last: rbrace, op: lbrace, x: -1, y: -1, k: k, n: n})
}
