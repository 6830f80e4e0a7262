package python

import "strings"

// This file holds black's right-hand split (linegen.py:
// right_hand_split_with_omits, _first_right_hand_split,
// _maybe_split_omitting_optional_parens and the tests they use) and its
// delimiter split, over the lines of layout_split.go.

// rhsResult is black's RHSResult: the head, body and tail of a split at a
// bracket pair.
type rhsResult struct {
	head, body, tail *line
	opening, closing *leaf
}

// leafSet is a set of leaves (black's sets of leaf ids).
type leafSet map[*leaf]bool

// rhsWithOmits is black's right_hand_split_with_omits: the right-hand
// split at the last bracket pair whose head fits, gluing trailers that fit
// to the line instead of splitting at them.
func rhsWithOmits(l *line, f features) ([]*line, error) {
	// prefixLen[i] is the length of the line before leaf i, as it was
	// before any split was tried.
	prefixLen := make([]int, len(l.leaves))
	n := 4 * l.depth
	for i, lf := range l.leaves {
		prefixLen[i] = n
		n += lf.length()
	}
	var first []*line
	omits := newTrailersToOmit(l)
	for omit, ok := omits.next(); ok; omit, ok = omits.next() {
		if len(omit) > 0 {
			var target *leaf
			for i := len(l.leaves) - 1; i >= 0; i-- {
				if lf := l.leaves[i]; lf.isClose() && !omit[lf] {
					target = lf.opening
					break
				}
			}
			if i := l.index(target); target != nil && target.val() != "" && i >= 0 && prefixLen[i] > lineLength {
				continue
			}
		}
		lines, err := rightHandSplit(l, f, omit)
		if err != nil {
			return nil, err
		}
		if first == nil && len(omit) == 0 {
			first = lines
		}
		if lines[0].shortEnough(lineLength) {
			return lines, nil
		}
	}
	if first != nil {
		return first, nil
	}
	return rightHandSplit(l, f, nil)
}

// trailersToOmit is black's generate_trailers_to_omit: growing sets of
// closing brackets of the trailers at the end of the line that fit on it.
// Like black's generator it is lazy: each set is computed after the split
// with the previous one was tried, which may have made optional
// parentheses visible.
type trailersToOmit struct {
	l                *line
	started          bool
	i, length        int
	opening, closing *leaf
	omit, inner      leafSet
	// resume is the closing bracket the generator stopped at.
	resume *leaf
}

func newTrailersToOmit(l *line) *trailersToOmit {
	return &trailersToOmit{l: l, i: len(l.leaves) - 1, length: 4 * l.depth, omit: leafSet{}, inner: leafSet{}}
}

// next returns the next set to omit; false when there is none.
func (g *trailersToOmit) next() (leafSet, bool) {
	if !g.started {
		g.started = true
		return copySet(g.omit), true
	}
	if g.resume != nil {
		g.afterYield(g.resume)
		g.resume = nil
		g.i--
	}
	for ; g.i >= 0; g.i-- {
		lf := g.l.leaves[g.i]
		g.length += lf.length()
		if g.length > lineLength || lf.isComment() {
			g.i = -1
			break
		}
		var prev *leaf
		if g.i > 0 {
			prev = g.l.leaves[g.i-1]
		}
		switch {
		case g.opening != nil:
			if lf == g.opening {
				g.opening = nil
			} else if lf.isClose() {
				g.inner[lf] = true
			}
		case lf.isClose():
			if prev != nil && prev.isOpen() {
				g.inner[lf] = true
				continue
			}
			if g.closing != nil {
				g.omit[g.closing] = true
				for k := range g.inner {
					g.omit[k] = true
				}
				g.inner = leafSet{}
				// Resume after the split with this set was tried.
				g.resume = lf
				return copySet(g.omit), true
			}
			g.afterYield(lf)
		}
	}
	return nil, false
}

// afterYield is what black's generator does with the closing bracket lf
// after yielding (or not): a visible bracket starts the next trailer.
func (g *trailersToOmit) afterYield(lf *leaf) {
	if lf.val() != "" {
		g.opening, g.closing = lf.opening, lf
	}
}

func copySet(s leafSet) leafSet {
	c := make(leafSet, len(s))
	for k := range s {
		c[k] = true
	}
	return c
}

// rightHandSplit is black's right_hand_split.
func rightHandSplit(l *line, f features, omit leafSet) ([]*line, error) {
	rhs, err := firstRHS(l, omit)
	if err != nil {
		return nil, err
	}
	return maybeSplitOmittingParens(rhs, l, f, omit)
}

