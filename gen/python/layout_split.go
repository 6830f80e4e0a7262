package python

import (
	"errors"
	"strings"
	"unicode/utf8"
)

// This file splits a statement that does not fit on one line as black
// (linegen.py) does, step for step: a statement becomes a line of leaves
// (black's tokens, with the whitespace before each as its prefix), and
// transformLine splits it with black's transformers (delimiter_split inside
// brackets, right_hand_split_with_omits, the standalone comment splits), the
// right-hand split omitting optional parentheses where black would, and
// taking black's "second opinion" (the optional parentheses forced) when the
// first line of a split is still too long. Black's leaves are mutable (a
// split makes optional parentheses visible for good); leaves here are
// shared the same way, so the attempts see what black's would.

// errCannotSplit is black's CannotSplit (and CannotTransform): the
// transformer cannot split the line, and the next one is tried.
var errCannotSplit = errors.New("cannot split")

// Black's delimiter priorities (brackets.py) that the algorithm tests by
// name; the others come with the tokens (see layout.go).
const prioDotDelim = prioDot

// leaf is one of black's leaves.
type leaf struct {
	kind  tokKind
	value string
	// prefix is the whitespace before the leaf; origPrefix the one it was
	// built with (a delimiter split clears the prefix of each line's first
	// leaf, for good, as black's does).
	prefix, origPrefix string
	prio               uint8 // a delimiter's priority (split before it)
	collection         bool  // a bracket of a list, dict or tuple display
	subscript          bool  // a bracket of a subscript
	invisible          bool  // an optional parenthesis
	visible            bool  // an optional parenthesis made visible
	equal              bool  // '=' of an assignment or a keyword argument
	// opening is a closing bracket's opening bracket, set when a line marks
	// the pair.
	opening *leaf
}

// val returns the leaf's text: nothing for an optional parenthesis that is
// not visible.
func (l *leaf) val() string {
	if l.invisible && !l.visible {
		return ""
	}
	return l.value
}

func (l *leaf) isOpen() bool    { return l.kind == tOpen }
func (l *leaf) isClose() bool   { return l.kind == tClose }
func (l *leaf) isComment() bool { return l.kind == tComment }

// length is black's len(prefix) + len(value), in code points.
func (l *leaf) length() int {
	return utf8.RuneCountInString(l.prefix) + utf8.RuneCountInString(l.val())
}

// toLeaves turns a statement's tokens into leaves: the spaces around a
// token become prefixes, the brackets inside an atom (`.items()`,
// `x[key]`) become bracket leaves, and the '=' ending an assignment target
// or a keyword argument becomes a leaf of its own, as black's tokens are.
func toLeaves(c code) []*leaf {
	b := leafBuilder{out: make([]*leaf, 0, len(c)+4)}
	for _, t := range c {
		switch {
		case t.kind == tAtom:
			b.atom(t.s)
		case t.kind == tComment:
			b.out = append(b.out, &leaf{kind: tComment, value: t.s})
		default:
			b.add(t, t.s)
		}
	}
	return b.out
}

// leafBuilder accumulates leaves; pending is the whitespace the next leaf
// gets as its prefix.
type leafBuilder struct {
	out     []*leaf
	pending string
	// opens are the brackets opened inside atoms, for their closing
	// brackets' kinds.
	opens []tok
}

// add appends the leaf of token t whose text is s.
func (b *leafBuilder) add(t tok, s string) *leaf {
	trimmed := strings.TrimLeft(s, " ")
	lf := &leaf{kind: t.kind, prio: t.prio, collection: t.collection, subscript: t.subscript, invisible: t.invisible}
	lf.prefix = b.pending + s[:len(s)-len(trimmed)]
	lf.value = strings.TrimRight(trimmed, " ")
	b.pending = trimmed[len(lf.value):]
	lf.origPrefix = lf.prefix
	b.out = append(b.out, lf)
	return lf
}

// atom appends the leaves of an atom's text: its brackets (outside string
// literals) as bracket leaves, and a trailing '=' (not '==', '<=', ...) as
// a leaf of its own.
func (b *leafBuilder) atom(s string) {
	start := 0
	for i := 0; i < len(s); i++ {
		switch ch := s[i]; ch {
		case '"', '\'':
			i = stringEnd(s, i) - 1
		case '(', '[', '{', ')', ']', '}':
			b.text(s[start:i])
			start = i + 1
			prev := strings.TrimRight(s[:i], " ")
			after := prev != "" && (isNameByte(prev[len(prev)-1]) || strings.ContainsAny(prev[len(prev)-1:], ")]\"'"))
			t := tok{s: string(ch)}
			switch ch {
			case '(', '[', '{':
				t.kind = tOpen
				t.subscript = ch == '[' && after
				t.collection = ch == '{' || ch == '[' && !after
				b.opens = append(b.opens, t)
			default:
				t.kind = tClose
				if n := len(b.opens); n > 0 {
					t.subscript, t.collection = b.opens[n-1].subscript, b.opens[n-1].collection
					b.opens = b.opens[:n-1]
				}
			}
			b.add(t, t.s)
		}
	}
	b.text(s[start:])
}

