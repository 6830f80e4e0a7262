package gofmt

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The fast formatter (format.go) reads the source the printer produced as
// tokens: this file splits it. Anything the formatter does not expect in
// generated code (block comments, carriage returns, odd number spellings)
// makes lexing fail, and the file is formatted by go/format instead.

// tokKind classifies a token.
type tokKind uint8

const (
	tIdent tokKind = iota + 1
	tKeyword
	tNumber
	tString // interpreted or raw string literal
	tChar
	tComment // a // comment, up to the end of its line
	tOp      // an operator or punctuation
	tCont    // the continuation of a string literal too long for a token
)

// token is one token of the source: its bytes are src[start:start+size].
type token struct {
	start int32
	line  int32
	size  uint16
	kind  tokKind
	// nl is the number of line breaks before the token (0 when it is on
	// the line of the previous token).
	nl uint8
	// sp is set when a blank separates the token from the previous one on
	// its line.
	sp bool

	// Set by the layout (layout.go):
	// ind is the indentation of a token that starts a line (-1 until the
	// layout places it), out the number of line breaks printed before it.
	ind int8
	out uint8
	// blank is gofmt's spacing before the token (blankYes or blankNo)
	// where the parser or the layout decided it; 0 keeps sp, which
	// rawBlankOK checks.
	blank int8
}

func (t *token) end() int32 { return t.start + int32(t.size) }

// maxSize is the size of the longest token; a longer string literal is a
// token and continuation tokens (tCont).
const maxSize = 0xffff

// splitLong appends string literal t, which ends at end and is longer
// than maxSize, as a token and continuation tokens.
func splitLong(toks []token, src string, t token, end int) []token {
	for start := int(t.start); start < end; start += maxSize {
		t.start = int32(start)
		t.size = uint16(min(end-start, maxSize))
		toks = append(toks, t)
		t.line += int32(strings.Count(src[start:t.end()], "\n"))
		t.kind, t.nl, t.sp, t.blank = tCont, 0, false, blankNo
	}
	return toks
}

const (
	blankYes = 1
	blankNo  = -1
)

// keywords are Go's keywords.
var keywords = map[string]bool{
	"break": true, "case": true, "chan": true, "const": true, "continue": true, "default": true, "defer": true,
	"else": true, "fallthrough": true, "for": true, "func": true, "go": true, "goto": true, "if": true,
	"import": true, "interface": true, "map": true, "package": true, "range": true, "return": true,
	"select": true, "struct": true, "switch": true, "type": true, "var": true,
}

// goOps are the operators and punctuation, longest first within each
// leading byte.
var goOps = [256][]string{
	'+': {"++", "+=", "+"},
	'-': {"--", "-=", "-"},
	'*': {"*=", "*"},
	'/': {"/=", "/"},
	'%': {"%=", "%"},
	'&': {"&^=", "&^", "&&", "&=", "&"},
	'|': {"||", "|=", "|"},
	'^': {"^=", "^"},
	'<': {"<<=", "<<", "<=", "<-", "<"},
	'>': {">>=", ">>", ">=", ">"},
	'=': {"==", "="},
	'!': {"!=", "!"},
	':': {":=", ":"},
	'.': {"...", "."},
	'(': {"("}, ')': {")"}, '[': {"["}, ']': {"]"}, '{': {"{"}, '}': {"}"},
	',': {","}, ';': {";"}, '~': {"~"},
}

// lexGo splits src into tokens; ok is false when src holds something the
// formatter leaves to go/format.
func lexGo(src string, toks []token) (_ []token, ok bool) {
	if !utf8.ValidString(src) || strings.ContainsRune(src, 0) || strings.ContainsRune(src, '\uFEFF') {
		return nil, false
	}
	line := int32(1)
	nl := 0
	sp, tab := 0, false
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == '\n':
			line++
			nl++
			sp, tab = 0, false
			i++
			continue
		case c == ' ' || c == '\t':
			sp++
			tab = tab || c == '\t'
			i++
			continue
		case c == '\r' || c == '\f' || c == '\v':
			return nil, false
		}
		if nl == 0 && (sp > 1 || tab) || nl > 255 {
			// Blanks gofmt would collapse, alignment, or more blank lines
			// than a token counts.
			return nil, false
		}
		t := token{start: int32(i), line: line, nl: uint8(nl), sp: sp > 0 && nl == 0, ind: -1}
		nl, sp, tab = 0, 0, false
		switch {
		case c == '/' && i+1 < len(src) && src[i+1] == '/':
			j := i
			for j < len(src) && src[j] != '\n' {
				j++
			}
			t.kind = tComment
			i = j
			if t.nl == 0 && len(toks) > 0 {
				// A comment after code on its line, which gofmt aligns.
				return nil, false
			}
		case c == '/' && i+1 < len(src) && src[i+1] == '*':
			return nil, false
		case isLetterByte(c) || c >= utf8.RuneSelf:
			j := i
			for j < len(src) {
				if d := src[j]; d < utf8.RuneSelf {
					if !isLetterByte(d) && (d < '0' || d > '9') {
						break
					}
					j++
					continue
				}
				r, size := utf8.DecodeRuneInString(src[j:])
				if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
					break
				}
				j += size
			}
			if j == i {
				return nil, false
			}
			t.kind = tIdent
			if c >= 'b' && c <= 'v' && j-i >= 2 && j-i <= 11 && keywords[src[i:j]] {
				t.kind = tKeyword
			}
			i = j
		case c >= '0' && c <= '9':
			j, ok := scanNumber(src, i)
			if !ok {
				return nil, false
			}
			t.kind = tNumber
			i = j
		case c == '"' || c == '\'':
			j, ok := scanQuoted(src, i)
			if !ok {
				return nil, false
			}
			t.kind = tString
			if c == '\'' {
				t.kind = tChar
			}
			i = j
		case c == '`':
			// A raw string may span lines: the tokens after it are on
			// later lines (endLine).
			j := i + 1
			for j < len(src) && src[j] != '`' {
				if src[j] == '\n' {
					line++
				}
				j++
			}
			if j >= len(src) {
				return nil, false
			}
			t.kind = tString
			i = j + 1
		default:
			op := ""
			for _, o := range goOps[c] {
				if len(src)-i >= len(o) && src[i:i+len(o)] == o {
					op = o
					break
				}
			}
			if op == "" {
				return nil, false
			}
			t.kind = tOp
			i += len(op)
		}
		if i-int(t.start) > maxSize {
			if t.kind != tString {
				return nil, false
			}
			toks = splitLong(toks, src, t, i)
			continue
		}
		t.size = uint16(i - int(t.start))
		toks = append(toks, t)
	}
	return toks, true
}

func isLetterByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_'
}

// scanNumber returns the end of the number at src[i:]: decimal integers and
// floats (digits, a fraction, an exponent e[+-]digits) and lower-case hex
// integers, which gofmt prints as they are; ok is false for other forms.
func scanNumber(src string, i int) (end int, ok bool) {
	digits := func(j int, hex bool) int {
		for j < len(src) && (src[j] >= '0' && src[j] <= '9' || hex && src[j] >= 'a' && src[j] <= 'f') {
			j++
		}
		return j
	}
	if strings.HasPrefix(src[i:], "0x") {
		j := digits(i+2, true)
		return j, j > i+2 && !continuesNumber(src, j)
	}
	j := digits(i, false)
	if src[i] == '0' && j > i+1 && (j == len(src) || src[j] != '.' && src[j] != 'e') {
		// An octal integer: left to gofmt.
		return 0, false
	}
	if j < len(src) && src[j] == '.' {
		j = digits(j+1, false)
	}
	if j < len(src) && src[j] == 'e' {
		j++
		if j < len(src) && (src[j] == '+' || src[j] == '-') {
			j++
		}
		k := digits(j, false)
		if k == j {
			return 0, false
		}
		j = k
	}
	return j, !continuesNumber(src, j)
}

// continuesNumber reports whether src[j] could continue a number (a digit
// separator, a suffix, another form): such numbers are left to gofmt.
func continuesNumber(src string, j int) bool {
	return j < len(src) && (isLetterByte(src[j]) || src[j] >= '0' && src[j] <= '9' || src[j] == '.' || src[j] >= utf8.RuneSelf)
}

// scanQuoted returns the end of the string or rune literal at src[i:],
// checking its escapes; ok is false when it is not a valid literal on one
// line (go/format then reports it).
func scanQuoted(src string, i int) (end int, ok bool) {
	quote := src[i]
	j := i + 1
	runes := 0
	for ; j < len(src) && src[j] != quote; runes++ {
		switch c := src[j]; {
		case c == '\n':
			return 0, false
		case c == '\\':
			n := escapeLen(src[j+1:], quote)
			if n == 0 {
				return 0, false
			}
			j += 1 + n
		case c < utf8.RuneSelf:
			j++
		default:
			r, size := utf8.DecodeRuneInString(src[j:])
			if r == utf8.RuneError && size == 1 {
				return 0, false
			}
			j += size
		}
	}
	if j >= len(src) || quote == '\'' && runes != 1 {
		return 0, false
	}
	return j + 1, true
}

// escapeLen returns the length of the escape sequence s starts with (after
// the backslash), or 0 when it is not valid in a literal quoted by quote.
func escapeLen(s string, quote byte) int {
	if s == "" {
		return 0
	}
	count, base := 0, 0
	switch c := s[0]; {
	case strings.IndexByte("abfnrtv\\", c) >= 0 || c == quote:
		return 1
	case c >= '0' && c <= '3':
		return digitsLen(s, 3, 8)
	case c == 'x':
		count, base = 2, 16
	case c == 'u':
		count, base = 4, 16
	case c == 'U':
		count, base = 8, 16
	default:
		return 0
	}
	n := digitsLen(s[1:], count, base)
	if n == 0 {
		return 0
	}
	if v, _ := strconv.ParseUint(s[1:1+n], 16, 32); s[0] != 'x' && (v > unicode.MaxRune || v >= 0xD800 && v < 0xE000) {
		// Not a code point.
		return 0
	}
	return 1 + n
}

// digitsLen returns count when s starts with count digits of base, else 0.
func digitsLen(s string, count, base int) int {
	if len(s) < count {
		return 0
	}
	for _, c := range []byte(s[:count]) {
		ok := c >= '0' && c <= '7' || base == 16 && (c >= '8' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F')
		if !ok {
			return 0
		}
	}
	return count
}