// firstRHS is black's _first_right_hand_split: head, body and tail around
// the last bracket pair not omitted.
func firstRHS(l *line, omit leafSet) (*rhsResult, error) {
	var tail, body, head []*leaf
	cur := &tail
	var opening, closing *leaf
	for i := len(l.leaves) - 1; i >= 0; i-- {
		lf := l.leaves[i]
		if cur == &body && lf == opening {
			if len(body) > 0 {
				cur = &head
			} else {
				cur = &tail
			}
		}
		*cur = append(*cur, lf)
		if cur == &tail && lf.isClose() && !omit[lf] {
			opening, closing = lf.opening, lf
			cur = &body
		}
	}
	if opening == nil || closing == nil || len(head) == 0 {
		return nil, errCannotSplit
	}
	reverse(tail)
	reverse(body)
	reverse(head)
	r := &rhsResult{opening: opening, closing: closing}
	r.head = buildLine(head, l, false)
	r.body = buildLine(body, l, true)
	r.tail = buildLine(tail, l, false)
	// black's bracket_split_succeeded_or_raise
	if len(body) == 0 && len(strings.TrimSpace(r.tail.String())) < 3 {
		return nil, errCannotSplit
	}
	if r.body.inside && shouldSplitLine(r.body, opening) {
		r.body.splitRHS = true
	}
	return r, nil
}

func reverse(s []*leaf) {
	for i, j := 0, len(s)-1; i < j; i, j = i+1, j-1 {
		s[i], s[j] = s[j], s[i]
	}
}

// buildLine is black's bracket_split_build_line: a body is one level deeper
// and inside brackets; a head marks the leaves inside its matching
// brackets; a tail marks none.
func buildLine(leaves []*leaf, original *line, isBody bool) *line {
	res := newLine(original.depth, false)
	res.leaves = make([]*leaf, 0, len(leaves)+1)
	var track leafSet
	if isBody {
		res.inside = true
		res.depth++
	} else if len(leaves) > 0 && leaves[0] != nil {
		track = insideMatchingBrackets(leaves)
	}
	for _, lf := range leaves {
		res.add(lf, track[lf])
	}
	return res
}

// insideMatchingBrackets is black's get_leaves_inside_matching_brackets.
func insideMatchingBrackets(leaves []*leaf) leafSet {
	start := -1
	for i, lf := range leaves {
		if lf.isOpen() {
			start = i
			break
		}
	}
	ids := leafSet{}
	if start < 0 {
		return ids
	}
	var stack [][]*leaf
	for _, lf := range leaves[start:] {
		switch {
		case lf.isOpen():
			stack = append(stack, []*leaf{lf})
		case lf.isClose():
			if len(stack) == 0 || !matches(stack[len(stack)-1][0], lf) {
				return ids
			}
			level := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, x := range level {
				ids[x] = true
			}
			ids[lf] = true
		case len(stack) > 0:
			stack[len(stack)-1] = append(stack[len(stack)-1], lf)
		}
	}
	return ids
}

// matches reports whether the closing bracket c is of open's kind.
func matches(open, c *leaf) bool {
	return map[string]string{"(": ")", "[": "]", "{": "}"}[open.value] == c.value
}

// shouldSplitLine is black's should_split_line: a body of a display (or of
// optional parentheses) whose elements are separated by commas explodes.
func shouldSplitLine(body *line, opening *leaf) bool {
	if !(opening.collection || opening.invisible) {
		return false
	}
	var exclude *leaf
	if n := len(body.leaves); n > 0 && body.leaves[n-1].kind == tComma {
		exclude = body.leaves[n-1]
	}
	p, ok := body.maxDelimiter(exclude)
	return ok && p == prioComma
}

// maybeSplitOmittingParens is black's
// _maybe_split_omitting_optional_parens: a split at optional parentheses
// is tried without them first, where black prefers that.
func maybeSplitOmittingParens(rhs *rhsResult, l *line, f features, omit leafSet) ([]*line, error) {
	if !f.forceOptionalParens && rhs.opening.invisible && rhs.opening.val() == "" &&
		rhs.closing.invisible && rhs.closing.val() == "" && canOmitInvisibleParens(rhs) {
		omit2 := copySet(omit)
		omit2[rhs.closing] = true
		oop, err := firstRHS(l, omit2)
		if err == nil {
			if preferSplitRHSOOP(oop, rhs) {
				lines, err2 := maybeSplitOmittingParens(oop, l, f, omit2)
				if err2 == nil {
					return lines, nil
				}
				err = err2
			}
		}
		if err != nil && !l.isChainedAssignment() && !canBeSplit(rhs.body) && !rhs.body.shortEnough(lineLength) {
			return nil, errCannotSplit
		}
	}
	if rhs.opening.invisible {
		rhs.opening.visible = true
	}
	if rhs.closing.invisible {
		rhs.closing.visible = true
	}
	var out []*line
	for _, part := range []*line{rhs.head, rhs.body, rhs.tail} {
		if len(part.leaves) > 0 {
			out = append(out, part)
		}
	}
	return out, nil
}

