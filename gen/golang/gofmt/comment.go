package gofmt

import (
	"go/build/constraint"
	"go/doc/comment"
	"strings"
	"unicode"
)

// Comments of the fast formatter. The generator prints comments as whole
// lines (the lexer leaves comments after code on a line to go/format):
// before statements, struct fields, the elements of composite literals
// and call arguments, and before the closing brace of a block or struct.
// gofmt prints a comment line as it is, without trailing blanks, except
// that it reformats a doc comment (commentGroup), and places line
// directives and build constraints, which are left to go/format.

// commentGroup returns how gofmt prints the comment group that starts at
// comment token t and ends before token end (consecutive comment lines):
// lines nil when it prints each comment as it is (trimRight), or the lines
// that replace the group's. ok is false when the group is left to
// go/format.
//
// gofmt's printer (intersperseComments) reformats, as go/printer's
// formatDocComment does, a group that starts in the first column and
// that the next token abuts: the token starts the line after the group's
// last line, in the first column. It does so wherever the group is, not
// only before declarations: the printer's form of a file has every line
// in the first column, so every group the next line's token follows is
// reformatted with go/doc/comment (code blocks indented by a tab, blank
// lines around them, lists, directives moved to the end).
func (l *goLayout) commentGroup(t int) (lines []string, end int, ok bool) {
	end = t + 1
	for end < len(l.toks) && l.toks[end].kind == tComment && l.toks[end].nl == 1 {
		end++
	}
	for i := t; i < end; i++ {
		text := l.text(i)
		if strings.HasPrefix(text, "//line ") || constraint.IsGoBuild(text) || constraint.IsPlusBuild(text) {
			// Directives gofmt does not indent or moves.
			return nil, end, false
		}
	}
	if !l.firstColumn(t) || end == len(l.toks) || l.toks[end].nl != 1 || !l.firstColumn(end) {
		return nil, end, true
	}
	lines, ok = l.docComment(t, end)
	return lines, end, ok
}

// firstColumn reports whether token t starts its line in the first column.
func (l *goLayout) firstColumn(t int) bool {
	start := l.toks[t].start
	return start == 0 || l.src[start-1] == '\n'
}

// docComment returns the lines of the comment group of tokens t up to end
// as go/printer's formatDocComment reformats it, trimmed as gofmt prints
// them, or nil when the lines stay as they are; ok is false when gofmt
// removes the group (it holds no text), which is left to go/format.
func (l *goLayout) docComment(t, end int) (lines []string, ok bool) {
	var b strings.Builder
	var directives []string
	for i := t; i < end; i++ {
		after := l.text(i)[len("//"):]
		if isDirective(after) {
			// formatDocComment moves directives after the text.
			directives = append(directives, l.text(i))
			continue
		}
		b.WriteString(strings.TrimPrefix(after, " "))
		b.WriteByte('\n')
	}
	text := b.String()
	if text == "" {
		return nil, true
	}
	var p comment.Parser
	var pr comment.Printer
	text = string(pr.Comment(p.Parse(text)))
	if text == "" && len(directives) == 0 {
		// gofmt drops the group and keeps the line breaks before it.
		return nil, false
	}
	lines = make([]string, 0, end-t+4)
	for text != "" {
		var line string
		line, text, _ = strings.Cut(text, "\n")
		switch {
		case line == "":
			line = "//"
		case line[0] == '\t':
			line = "//" + line
		default:
			line = "// " + line
		}
		lines = append(lines, trimRight(line))
	}
	if len(directives) > 0 {
		lines = append(lines, "//")
		for _, d := range directives {
			lines = append(lines, trimRight(d))
		}
	}
	if len(lines) == end-t {
		same := true
		for k, line := range lines {
			if line != l.text(t+k) {
				same = false
				break
			}
		}
		if same {
			return nil, true
		}
	}
	return lines, true
}

// isDirective reports whether c, a // comment's text after the //, is a
// directive (go/printer's isDirective): `line `, `extern ` or `export `,
// or `[a-z0-9]+:[a-z0-9]`.
func isDirective(c string) bool {
	if strings.HasPrefix(c, "line ") || strings.HasPrefix(c, "extern ") || strings.HasPrefix(c, "export ") {
		return true
	}
	colon := strings.Index(c, ":")
	if colon <= 0 || colon+1 >= len(c) {
		return false
	}
	for i := 0; i <= colon+1; i++ {
		if i == colon {
			continue
		}
		b := c[i]
		if !('a' <= b && b <= 'z' || '0' <= b && b <= '9') {
			return false
		}
	}
	return true
}

// trimRight trims the trailing white space gofmt trims from a comment.
func trimRight(s string) string { return strings.TrimRightFunc(s, unicode.IsSpace) }
