package python

import (
	"strings"
)

// This file lays out, without black's general algorithm, the statement the
// generator writes most: a call, alone or assigned (a resource, an export),
// whose arguments each fit on a line of their own. Black splits such a call
// after its opening bracket and puts the arguments on one line, or one per
// line with a trailing comma; building leaves and trying black's
// transformers costs about as much as all the rest of generating it.
// TestCallSplitMatchesBlackPort checks the two against each other.

// callSplit returns the lines, without indentation, that black splits the
// statement c at depth into, when c is `[target = ]callee(args)`, holds no
// comments, has only commas between its arguments, and each argument fits
// on a line; ok is false when any of that does not hold, or c fits on one
// line, and the general layout applies.
func callSplit(c code, depth int) (head string, body []string, ok bool) {
	var target string
	if len(c) >= 2 && c[0].kind == tAtom && strings.HasSuffix(c[0].s, " = ") && c[1].invisible && c[1].kind == tOpen {
		if !c[len(c)-1].invisible || c[len(c)-1].kind != tClose {
			return "", nil, false
		}
		target, c = c[0].s, c[2:len(c)-1]
	}
	// The callee: atoms up to the call's opening bracket.
	open := 0
	for open < len(c) && c[open].kind == tAtom {
		open++
	}
	if open == 0 || open == len(c) || c[open].kind != tOpen || c[open].s != "(" || c[open].invisible || c[open].subscript || c[open].collection {
		return "", nil, false
	}
	var b strings.Builder
	b.WriteString(target)
	for _, t := range c[:open] {
		b.WriteString(t.s)
	}
	b.WriteByte('(')
	head = b.String()
	if 4*depth+width(head) > lineLength || strings.ContainsAny(head, "\n#") {
		return "", nil, false
	}
	// The arguments: split at the commas outside brackets, up to the
	// bracket that closes the call, which must end the statement.
	level, start := 0, open+1
	var args []code
	for i := open + 1; i < len(c); i++ {
		t := c[i]
		if t.kind == tComment || strings.Contains(t.s, "\n") {
			return "", nil, false
		}
		switch t.kind {
		case tOpen:
			level++
		case tClose:
			if level == 0 {
				if i != len(c)-1 || t.s != ")" || t.invisible {
					return "", nil, false
				}
				args = append(args, c[start:i])
			}
			level--
		case tDelim:
			if level == 0 {
				return "", nil, false
			}
		case tComma:
			if level == 0 {
				args = append(args, c[start:i])
				start = i + 1
			}
		}
	}
	if len(args) < 2 {
		return "", nil, false
	}
	indent := 4 * (depth + 1)
	flat := make([]string, len(args))
	total := 0
	for i, a := range args {
		if len(a) == 0 {
			return "", nil, false
		}
		flat[i] = a.flat()
		w := width(flat[i])
		if indent+w+1 > lineLength || w == 0 {
			return "", nil, false
		}
		total += w
	}
	if 4*depth+width(head)+total+2*(len(args)-1)+1 <= lineLength {
		return "", nil, false // the statement fits on one line
	}
	if indent+total+2*(len(args)-1) <= lineLength {
		// The arguments fit on the line between the brackets.
		return head, []string{strings.Join(flat, ", ")}, true
	}
	for i := range flat {
		flat[i] += ","
	}
	return head, flat, true
}
