package trace

import (
	"fmt"
	"strings"
)

// Diff describes how got differs from want, line by line of their canonical
// encodings ("" when they are equal). It shows each differing line with a
// few lines of context.
func Diff(want, got *Trace) string {
	w := strings.Split(string(want.Canonical()), "\n")
	g := strings.Split(string(got.Canonical()), "\n")
	if strings.Join(w, "\n") == strings.Join(g, "\n") {
		return ""
	}
	// A longest-common-subsequence diff; traces are small.
	n, m := len(w), len(g)
	lcs := make([][]int, n+1)
	for i := range lcs {
		lcs[i] = make([]int, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if w[i] == g[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	var b strings.Builder
	fmt.Fprintln(&b, "--- want (interpreter)\n+++ got (generated program)")
	i, j, shown := 0, 0, 0
	for (i < n || j < m) && shown < 80 {
		switch {
		case i < n && j < m && w[i] == g[j]:
			i++
			j++
		case j < m && (i == n || lcs[i][j+1] >= lcs[i+1][j]):
			fmt.Fprintf(&b, "+ %s\n", g[j])
			j++
			shown++
		default:
			fmt.Fprintf(&b, "- %s\n", w[i])
			i++
			shown++
		}
	}
	return b.String()
}