// text appends an atom's text without brackets.
func (b *leafBuilder) text(s string) {
	if strings.TrimSpace(s) == "" {
		b.pending += s
		return
	}
	body := strings.TrimRight(s, " ")
	if strings.HasSuffix(body, "=") && !strings.ContainsAny(body[:len(body)-1][max(len(body)-2, 0):], "=!<>") {
		name := strings.TrimRight(body[:len(body)-1], " ")
		if strings.TrimSpace(name) != "" {
			b.add(tok{kind: tAtom}, name)
			b.add(tok{kind: tAtom}, s[len(name):]).equal = true
			return
		}
	}
	b.add(tok{kind: tAtom}, s)
}

// stringEnd returns the index after the string literal that starts at
// s[i] (a quote), or len(s).
func stringEnd(s string, i int) int {
	q := s[i]
	for j := i + 1; j < len(s); j++ {
		switch s[j] {
		case '\\':
			j++
		case q:
			return j + 1
		}
	}
	return len(s)
}

func isNameByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}

// line is one of black's lines: leaves at an indentation depth, with the
// delimiters and optional parentheses that its bracket tracker marked.
type line struct {
	leaves []*leaf
	depth  int
	// inside is black's inside_brackets: a body of a split or a line split
	// from one, whose leaves are all marked (and that may be split at its
	// delimiters).
	inside bool
	// splitRHS is black's should_split_rhs: a body that explodes one
	// element per line.
	splitRHS bool

	delims    []delimiter
	invisible []trackedParen
	// the bracket tracker
	tdepth int
	stack  []*leaf
	prev   *leaf
}

// delimiter is a leaf after which the line may be split, with the
// delimiter's priority (black's BracketTracker.delimiters).
type delimiter struct {
	l    *leaf
	prio int
}

// setDelimiter records that the line may be split after lf.
func (l *line) setDelimiter(lf *leaf, prio int) {
	if n := len(l.delims); n > 0 && l.delims[n-1].l == lf {
		l.delims[n-1].prio = prio
		return
	}
	l.delims = append(l.delims, delimiter{lf, prio})
}

// trackedParen is an optional parenthesis a line marked, with the bracket
// depth it was marked at.
type trackedParen struct {
	l     *leaf
	depth int
}

func newLine(depth int, inside bool) *line {
	return &line{depth: depth, inside: inside}
}

// add appends lf, marking it when black's Line.append would: in a line
// inside brackets, or when track is set (a statement's line, a head's
// leaves inside matching brackets).
func (l *line) add(lf *leaf, track bool) {
	l.leaves = append(l.leaves, lf)
	if l.inside || track {
		l.mark(lf)
	}
}

// mark is black's BracketTracker.mark.
func (l *line) mark(lf *leaf) {
	if lf.isClose() && len(l.stack) == 0 {
		return
	}
	if lf.isClose() {
		l.tdepth--
		open := l.stack[len(l.stack)-1]
		l.stack = l.stack[:len(l.stack)-1]
		lf.opening = open
		if lf.val() == "" {
			l.invisible = append(l.invisible, trackedParen{lf, l.tdepth})
		}
	}
	if l.tdepth == 0 {
		if p := beforePriority(lf, l.prev); p > 0 && l.prev != nil {
			l.setDelimiter(l.prev, p)
		} else if lf.kind == tComma {
			l.setDelimiter(lf, prioComma)
		}
	}
	if lf.isOpen() {
		if lf.val() == "" {
			l.invisible = append(l.invisible, trackedParen{lf, l.tdepth})
		}
		l.stack = append(l.stack, lf)
		l.tdepth++
	}
	l.prev = lf
}

// beforePriority is black's is_split_before_delimiter: an operator's
// priority, and the dot of an attribute read or method call on a bracket's
// result.
func beforePriority(lf, prev *leaf) int {
	switch {
	case lf.kind == tDelim:
		return int(lf.prio)
	case lf.kind == tAtom && strings.HasPrefix(lf.value, ".") && (prev == nil || prev.isClose()):
		return prioDotDelim
	}
	return 0
}

// String renders the line as black's str(line) does.
func (l *line) String() string {
	if len(l.leaves) == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteString(l.leaves[0].prefix)
	b.WriteString(strings.Repeat("    ", l.depth))
	b.WriteString(l.leaves[0].val())
	for _, lf := range l.leaves[1:] {
		b.WriteString(lf.prefix)
		b.WriteString(lf.val())
	}
	return b.String()
}