// preferSplitRHSOOP is black's _prefer_split_rhs_oop_over_rhs.
func preferSplitRHSOOP(oop, rhs *rhsResult) bool {
	h := rhs.head.leaves
	if !(len(h) >= 2 && h[len(h)-2].equal) {
		return true
	}
	brackets := false
	for _, lf := range h[:len(h)-1] {
		if lf.isOpen() || lf.isClose() {
			brackets = true
		}
	}
	if !brackets {
		return true
	}
	if !rhs.head.shortEnough(lineLength - 1) {
		return true
	}
	rhsEquals, oopEquals := countEquals(rhs.head), countEquals(oop.head)
	if rhsEquals > 1 && rhsEquals > oopEquals {
		return false
	}
	for i := len(oop.head.leaves) - 1; i >= 0; i-- {
		lf := oop.head.leaves[i]
		if lf.equal {
			break
		}
		if lf.isClose() {
			return true
		}
	}
	return oopEquals > 0 && oop.head.shortEnough(lineLength)
}

func countEquals(l *line) int {
	n := 0
	for _, lf := range l.leaves {
		if lf.equal {
			n++
		}
	}
	return n
}

// Kinds of Python tokens, for canBeSplit.
const (
	ptName = iota
	ptString
	ptNumber
	ptDot
	ptOpen
	ptClose
	ptOther
)

// leafTokenKinds returns the kinds of black's leaves of l: an atom's text is
// several Python tokens (`a.b` is a name, a dot and a name).
func leafTokenKinds(l *line) []int {
	var out []int
	for _, lf := range l.leaves {
		switch {
		case lf.isOpen():
			out = append(out, ptOpen)
		case lf.isClose():
			out = append(out, ptClose)
		case lf.kind != tAtom:
			out = append(out, ptOther)
		default:
			out = appendTokenKinds(out, lf.value)
		}
	}
	return out
}

// appendTokenKinds appends the kinds of the tokens of s (text without
// brackets).
func appendTokenKinds(out []int, s string) []int {
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ':
			i++
		case c == '"' || c == '\'':
			i = stringEnd(s, i)
			out = append(out, ptString)
		case c >= '0' && c <= '9' || c == '.' && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9':
			for i < len(s) && (isNameByte(s[i]) || s[i] == '.' || (s[i] == '+' || s[i] == '-') && (s[i-1] == 'e' || s[i-1] == 'E')) {
				i++
			}
			out = append(out, ptNumber)
		case c == '.':
			i++
			out = append(out, ptDot)
		case isNameByte(c):
			j := i
			for j < len(s) && isNameByte(s[j]) {
				j++
			}
			if j < len(s) && (s[j] == '"' || s[j] == '\'') && j-i <= 2 {
				// A string prefix (f, rb, ...).
				i = stringEnd(s, j)
				out = append(out, ptString)
				continue
			}
			i = j
			out = append(out, ptName)
		default:
			i++
			out = append(out, ptOther)
		}
	}
	return out
}

// canBeSplit is black's can_be_split: false for a line of one token, or a
// string's method chain that black will not split.
func canBeSplit(l *line) bool {
	t := leafTokenKinds(l)
	if len(t) < 2 {
		return false
	}
	if t[0] == ptString && t[1] == ptDot {
		calls, dots := 0, 0
		next := t[len(t)-1]
		for i := len(t) - 2; i >= 0; i-- {
			switch t[i] {
			case ptOpen:
				if next != ptClose {
					return false
				}
				calls++
			case ptDot:
				dots++
			case ptName:
				if next != ptDot && next != ptOpen {
					return false
				}
			case ptClose:
			default:
				return false
			}
			if dots > 1 && calls > 1 {
				return false
			}
		}
	}
	return true
}

// canOmitInvisibleParens is black's can_omit_invisible_parens.
func canOmitInvisibleParens(rhs *rhsResult) bool {
	l := rhs.body
	var closing *leaf
	for i := len(l.leaves) - 1; i >= 0; i-- {
		lf := l.leaves[i]
		if closing != nil && lf == closing.opening {
			closing = nil
		}
		if lf.isComment() && closing == nil {
			return false
		}
		if closing == nil && lf.isClose() && lf.val() != "" && l.index(lf.opening) >= 0 {
			closing = lf
		}
	}
	if len(l.delims) == 0 {
		return true
	}
	max, _ := l.maxDelimiter(nil)
	if l.delimiterCount(max) > 1 {
		return false
	}
	if max == prioDotDelim {
		return true
	}
	if len(l.leaves) < 2 {
		return false
	}
	first, second := l.leaves[0], l.leaves[1]
	if first.isOpen() && !second.isClose() && canOmitOpeningParen(l, first) {
		return true
	}
	penultimate, last := l.leaves[len(l.leaves)-2], l.leaves[len(l.leaves)-1]
	if last.isClose() && (last.value != "]" || !last.subscript) {
		if penultimate.isOpen() {
			return false
		}
		if canOmitClosingParen(l, last) {
			return true
		}
	}
	return false
}

