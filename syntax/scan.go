package syntax

import (
	"bytes"
	"unicode"
	"unicode/utf8"

	"github.com/apparentlymart/go-textseg/v17/textseg"
	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// commentGap is a run of comments with nothing but spaces and newlines
// between them, and what the comment index needs of the significant tokens
// around it (tokens other than comments and newlines).
type commentGap struct {
	first, last int // the comments, all[first:last]
	// hasPrev: a significant token precedes the gap. prevEnd is the end
	// offset of the node-ending token: that token, or when it is a comma,
	// the token before the comma if it ends on the comma's line. prevLine is
	// the line of the preceding token's last byte.
	hasPrev  bool
	prevEnd  int
	prevLine int
	// hasNext: a significant token other than the end of file follows;
	// nextStart and nextLine are where it starts.
	hasNext   bool
	nextStart int
	nextLine  int
}

// scanMode is a lexical mode of the scanner, as in hclsyntax's lexer.
type scanMode struct {
	kind   byte   // 'm' main (code), 'q' quoted template, 'h' heredoc
	ret    int    // main mode of an interpolation: the brace level it closes at
	marker []byte // heredoc: the closing marker
	sol    bool   // heredoc: at the start of a line
}

// scanner finds the comments of a source in one pass, without building
// tokens: it follows hclsyntax's lexical modes (code, quoted templates,
// heredocs, interpolations) to tell comments from string contents, and
// notes the significant tokens around each run of comments. It also bounds
// from above the nesting checkNesting would compute, so that the full lex
// checkNesting needs is done only for sources that might nest too deeply.
type scanner struct {
	src       []byte
	name      string
	line      int // line of the byte at the scan position
	lineStart int // offset of that line's first byte

	comments []Comment
	gaps     []commentGap
	inGap    bool

	// The last significant byte seen, and what preceded a comma.
	haveSig, sigComma     bool
	sigEnd, sigLine       int
	haveBefore            bool
	beforeEnd, beforeLine int
	nest                  []nestFrame
	tooDeep               bool
	modes                 []scanMode
	braces                int
}

// scanSource scans src (see scanner) and returns its comments, the gaps
// they form, and whether the source may nest more deeply than
// MaxNestingDepth.
func scanSource(name string, src []byte) ([]Comment, []commentGap, bool) {
	s := &scanner{src: src, name: name, line: 1}
	s.nest = []nestFrame{{items: true}}
	s.modes = []scanMode{{kind: 'm'}}
	s.run()
	if s.inGap {
		s.closeGap(false, 0, 0)
	}
	return s.comments, s.gaps, s.tooDeep
}

// sig records the significant bytes src[start:end], which hold no newline
// unless end-1 is the only one (lines are counted by the caller).
func (s *scanner) sig(start, end int) {
	if s.inGap {
		s.closeGap(true, start, s.line)
	}
	s.haveSig, s.sigComma = true, false
	s.sigEnd, s.sigLine = end, s.line
}

func (s *scanner) closeGap(hasNext bool, next, nextLine int) {
	g := &s.gaps[len(s.gaps)-1]
	g.last = len(s.comments)
	g.hasNext, g.nextStart, g.nextLine = hasNext, next, nextLine
	s.inGap = false
}

// comment records the comment src[start:end]; the scan position is still
// start, and end is past its newline, if any.
func (s *scanner) comment(start, end int) {
	if !s.inGap {
		g := commentGap{first: len(s.comments), hasPrev: s.haveSig, prevEnd: s.sigEnd, prevLine: s.sigLine}
		if s.sigComma && s.haveBefore && s.beforeLine == s.sigLine {
			g.prevEnd = s.beforeEnd
		}
		s.gaps = append(s.gaps, g)
		s.inGap = true
	}
	startPos := s.pos(start)
	// Count the comment's lines as hclsyntax does for its token.
	for i := start; i < end; i++ {
		if s.src[i] == '\n' {
			s.line++
			s.lineStart = i + 1
		}
	}
	var endPos hcl.Pos
	if end > start && s.src[end-1] == '\n' {
		endPos = hcl.Pos{Line: s.line, Column: 1, Byte: end}
	} else {
		endPos = s.pos(end)
	}
	s.comments = append(s.comments, newComment(hclsyntax.Token{
		Type:  hclsyntax.TokenComment,
		Bytes: s.src[start:end],
		Range: hcl.Range{Filename: s.name, Start: startPos, End: endPos},
	}))
}

// pos returns the position of offset off on the current line: columns
// count grapheme clusters, as hclsyntax counts them (it counts them token by
// token, so where a combining mark follows a character of another token
// the scan counts one column fewer).
func (s *scanner) pos(off int) hcl.Pos {
	col := 1
	prefix := s.src[s.lineStart:off]
	ascii := true
	for _, c := range prefix {
		if c >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		col += len(prefix)
	} else {
		for len(prefix) > 0 {
			n, _, err := textseg.ScanGraphemeClusters(prefix, true)
			if err != nil || n == 0 {
				n = 1
			}
			prefix = prefix[n:]
			col++
		}
	}
	return hcl.Pos{Line: s.line, Column: col, Byte: off}
}

func (s *scanner) newline(i int) {
	s.line++
	s.lineStart = i + 1
}

// Nesting estimate: frames as checkNesting pushes them, and every '-', '!',
// '?' and '*' of code counted as a pending operator (a superset of the unary
// operators, conditionals and splats checkNesting counts), so that the
// estimate is never below checkNesting's.
func (s *scanner) push(items, control bool) {
	top := s.nest[len(s.nest)-1]
	s.nest = append(s.nest, nestFrame{depth: top.depth + top.ops + 1, items: items, control: control})
	s.check()
}

func (s *scanner) pop(control bool) {
	if len(s.nest) > 1 && s.nest[len(s.nest)-1].control == control {
		s.nest = s.nest[:len(s.nest)-1]
	}
}

func (s *scanner) op() {
	s.nest[len(s.nest)-1].ops++
	s.check()
}

func (s *scanner) check() {
	if top := s.nest[len(s.nest)-1]; top.depth+top.ops > MaxNestingDepth {
		s.tooDeep = true
	}
}

func (s *scanner) run() {
	i, n := 0, len(s.src)
	for i < n {
		m := &s.modes[len(s.modes)-1]
		switch m.kind {
		case 'm':
			i = s.code(i)
		case 'q':
			i = s.quoted(i)
		default:
			i = s.heredoc(i, m)
		}
	}
}

// code scans one token (or run of spaces) of code at i.
func (s *scanner) code(i int) int {
	src, n := s.src, len(s.src)
	c := src[i]
	next := byte(0)
	if i+1 < n {
		next = src[i+1]
	}
	switch {
	case c == ' ' || c == '\t':
		return i + 1
	case c == '\n':
		s.newline(i)
		if s.nest[len(s.nest)-1].items {
			s.nest[len(s.nest)-1].ops = 0
		}
		return i + 1
	case c == '\r' && next == '\n':
		s.newline(i + 1)
		if s.nest[len(s.nest)-1].items {
			s.nest[len(s.nest)-1].ops = 0
		}
		return i + 2
	case c == '#' || c == '/' && next == '/':
		end := n
		if j := bytes.IndexByte(src[i:], '\n'); j >= 0 {
			end = i + j + 1
		}
		s.comment(i, end)
		return end
	case c == '/' && next == '*':
		if j := bytes.Index(src[i+2:], []byte("*/")); j >= 0 {
			end := i + 2 + j + 2
			s.comment(i, end)
			return end
		}
		s.sig(i, i+1)
		return i + 1
	case c == '"':
		s.sig(i, i+1)
		s.modes = append(s.modes, scanMode{kind: 'q'})
		s.push(false, false)
		return i + 1
	case c == '<' && next == '<':
		if end, marker := heredocOpener(src, i); end > 0 {
			s.sig(i, end)
			s.sigLine = s.line
			s.newline(end - 1)
			s.modes = append(s.modes, scanMode{kind: 'h', marker: marker, sol: true})
			s.push(false, false)
			return end
		}
		s.sig(i, i+1)
		return i + 1
	case c == '{':
		s.sig(i, i+1)
		s.braces++
		s.push(true, false)
		return i + 1
	case c == '}' || c == '~' && next == '}':
		end := i + 1
		if c == '~' {
			end++
		}
		s.sig(i, end)
		if m := s.modes[len(s.modes)-1]; len(s.modes) > 1 && m.ret == s.braces {
			s.modes = s.modes[:len(s.modes)-1]
		}
		s.braces--
		s.pop(false)
		return end
	case c == '[' || c == '(':
		s.sig(i, i+1)
		s.push(false, false)
		return i + 1
	case c == ']' || c == ')':
		s.sig(i, i+1)
		// A full splat "[*]" counts as an operator of the enclosing frame
		// once its brackets close: carry one if the frame had any.
		carry := len(s.nest) > 1 && s.nest[len(s.nest)-1].ops > 0
		s.pop(false)
		if carry {
			s.op()
		}
		return i + 1
	case c == ',':
		s.haveBefore, s.beforeEnd, s.beforeLine = s.haveSig, s.sigEnd, s.sigLine
		s.sig(i, i+1)
		s.sigComma = true
		s.nest[len(s.nest)-1].ops = 0
		return i + 1
	case c == '-' || c == '!' || c == '?' || c == '*':
		s.sig(i, i+1)
		s.op()
		return i + 1
	}
	// Any other byte: part of an identifier, number, operator or invalid
	// token. Runs of plain bytes are taken at once.
	j := i + 1
	for j < n && plainCode(src[j]) {
		j++
	}
	s.sig(i, j)
	return j
}

// plainCode reports whether c, inside code, cannot start anything the
// scanner must see.
func plainCode(c byte) bool {
	switch c {
	case ' ', '\t', '\n', '\r', '#', '/', '"', '<', '{', '}', '~', '[', '(', ']', ')', ',', '-', '!', '?', '*', '$', '%':
		return false
	}
	return true
}

// heredocOpener matches "<<" "-"? Ident Newline at i and returns the offset
// past the newline and the marker, or 0.
func heredocOpener(src []byte, i int) (int, []byte) {
	j := i + 2
	if j < len(src) && src[j] == '-' {
		j++
	}
	start := j
	for j < len(src) {
		r, size := utf8.DecodeRune(src[j:])
		if r == '_' || r == '-' && j > start || isLetter(r) || j > start && isDigit(r) {
			j += size
			continue
		}
		break
	}
	if j == start || src[start] == '-' {
		return 0, nil
	}
	marker := src[start:j]
	switch {
	case j < len(src) && src[j] == '\n':
		return j + 1, marker
	case j+1 < len(src) && src[j] == '\r' && src[j+1] == '\n':
		return j + 2, marker
	}
	return 0, nil
}

func isLetter(r rune) bool {
	return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || r >= utf8.RuneSelf && r != utf8.RuneError && unicode.IsLetter(r)
}

func isDigit(r rune) bool { return '0' <= r && r <= '9' }

// templateSeq handles '$' or '%' at i in a template: an interpolation or
// directive opener ("${", "%{", with an optional '~') enters code, "$${" and
// "%%{" are literal. It returns the offset after what it consumed.
func (s *scanner) templateSeq(i int) int {
	src, n := s.src, len(s.src)
	c := src[i]
	if i+1 < n && src[i+1] == '{' {
		end := i + 2
		if end < n && src[end] == '~' {
			end++
		}
		s.sig(i, end)
		s.braces++
		if c == '%' {
			j := end
			for j < n && (src[j] == ' ' || src[j] == '\t') {
				j++
			}
			k := j
			for k < n && (src[k] >= 'a' && src[k] <= 'z') {
				k++
			}
			switch string(src[j:k]) {
			case "if", "for":
				s.push(false, true)
			case "endif", "endfor":
				s.pop(true)
			}
		}
		s.push(false, false)
		s.modes = append(s.modes, scanMode{kind: 'm', ret: s.braces})
		return end
	}
	if i+2 < n && src[i+1] == c && src[i+2] == '{' {
		s.sig(i, i+3)
		return i + 3
	}
	s.sig(i, i+1)
	return i + 1
}

// quoted scans a quoted template at i up to its next special byte.
func (s *scanner) quoted(i int) int {
	src, n := s.src, len(s.src)
	switch c := src[i]; c {
	case '"':
		s.sig(i, i+1)
		s.modes = s.modes[:len(s.modes)-1]
		s.pop(false)
		return i + 1
	case '\\':
		if i+1 < n && src[i+1] != '\n' && src[i+1] != '\r' {
			s.sig(i, i+2)
			return i + 2
		}
		s.sig(i, i+1)
		return i + 1
	case '$', '%':
		return s.templateSeq(i)
	case '\n':
		s.sig(i, i+1)
		s.newline(i)
		return i + 1
	}
	j := i + 1
	for j < n {
		switch src[j] {
		case '"', '\\', '$', '%', '\n':
		default:
			j++
			continue
		}
		break
	}
	s.sig(i, j)
	return j
}

// heredoc scans a heredoc's text at i: a closing marker line, or text up to
// the end of the line or the next '$' or '%'.
func (s *scanner) heredoc(i int, m *scanMode) int {
	src, n := s.src, len(s.src)
	if m.sol {
		if j := bytes.IndexByte(src[i:], '\n'); j >= 0 && bytes.Equal(bytes.TrimSpace(src[i:i+j]), m.marker) {
			end := i + j // the newline after the marker is a newline token
			if end > i && src[end-1] == '\r' {
				end--
			}
			s.sig(i, end)
			s.modes = s.modes[:len(s.modes)-1]
			s.pop(false)
			s.newline(i + j)
			return i + j + 1
		}
	}
	switch src[i] {
	case '$', '%':
		m.sol = false
		return s.templateSeq(i)
	case '\n':
		s.sig(i, i+1)
		s.newline(i)
		m.sol = true
		return i + 1
	}
	j := i + 1
	for j < n && src[j] != '$' && src[j] != '%' && src[j] != '\n' {
		j++
	}
	if j < n && src[j] == '\n' {
		s.sig(i, j+1)
		s.newline(j)
		m.sol = true
		return j + 1
	}
	m.sol = false
	s.sig(i, j)
	return j
}