func (l *line) isComment() bool { return len(l.leaves) == 1 && l.leaves[0].isComment() }

func (l *line) hasComment() bool {
	for _, lf := range l.leaves {
		if lf.isComment() {
			return true
		}
	}
	return false
}

// shortEnough is black's is_line_short_enough at the given length.
func (l *line) shortEnough(length int) bool {
	if len(l.leaves) == 0 {
		return true
	}
	n := 4*l.depth + width(l.leaves[0].prefix) + width(l.leaves[0].val())
	for _, lf := range l.leaves[1:] {
		if lf.isComment() {
			return false
		}
		n += width(lf.prefix) + width(lf.val())
	}
	return !l.leaves[0].isComment() && n <= length
}

// maxDelimiter returns the highest delimiter priority, leaving out the
// delimiter at exclude; false when there is none.
func (l *line) maxDelimiter(exclude *leaf) (int, bool) {
	max, ok := 0, false
	for _, d := range l.delims {
		if d.l != exclude && (!ok || d.prio > max) {
			max, ok = d.prio, true
		}
	}
	return max, ok
}

// delimiterCount counts the delimiters of priority p.
func (l *line) delimiterCount(p int) int {
	n := 0
	for _, d := range l.delims {
		if d.prio == p {
			n++
		}
	}
	return n
}

// isChainedAssignment is black's Line.is_chained_assignment: more than one
// '=' (keyword arguments' count too).
func (l *line) isChainedAssignment() bool {
	n := 0
	for _, lf := range l.leaves {
		if lf.equal {
			n++
		}
	}
	return n > 1
}

// features are the features black's transformers pass along; only
// FORCE_OPTIONAL_PARENTHESES matters here.
type features struct{ forceOptionalParens bool }

type transformer func(l *line, f features) ([]*line, error)

// transformLine is black's transform_line.
func transformLine(l *line, f features) []*line {
	if l.isComment() {
		return []*line{l}
	}
	lineStr := l.String()
	if !l.splitRHS && l.shortEnough(lineLength) && !(l.inside && l.hasComment()) {
		return []*line{l}
	}
	var rhs transformer = rhsWithOmits
	transformers := []transformer{rhs}
	if l.inside {
		transformers = []transformer{delimiterSplit, standaloneCommentSplit, rhs}
	}
	for i, t := range transformers {
		if result, err := runTransformer(l, t, i == len(transformers)-1, f, lineStr); err == nil {
			return result
		}
	}
	if l.hasComment() {
		return forceCommentSplit(l)
	}
	return []*line{l}
}

// runTransformer is black's run_transformer; isRHS tells that t is
// right_hand_split_with_omits, whose result may be replaced by the split
// with optional parentheses forced.
func runTransformer(l *line, t transformer, isRHS bool, f features, lineStr string) ([]*line, error) {
	var optional []*leaf
	for _, p := range l.invisible {
		if p.depth == 0 {
			optional = append(optional, p.l)
		}
	}
	lines, err := t(l, f)
	if err != nil {
		return nil, err
	}
	var result []*line
	for _, tl := range lines {
		if tl.String() == lineStr {
			return nil, errCannotSplit
		}
		result = append(result, transformLine(tl, f)...)
	}
	if f.forceOptionalParens || !isRHS || len(l.invisible) == 0 || anyVisible(optional) || result[0].shortEnough(lineLength) {
		return result, nil
	}
	second, err := runTransformer(l.clone(), t, isRHS, features{forceOptionalParens: true}, lineStr)
	if err != nil {
		return nil, err
	}
	for _, sl := range second {
		if !sl.shortEnough(lineLength) {
			return result, nil
		}
	}
	return second, nil
}

func anyVisible(parens []*leaf) bool {
	for _, p := range parens {
		if p.visible {
			return true
		}
	}
	return false
}

// clone is black's line.clone() with append_leaves: a line of new leaves
// (optional parentheses made visible stay visible) with their original
// whitespace, all marked.
func (l *line) clone() *line {
	c := newLine(l.depth, l.inside)
	for i, lf := range l.leaves {
		n := *lf
		n.opening = nil
		n.prefix = lf.origPrefix
		if i == 0 {
			n.prefix = ""
		}
		c.add(&n, true)
	}
	return c
}

// forceCommentSplit is black's _force_standalone_comment_split.
func forceCommentSplit(l *line) []*line {
	var out []*line
	cur := newLine(l.depth, l.inside)
	for _, lf := range l.leaves {
		if len(cur.leaves) > 0 && (lf.isComment() || cur.isComment()) {
			out = append(out, cur)
			cur = newLine(l.depth, l.inside)
		}
		cur.add(lf, false)
	}
	if len(cur.leaves) > 0 {
		out = append(out, cur)
	}
	return out
}
