// Package textdiff computes line diffs in the unified format, for golden
// tests: the gen/gentest harness and package pclgentest print them.
package textdiff

import (
	"fmt"
	"strings"
)

// maxLCSCells bounds the table of the line diff; a larger change is shown
// as one hunk that removes every old line and adds every new one.
const maxLCSCells = 4 << 20

// contextLines is how many unchanged lines a hunk shows around a change.
const contextLines = 3

// editKind is one line's fate in a diff.
type editKind byte

const (
	keep editKind = ' '
	del  editKind = '-'
	add  editKind = '+'
)

type edit struct {
	kind editKind
	line string
}

// Unified returns the difference from want to got as a unified diff
// with the given file labels, or "" when they are equal.
func Unified(wantLabel, gotLabel string, want, got []byte) string {
	if string(want) == string(got) {
		return ""
	}
	a, b := splitLines(string(want)), splitLines(string(got))
	edits := lineEdits(a, b)
	var out strings.Builder
	fmt.Fprintf(&out, "--- %s\n+++ %s\n", wantLabel, gotLabel)
	// Walk the edits, emitting each group of changes with its context.
	ai, bi := 0, 0 // line numbers (0-based) in a and b at edits[i]
	for i := 0; i < len(edits); {
		if edits[i].kind == keep {
			i, ai, bi = i+1, ai+1, bi+1
			continue
		}
		// The hunk starts contextLines before the change.
		start := max(i-contextLines, 0)
		for start < i && edits[start].kind != keep {
			start++
		}
		back := i - start
		end := i
		// Extend over changes separated by at most 2*contextLines kept lines.
		for end < len(edits) {
			if edits[end].kind != keep {
				end++
				continue
			}
			run := end
			for run < len(edits) && edits[run].kind == keep {
				run++
			}
			if run == len(edits) || run-end > 2*contextLines {
				end = min(end+contextLines, run)
				break
			}
			end = run
		}
		aStart, bStart := ai-back, bi-back
		var aLen, bLen int
		var body strings.Builder
		for _, e := range edits[start:end] {
			body.WriteByte(byte(e.kind))
			body.WriteString(e.line)
			body.WriteByte('\n')
			if e.kind != add {
				aLen++
			}
			if e.kind != del {
				bLen++
			}
		}
		fmt.Fprintf(&out, "@@ -%s +%s @@\n%s", hunkRange(aStart, aLen), hunkRange(bStart, bLen), body.String())
		for _, e := range edits[i:end] {
			if e.kind != add {
				ai++
			}
			if e.kind != del {
				bi++
			}
		}
		i = end
	}
	return out.String()
}

// hunkRange formats a hunk's line range the way diff -u does.
func hunkRange(start, n int) string {
	if n == 0 {
		return fmt.Sprintf("%d,0", start)
	}
	if n == 1 {
		return fmt.Sprintf("%d", start+1)
	}
	return fmt.Sprintf("%d,%d", start+1, n)
}

// splitLines splits s into lines; a last line without a newline is marked.
func splitLines(s string) []string {
	if s == "" {
		return nil
	}
	lines := strings.SplitAfter(s, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	for i, l := range lines {
		if strings.HasSuffix(l, "\n") {
			lines[i] = l[:len(l)-1]
		} else {
			lines[i] = l + "\n\\ No newline at end of file"
		}
	}
	return lines
}

// lineEdits returns a shortest edit script from a to b: the common prefix
// and suffix are kept, and the middle is aligned by a longest common
// subsequence (or replaced whole when it is too large to align).
func lineEdits(a, b []string) []edit {
	pre := 0
	for pre < len(a) && pre < len(b) && a[pre] == b[pre] {
		pre++
	}
	suf := 0
	for suf < len(a)-pre && suf < len(b)-pre && a[len(a)-1-suf] == b[len(b)-1-suf] {
		suf++
	}
	var edits []edit
	for _, l := range a[:pre] {
		edits = append(edits, edit{keep, l})
	}
	am, bm := a[pre:len(a)-suf], b[pre:len(b)-suf]
	if (len(am)+1)*(len(bm)+1) > maxLCSCells {
		for _, l := range am {
			edits = append(edits, edit{del, l})
		}
		for _, l := range bm {
			edits = append(edits, edit{add, l})
		}
	} else {
		edits = append(edits, lcsEdits(am, bm)...)
	}
	for _, l := range a[len(a)-suf:] {
		edits = append(edits, edit{keep, l})
	}
	return edits
}

// lcsEdits aligns a and b by a longest common subsequence.
func lcsEdits(a, b []string) []edit {
	n, m := len(a), len(b)
	// lcs[i*(m+1)+j] is the LCS length of a[i:] and b[j:].
	lcs := make([]int32, (n+1)*(m+1))
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if a[i] == b[j] {
				lcs[i*(m+1)+j] = lcs[(i+1)*(m+1)+j+1] + 1
			} else {
				lcs[i*(m+1)+j] = max(lcs[(i+1)*(m+1)+j], lcs[i*(m+1)+j+1])
			}
		}
	}
	var edits []edit
	i, j := 0, 0
	for i < n && j < m {
		switch {
		case a[i] == b[j]:
			edits = append(edits, edit{keep, a[i]})
			i, j = i+1, j+1
		case lcs[(i+1)*(m+1)+j] >= lcs[i*(m+1)+j+1]:
			edits = append(edits, edit{del, a[i]})
			i++
		default:
			edits = append(edits, edit{add, b[j]})
			j++
		}
	}
	for ; i < n; i++ {
		edits = append(edits, edit{del, a[i]})
	}
	for ; j < m; j++ {
		edits = append(edits, edit{add, b[j]})
	}
	return edits
}
