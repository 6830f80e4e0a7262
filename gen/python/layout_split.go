package python

import "strings"

// This file splits a statement that does not fit on one line the way black
// does: inside brackets at the delimiters of highest priority, else with a
// right-hand split at the last bracket (omitting an assignment's optional
// parentheses when black would).

// emit lays out one logical line at depth; inside reports a line within
// brackets (the body of a split), which may be split at delimiters.
func (w *writer) emit(c code, depth int, inside bool) {
	if fits(c, depth) {
		w.line(c, depth)
		return
	}
	if inside && w.delimiterSplit(c, depth) {
		return
	}
	if w.rhs(c, depth) {
		return
	}
	w.line(c, depth)
}

// delimiters returns the depth-0 delimiters of c: their indexes and the
// highest priority.
func delimiters(c code) (idx []int, max int) {
	depth := 0
	for i, t := range c {
		switch t.kind {
		case tOpen:
			depth++
		case tClose:
			depth--
		case tDelim, tComma:
			if depth != 0 || t.s == "," || i == 0 {
				continue
			}
			switch {
			case int(t.prio) > max:
				max = int(t.prio)
				idx = []int{i}
			case int(t.prio) == max:
				idx = append(idx, i)
			}
		case tAtom:
			// A method called on a bracket's result: black's dot delimiter.
			if depth == 0 && i > 0 && c[i-1].kind == tClose && strings.HasPrefix(t.s, ".") {
				switch {
				case prioDot > max:
					max = prioDot
					idx = []int{i}
				case prioDot == max:
					idx = append(idx, i)
				}
			}
		}
	}
	return idx, max
}

// delimiterSplit splits a line inside brackets at its delimiters of highest
// priority; after commas, a trailing comma is added.
func (w *writer) delimiterSplit(c code, depth int) bool {
	idx, max := delimiters(c)
	if len(idx) == 0 || max == prioDot && len(idx) < 2 {
		// black does not split a single method call from its receiver.
		return false
	}
	start := 0
	if max == prioComma {
		for _, i := range idx {
			w.emit(cat(c[start:i], code{{s: ",", kind: tComma}}), depth, true)
			start = i + 1
		}
		last := c[start:]
		if len(last) > 0 {
			w.emit(cat(last, code{{s: ",", kind: tComma}}), depth, true)
		}
		return true
	}
	for _, i := range idx {
		w.emit(c[start:i], depth, true)
		start = i
	}
	w.emit(c[start:], depth, true)
	return true
}

// closings returns the closing brackets black's right-hand split may
// split at, last first: the last closing bracket of c, then the last one
// before its opening bracket, and so on (brackets with an empty body are
// skipped, and an opening bracket left open at the end of a head line is
// not one), with the index of each one's opening bracket.
func closings(c code) (closes []int, opens map[int]int) {
	opens = map[int]int{}
	var stack []int
	for i, t := range c {
		switch t.kind {
		case tOpen:
			stack = append(stack, i)
		case tClose:
			if len(stack) == 0 {
				continue
			}
			opens[i] = stack[len(stack)-1]
			stack = stack[:len(stack)-1]
		}
	}
	for i := len(c) - 1; i >= 0; i-- {
		if c[i].kind != tClose {
			continue
		}
		o, ok := opens[i]
		if !ok {
			continue
		}
		if i > o+1 {
			closes = append(closes, i)
		}
		i = o
	}
	return closes, opens
}

// rhs makes black's right-hand split: head up to an opening bracket, the
// body indented, the closing bracket and the rest. It splits at the last
// bracket whose head fits, omitting an assignment's optional parentheses
// when black would.
func (w *writer) rhs(c code, depth int) bool {
	closes, opens := closings(c)
	if len(closes) == 0 {
		// The optional parentheses may hold the only brackets.
		return false
	}
	first := closes[0]
	if c[first].invisible {
		body := c[opens[first]+1 : first]
		if canOmitParens(body, depth) {
			inner, innerOpens := closings(body)
			if len(inner) > 0 {
				off := opens[first] + 1
				shifted := make([]int, len(inner))
				for i, x := range inner {
					shifted[i] = x + off
					opens[x+off] = innerOpens[x] + off
				}
				w.splitAt(c, depth, w.pick(c, depth, shifted, opens), opens)
				return true
			}
		}
		if body := c[opens[first]+1 : first]; len(body) == 1 && isStringToken(body[0]) && !fits(body, depth+1) {
			// black leaves a string that is too long where it is.
			return false
		}
		w.splitAt(c, depth, first, opens)
		return true
	}
	w.splitAt(c, depth, w.pick(c, depth, closes, opens), opens)
	return true
}

// pick returns the closing bracket to split at: the last whose head fits,
// looking no further back than a line's length of trailers; else the last.
func (w *writer) pick(c code, depth int, closes []int, opens map[int]int) int {
	for _, cl := range closes {
		if width(strings.TrimRight(c[cl:].flat(), " ")) > lineLength {
			break
		}
		if fits(c[:opens[cl]+1], depth) {
			return cl
		}
	}
	return closes[0]
}

// splitAt writes head, body and tail of a right-hand split at closing
// bracket cl.
func (w *writer) splitAt(c code, depth, cl int, opens map[int]int) {
	op := opens[cl]
	head, body, tail := c[:op+1], c[op+1:cl], c[cl:]
	if c[op].invisible {
		head = cat(c[:op], atom("("))
		tail = cat(atom(")"), c[cl+1:])
	}
	w.emit(head, depth, false)
	_, max := delimiters(body)
	if c[op].collection && max == prioComma {
		// black explodes a split collection display.
		w.delimiterSplit(body, depth+1)
	} else {
		w.emit(body, depth+1, true)
	}
	w.emit(tail, depth, false)
}

// canOmitParens reports whether black splits an assignment's value at its
// own last bracket rather than at the optional parentheses around it.
func canOmitParens(body code, depth int) bool {
	idx, max := delimiters(body)
	if len(idx) == 0 {
		return true
	}
	if len(idx) > 1 {
		return false
	}
	if max == prioDot {
		return true
	}
	if len(body) < 2 {
		return false
	}
	_, opens := closings(body)
	if body[0].kind == tOpen && body[1].kind != tClose && canOmitOpening(body, opens, depth) {
		return true
	}
	last := body[len(body)-1]
	if last.kind != tClose || last.subscript || body[len(body)-2].kind == tOpen {
		return false
	}
	open := opens[len(body)-1]
	length := 4 * (depth + 1)
	for i := 0; i <= open; i++ {
		length += width(body[i].s)
		if i < open && body[i].kind == tOpen {
			return true
		}
	}
	return length <= lineLength
}

// isStringToken reports whether t is a string literal.
func isStringToken(t tok) bool {
	s := strings.TrimPrefix(t.s, "f")
	return t.kind == tAtom && (strings.HasPrefix(s, "\"") || strings.HasPrefix(s, "'"))
}

// canOmitOpening is black's test for a value that starts with a bracket:
// the parentheses may go unless what follows that bracket's closing
// bracket, up to the next opening bracket, is too long.
func canOmitOpening(body code, opens map[int]int, depth int) bool {
	length := 4 * (depth + 1)
	counting := false
	for i, t := range body {
		if t.kind == tClose && opens[i] == 0 {
			counting = true
		}
		if !counting {
			continue
		}
		length += width(t.s)
		if length > lineLength {
			return false
		}
		if t.kind == tOpen {
			counting = false
		}
	}
	return true
}
