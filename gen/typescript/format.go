package typescript

import (
	"strings"
)

// This file lays out generated TypeScript: the printers write statements
// one a line without indentation, and format indents each line by the
// depth of the brackets open at its start (four spaces a level), keeps at
// most one blank line in a row and trims trailing blanks.

// format returns src indented. The brackets a line opens indent the lines
// up to the one that closes them by one level together; a line that opens
// brackets right after closing some ("}, {") keeps the level of the closed
// ones.
func format(src string) string {
	var b strings.Builder
	var stack []int
	blank := true
	for _, line := range strings.Split(src, "\n") {
		t := strings.TrimSpace(line)
		if t == "" {
			if !blank && !strings.HasSuffix(b.String(), "{\n") {
				b.WriteString("\n")
			}
			blank = true
			continue
		}
		blank = false
		closers := 0
		for closers < len(t) && strings.IndexByte("})]", t[closers]) >= 0 {
			closers++
		}
		indent := 0
		for i := 0; i < len(stack)-closers; i++ {
			indent += stack[i]
		}
		b.WriteString(strings.Repeat("    ", indent))
		if strings.HasPrefix(t, "*") {
			// The continuation of a block comment.
			b.WriteString(" ")
		}
		b.WriteString(t)
		b.WriteString("\n")
		stack = scanBrackets(t, stack)
	}
	return strings.TrimRight(b.String(), "\n") + "\n"
}

// scanBrackets updates the stack of open brackets with those a line opens
// and closes, outside strings, template text and comments. Each entry is
// the indentation it adds: 1 for the last bracket a line leaves open, 0
// for the others it opens.
func scanBrackets(line string, stack []int) []int {
	if strings.HasPrefix(line, "/*") || strings.HasPrefix(line, "*") {
		// A block comment's line (generated comments are JSDoc, whose
		// lines start so).
		return stack
	}
	base := len(stack)
	open := func() { stack = append(stack, 0) }
	closeOne := func() {
		if len(stack) > 0 {
			stack = stack[:len(stack)-1]
			if len(stack) < base {
				base = len(stack)
			}
		}
	}
	defer func() {
		if len(stack) > base {
			stack[len(stack)-1] = 1
		}
	}()
	// templates holds, for each template literal being read, the depth of
	// substitutions at which its text is.
	var templates []int
	subst := 0
	inTemplateText := func() bool { return len(templates) > 0 && templates[len(templates)-1] == subst }
	for i := 0; i < len(line); i++ {
		ch := line[i]
		if inTemplateText() {
			switch {
			case ch == '\\':
				i++
			case ch == '`':
				templates = templates[:len(templates)-1]
			case ch == '$' && i+1 < len(line) && line[i+1] == '{':
				i++
				subst++
			}
			continue
		}
		switch ch {
		case '"', '\'':
			for i++; i < len(line) && line[i] != ch; i++ {
				if line[i] == '\\' {
					i++
				}
			}
		case '`':
			templates = append(templates, subst)
		case '/':
			if i+1 < len(line) && line[i+1] == '/' {
				return stack
			}
		case '{':
			if len(templates) > 0 {
				subst++
			}
			open()
		case '(', '[':
			open()
		case '}':
			if len(templates) > 0 && subst > templates[len(templates)-1] {
				subst--
				if subst == templates[len(templates)-1] {
					// The end of a substitution: back in template text.
					continue
				}
			}
			closeOne()
		case ')', ']':
			closeOne()
		}
	}
	return stack
}
