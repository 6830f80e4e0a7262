package gen

// CEscape returns the escape sequence of r that the string literals of Go,
// TypeScript and Python share (a backslash, a newline, a carriage
// return or a tab, as C writes them), or "" when r is none of those.
func CEscape(r rune) string {
	switch r {
	case '\\':
		return `\\`
	case '\n':
		return `\n`
	case '\r':
		return `\r`
	case '\t':
		return `\t`
	}
	return ""
}
