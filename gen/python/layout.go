package python

import (
	"strings"
	"unicode/utf8"

	xwidth "golang.org/x/text/width"

	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/syntax"
)

// This file lays out Python statements the way black does, so that the
// generated code is `black --check` clean without running black: an
// expression is built as a stream of tokens that knows its brackets and
// delimiters, and a statement that does not fit in lineLength columns is
// split like black splits it (a right-hand split at the last bracket; inside
// brackets, a split at the delimiters of highest priority, one element per
// line with a trailing comma).

// lineLength is black's default line length.
const lineLength = 88

// Delimiter priorities, as black ranks them: a line inside brackets is split
// at its delimiters of the highest priority.
const (
	prioDot           = 1
	prioPower         = 2
	prioMul           = 4
	prioAdd           = 5
	prioComparison    = 10
	prioLogic         = 14
	prioTernary       = 16
	prioComma         = 18
	prioComprehension = 20
)

type tokKind uint8

const (
	tAtom  tokKind = iota
	tOpen          // an opening bracket
	tClose         // a closing bracket
	tDelim         // a delimiter the line may be split before (" + ", " for ")
	tComma         // ", ": the line may be split after it
	// tComment holds the comment lines ("# ...", joined by newlines) that
	// lead what follows: they are printed on lines of their own, so a line
	// with a comment anywhere but at its start never fits.
	tComment
)

// tok is one token of a statement.
type tok struct {
	s    string
	kind tokKind
	prio uint8
	// collection marks the brackets of a list, dict or tuple display
	// (black explodes those one element per line once split); trailer
	// marks call and subscript brackets. Invisible brackets are the
	// optional parentheses around an assignment's value.
	collection, subscript, invisible bool
}

// code is an expression or statement as tokens.
type code []tok

// atom is code that is never split.
func atom(s string) code { return code{{s: s}} }

// cat concatenates code.
func cat(parts ...code) code {
	n := 0
	for _, p := range parts {
		n += len(p)
	}
	out := make(code, 0, n)
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

// bracket kinds.
const (
	bkCall = iota
	bkSubscript
	bkCollection
	bkParen
)

// bracketed returns open items... close, the items separated by commas.
func bracketed(open string, items []code, close string, kind int) code {
	if open == "(" && len(items) == 1 {
		// black leaves out the optional parentheses of a conditional
		// expression that is the only thing in parentheses (comments
		// before it do not count).
		n := 0
		for n < len(items[0]) && items[0][n].kind == tComment {
			n++
		}
		items = []code{cat(items[0][:n], unwrapInvisible(items[0][n:]))}
	}
	o := tok{s: open, kind: tOpen, collection: kind == bkCollection, subscript: kind == bkSubscript}
	c := tok{s: close, kind: tClose, collection: o.collection, subscript: o.subscript}
	n := len(items) + 2
	for _, it := range items {
		n += len(it)
	}
	out := make(code, 1, n)
	out[0] = o
	for i, it := range items {
		if i > 0 {
			out = append(out, tok{s: ", ", kind: tComma, prio: prioComma})
		}
		out = append(out, it...)
	}
	return append(out, c)
}

// commaList returns items separated by commas, without brackets (a for
// statement's targets).
func commaList(items ...code) code {
	var out code
	for i, it := range items {
		if i > 0 {
			out = append(out, tok{s: ", ", kind: tComma, prio: prioComma})
		}
		out = append(out, it...)
	}
	return out
}

// call returns fn(args...).
func call(fn string, args ...code) code {
	return cat(atom(fn), bracketed("(", args, ")", bkCall))
}

// callOn returns recv(args...) where recv is code.
func callOn(recv code, args ...code) code {
	return cat(recv, bracketed("(", args, ")", bkCall))
}

// delim returns a delimiter token: " op " with the priority of op.
func delim(op string, prio int) code {
	return code{{s: " " + op + " ", kind: tDelim, prio: uint8(prio)}}
}

// ternary returns `t if cond else f` in black's invisible parentheses:
// black (24 and later) wraps a conditional expression that is not already
// the only thing in parentheses in optional parentheses, which become real
// ones when the line is split there.
func ternary(t, cond, f code) code {
	return optionalParens(cat(t, delim("if", prioTernary), cond, delim("else", prioTernary), f))
}

// unwrapInvisible returns c without the invisible parentheses around all of
// it, if it has them: an expression that is the only thing in parentheses
// needs no optional ones.
func unwrapInvisible(c code) code {
	if len(c) < 2 || !c[0].invisible || c[0].kind != tOpen || !c[len(c)-1].invisible {
		return c
	}
	depth := 0
	for i, t := range c {
		switch t.kind {
		case tOpen:
			depth++
		case tClose:
			depth--
			if depth == 0 && i != len(c)-1 {
				return c
			}
		}
	}
	return c[1 : len(c)-1]
}

// assignment returns `lhs = value`, the value in black's invisible
// parentheses.
func assignment(lhs string, value code) code {
	value = unwrapInvisible(value)
	out := make(code, 0, len(value)+3)
	out = append(out, tok{s: lhs + " = "}, tok{kind: tOpen, invisible: true, s: "("})
	out = append(out, value...)
	return append(out, tok{kind: tClose, invisible: true, s: ")"})
}

// forStatement returns `for targets in source:`, both in black's
// invisible parentheses.
func forStatement(targets, source code) code {
	return cat(atom("for "), optionalParens(targets), atom(" in "), optionalParens(source), atom(":"))
}

// optionalParens wraps an assignment's value in black's invisible
// parentheses.
func optionalParens(c code) code {
	c = unwrapInvisible(c)
	out := make(code, 0, len(c)+2)
	out = append(out, tok{kind: tOpen, invisible: true, s: "("})
	out = append(out, c...)
	return append(out, tok{kind: tClose, invisible: true, s: ")"})
}

// flat renders tokens on one line.
func (c code) flat() string {
	var b strings.Builder
	for _, t := range c {
		if t.invisible || t.kind == tComment {
			continue
		}
		b.WriteString(t.s)
	}
	return b.String()
}

// commented returns c after the comment lines of comments.
func commented(comments []syntax.Comment, c code) code {
	var lines []string
	for _, group := range gen.CommentGroups(comments) {
		for _, line := range group {
			lines = append(lines, "#"+line)
		}
	}
	if len(lines) == 0 {
		return c
	}
	return cat(code{{s: strings.Join(lines, "\n"), kind: tComment}}, c)
}

// writer accumulates laid-out lines.
type writer struct {
	b      strings.Builder
	indent int
}

// width returns the columns a rendered string takes, as black counts
// them: two for a character of East Asian width Wide or Fullwidth (most
// emoji, CJK), one for any other. (Black's table comes from another
// Unicode version, so a few rarely used ranges differ.)
func width(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			for _, r := range s[i:] {
				n++
				if k := xwidth.LookupRune(r).Kind(); k == xwidth.EastAsianWide || k == xwidth.EastAsianFullwidth {
					n++
				}
			}
			return n
		}
		n++
	}
	return n
}

