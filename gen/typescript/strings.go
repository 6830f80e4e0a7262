package typescript

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pclgen/pclgen/gen"
)

// This file escapes strings for each TypeScript quoting context.

// quote returns s as a double-quoted TypeScript string literal.
func quote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	escapeInto(&b, s, '"')
	b.WriteByte('"')
	return b.String()
}

// templateText escapes s for the literal text of a template literal: the
// backtick, the backslash and "${" are escaped.
func templateText(s string) string {
	var b strings.Builder
	escapeInto(&b, s, '`')
	return b.String()
}

// escapeInto writes s with the characters that the quote character q, the
// line terminators and control characters need escaped.
func escapeInto(b *strings.Builder, s string, q byte) {
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		e := gen.CEscape(r)
		switch {
		case e != "":
			b.WriteString(e)
		case r == utf8.RuneError && size == 1:
			b.WriteString(`\uFFFD`)
		case r == rune(q):
			b.WriteByte('\\')
			b.WriteByte(q)
		case q == '`' && r == '$' && i+1 < len(s) && s[i+1] == '{':
			b.WriteString(`\$`)
		case r < 0x20 || r == 0x7f || r == 0x2028 || r == 0x2029 || (r > 0x7f && r != ' ' && !unicode.IsPrint(r)):
			// Control and format characters (bidirectional overrides such
			// as U+202E, zero-width characters, a byte order mark) are
			// escaped, as Go's strconv.Quote does, so that the source shows
			// them.
			if r > 0xffff {
				b.WriteString(`\u{` + strconv.FormatInt(int64(r), 16) + `}`)
			} else {
				b.WriteString(`\u` + leftPad(strconv.FormatInt(int64(r), 16), 4))
			}
		default:
			b.WriteString(s[i : i+size])
		}
		i += size
	}
}

func leftPad(s string, n int) string {
	for len(s) < n {
		s = "0" + s
	}
	return s
}