// canOmitOpeningParen is black's _can_omit_opening_paren: what follows the
// first bracket's closing bracket, up to the next opening bracket, fits.
func canOmitOpeningParen(l *line, first *leaf) bool {
	remainder := false
	length := 4 * l.depth
	for _, lf := range l.leaves {
		if lf.isClose() && lf.opening == first {
			remainder = true
		}
		if remainder {
			length += lf.length()
			if length > lineLength {
				return false
			}
			if lf.isOpen() {
				remainder = false
			}
		}
	}
	return true
}

// canOmitClosingParen is black's _can_omit_closing_paren: the line up to
// the last bracket's opening bracket fits, or has other brackets to split
// at.
func canOmitClosingParen(l *line, last *leaf) bool {
	length := 4 * l.depth
	seen := false
	for _, lf := range l.leaves {
		length += lf.length()
		if lf == last.opening {
			if seen || length <= lineLength {
				return true
			}
		} else if lf.isOpen() {
			seen = true
		}
	}
	return false
}

// index returns the index of lf in the line, or -1 (and 0 for nil).
func (l *line) index(lf *leaf) int {
	for i, x := range l.leaves {
		if x == lf {
			return i
		}
	}
	return -1
}

// delimiterSplit is black's delimiter_split: a line inside brackets split
// at its delimiters of the highest priority, with a trailing comma after
// the last element when the delimiters are commas.
func delimiterSplit(l *line, _ features) ([]*line, error) {
	if len(l.leaves) == 0 {
		return nil, errCannotSplit
	}
	last := l.leaves[len(l.leaves)-1]
	max, ok := l.maxDelimiter(last)
	if !ok {
		return nil, errCannotSplit
	}
	if max == prioDotDelim && l.delimiterCount(max) == 1 {
		return nil, errCannotSplit
	}
	var out []*line
	cur := newLine(l.depth, l.inside)
	appendTo := func(lf *leaf) {
		if cur.appendSafe(lf) {
			return
		}
		out = append(out, cur)
		cur = newLine(l.depth, l.inside)
		cur.add(lf, true)
	}
	lastCode := -1
	for i := len(l.leaves) - 1; i > 0; i-- {
		if !l.leaves[i].isComment() {
			lastCode = i
			break
		}
	}
	// The leaves after which to split, found once rather than for each
	// leaf (a line of a thousand operators has a thousand delimiters).
	splitAfter := map[*leaf]bool{}
	for _, d := range l.delims {
		if d.prio == max {
			splitAfter[d.l] = true
		}
	}
	for i, lf := range l.leaves {
		appendTo(lf)
		if last.isComment() && i == lastCode {
			addTrailingComma(cur, max)
		}
		if splitAfter[lf] {
			out = append(out, cur)
			cur = newLine(l.depth, l.inside)
		}
	}
	if len(cur.leaves) > 0 {
		addTrailingComma(cur, max)
		out = append(out, cur)
	}
	for _, o := range out {
		o.leaves[0].prefix = ""
	}
	return out, nil
}

// appendSafe is black's Line.append_safe: false when lf may not go on the
// line (after a standalone comment, or a standalone comment after leaves).
func (l *line) appendSafe(lf *leaf) bool {
	if l.tdepth == 0 && (l.isComment() || len(l.leaves) > 0 && lf.isComment()) {
		return false
	}
	l.add(lf, false)
	return true
}

// addTrailingComma is black's _safe_add_trailing_comma.
func addTrailingComma(l *line, max int) {
	if n := len(l.leaves); max == prioComma && n > 0 && l.leaves[n-1].kind != tComma && !l.leaves[n-1].isComment() {
		l.add(&leaf{kind: tComma, value: ","}, false)
	}
}

// standaloneCommentSplit is black's standalone_comment_split.
func standaloneCommentSplit(l *line, _ features) ([]*line, error) {
	if !l.hasComment() {
		return nil, errCannotSplit
	}
	var out []*line
	cur := newLine(l.depth, l.inside)
	for _, lf := range l.leaves {
		if !cur.appendSafe(lf) {
			out = append(out, cur)
			cur = newLine(l.depth, l.inside)
			cur.add(lf, true)
		}
	}
	if len(cur.leaves) > 0 {
		out = append(out, cur)
	}
	for _, o := range out {
		o.leaves[0].prefix = ""
	}
	return out, nil
}