// stmt writes one statement at the writer's indentation.
func (w *writer) stmt(c code) {
	w.emit(c, w.indent)
}

// raw writes a line as is, indented.
func (w *writer) raw(s string) {
	if s != "" {
		w.b.WriteString(strings.Repeat("    ", w.indent))
		w.b.WriteString(s)
	}
	w.b.WriteByte('\n')
}

// blank writes an empty line.
func (w *writer) blank() { w.b.WriteByte('\n') }

// emit lays out one statement at depth as black does: its leading
// comments on lines of their own, then its code split by transformLine.
func (w *writer) emit(c code, depth int) {
	if flat, ok := oneLine(c); ok && 4*depth+width(flat) <= lineLength {
		// A statement that fits is left as it is (black's first test).
		w.b.WriteString(strings.Repeat("    ", depth))
		w.b.WriteString(flat)
		w.b.WriteByte('\n')
		return
	}
	if head, body, ok := callSplit(c, depth); ok {
		w.callLines(head, body, depth)
		return
	}
	w.layOut(c, depth)
}

// callLines writes the lines of a call split by callSplit.
func (w *writer) callLines(head string, body []string, depth int) {
	w.b.WriteString(strings.Repeat("    ", depth))
	w.b.WriteString(head)
	w.b.WriteByte('\n')
	for _, l := range body {
		w.b.WriteString(strings.Repeat("    ", depth+1))
		w.b.WriteString(l)
		w.b.WriteByte('\n')
	}
	w.b.WriteString(strings.Repeat("    ", depth))
	w.b.WriteString(")\n")
}

// layOut writes a statement that does not fit on a line as black splits
// it.
func (w *writer) layOut(c code, depth int) {
	leaves := toLeaves(c)
	for len(leaves) > 0 && leaves[0].isComment() {
		w.comment(leaves[0].value, depth)
		leaves = leaves[1:]
	}
	if len(leaves) == 0 {
		return
	}
	leaves[0].prefix, leaves[0].origPrefix = "", ""
	l := newLine(depth, false)
	for _, lf := range leaves {
		l.add(lf, true)
	}
	for _, out := range transformLine(l, features{}) {
		w.writeLine(out)
	}
}

// oneLine renders c on one line; false when it holds a comment.
func oneLine(c code) (string, bool) {
	for _, t := range c {
		if t.kind == tComment {
			return "", false
		}
	}
	return strings.TrimSpace(c.flat()), true
}

// writeLine writes a line of a split: a standalone comment as its lines,
// else the line's text without trailing spaces.
func (w *writer) writeLine(l *line) {
	if l.isComment() {
		w.comment(l.leaves[0].value, l.depth)
		return
	}
	w.b.WriteString(strings.TrimRight(l.String(), " "))
	w.b.WriteByte('\n')
}

// comment writes comment lines at depth.
func (w *writer) comment(text string, depth int) {
	for _, line := range strings.Split(text, "\n") {
		w.b.WriteString(strings.Repeat("    ", depth))
		w.b.WriteString(line)
		w.b.WriteByte('\n')
	}
}
