package gofmt

import "unicode/utf8"

// Format returns src, Go source as the generator prints it, as
// go/format.Source prints it (without leading blank lines), or ok false
// when src holds anything the fast formatter leaves to go/format.
//
// The printer writes each construct on the lines gofmt keeps it on, but
// without indentation or alignment. Running go/format on large programs
// cost most of the generation time, so this formatter does only what gofmt
// does to such source: it parses the subset of Go the generator prints
// (lex.go, parse*.go), decides what gofmt's printer decides (layout*.go:
// indentation, blank lines, alignment of keys and struct fields, blanks
// between tokens) and prints the tokens. Source outside the subset, or
// that is not Go, is left to go/format, which also reports Go that does
// not parse. A panic is a bug in the formatter; Format lets it through
// (Source recovers it).
func Format(src string) (out []byte, ok bool) {
	// Generated code has about one token for every 3.5 bytes, and 0.6
	// nodes and 0.25 list children for every token.
	toks, ok := lexGo(src, make([]token, 0, len(src)/3+16))
	if !ok {
		return nil, false
	}
	p := newParser(src, toks)
	p.file()
	if p.failed {
		return nil, false
	}
	l := &goLayout{goParser: p, unindentAfter: -1}
	l.file()
	if l.failed {
		return nil, false
	}
	return l.print()
}

// alignCell is a cell to align, ending at out[pos]: its text is width
// runes wide, from the start of its line (after the indentation) or, in
// the second column (negative sect, as in cellTok), from the end of the
// line's first cell. line is its line in the source, where lines are
// consecutive when they are in the output (the layout keeps every line
// break, and a blank line stays one).
type alignCell struct {
	pos, width, sect, line int32
}

// print prints the tokens as the layout placed them, then pads the aligned
// columns.
func (l *goLayout) print() ([]byte, bool) {
	src, toks := l.src, l.toks
	out := make([]byte, 0, len(src)+len(src)/8)
	var cells []alignCell
	cols := 1
	lineStart := 0
	afterCell := false
	next := 0 // the next of l.cells
	// groupEnd ends the comment group being printed, whose lines gofmt
	// prints as they are (trimmed).
	groupEnd := 0
	for i := 0; i < len(toks); i++ {
		t := &toks[i]
		switch {
		case i == 0:
		case t.nl > 0:
			if t.ind < 0 {
				return nil, false
			}
			for range t.out {
				out = append(out, '\n')
			}
			for range t.ind {
				out = append(out, '\t')
			}
			lineStart = len(out)
		default:
			blank := t.sp
			if t.blank != 0 {
				blank = t.blank == blankYes
			} else if !rawBlankOK(l.text(i-1), l.text(i), t.sp) {
				return nil, false
			}
			if !blank && mayCombine(l.text(i-1), l.text(i)) {
				// gofmt separates tokens that would read as one.
				blank = true
			}
			if blank && !afterCell {
				out = append(out, ' ')
			}
		}
		afterCell = false
		text := src[t.start:t.end()]
		if t.kind == tComment {
			if i >= groupEnd {
				// The first line of a comment group: gofmt may reformat
				// the group as a doc comment.
				lines, end, ok := l.commentGroup(i)
				if !ok {
					return nil, false
				}
				groupEnd = end
				if next < len(l.cells) && int(l.cells[next].tok) < end {
					// Comments are not cells.
					return nil, false
				}
				if lines != nil {
					for k, line := range lines {
						if k > 0 {
							out = append(out, '\n')
							for range t.ind {
								out = append(out, '\t')
							}
							lineStart = len(out)
						}
						out = append(out, line...)
					}
					// The group's other tokens are replaced too.
					i = end - 1
					continue
				}
			}
			out = append(out, trimRight(text)...)
			continue
		}
		out = append(out, text...)
		if next < len(l.cells) && l.cells[next].tok == int32(i) {
			c := l.cells[next]
			start := lineStart
			if c.sect < 0 {
				// The second cell of its line starts after the first.
				start = int(cells[len(cells)-1].pos)
				cols = 2
			}
			cells = append(cells, alignCell{pos: int32(len(out)), width: int32(utf8.RuneCount(out[start:])), sect: c.sect, line: t.line})
			next++
			afterCell = true
		}
	}
	out = append(out, '\n')
	if len(cells) == 0 {
		return out, true
	}
	return alignColumns(out, cells, cols), true
}

// alignColumns pads each cell to the width of the widest cell of its
// block (cells of one column and section on consecutive lines) plus one
// blank; cols is the number of columns.
func alignColumns(out []byte, cells []alignCell, cols int) []byte {
	pad := make([]int32, len(cells))
	extra := 0
	var block []int32
	for col := range cols {
		block = block[:0]
		for k := 0; k <= len(cells); k++ {
			if k < len(cells) && (cells[k].sect < 0) != (col > 0) {
				continue
			}
			if n := len(block); n > 0 && (k == len(cells) || cells[k].sect != cells[block[0]].sect || cells[k].line != cells[block[n-1]].line+1) {
				width := int32(0)
				for _, b := range block {
					width = max(width, cells[b].width)
				}
				for _, b := range block {
					pad[b] = width + 1 - cells[b].width
					extra += int(pad[b])
				}
				block = block[:0]
			}
			if k < len(cells) {
				block = append(block, int32(k))
			}
		}
	}
	res := make([]byte, 0, len(out)+extra)
	prev := 0
	for i, c := range cells {
		res = append(res, out[prev:c.pos]...)
		for range pad[i] {
			res = append(res, ' ')
		}
		prev = int(c.pos)
	}
	return append(res, out[prev:]...)
}

// mayCombine reports whether tokens prev and next, written without a blank,
// would read as other tokens (`& &x` as `&&x`).
func mayCombine(prev, next string) bool {
	switch prev {
	case "+":
		return next[0] == '+'
	case "-":
		return next[0] == '-'
	case "/":
		return next[0] == '*'
	case "<":
		return next[0] == '-' || next[0] == '<'
	case "&":
		return next[0] == '&' || next[0] == '^'
	}
	return false
}

// rawBlankOK reports whether the source's spacing between tokens prev and
// cur, which the parser left as it is (in parameter lists), is gofmt's.
func rawBlankOK(prev, cur string, blank bool) bool {
	switch {
	case prev == "(" || prev == "[" || prev == "." || cur == ")" || cur == "]" || cur == "," || cur == "." || cur == ";":
		return !blank
	case prev == "," || prev == ";":
		return blank
	}
	return true
}
