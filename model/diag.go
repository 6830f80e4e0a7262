package model

import (
	"fmt"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
)

// exprError returns an error diagnostic for rng. Summaries are short phrases;
// details are full sentences.
func exprError(rng hcl.Range, summary, detail string) *hcl.Diagnostic {
	r := rng
	return &hcl.Diagnostic{
		Severity: hcl.DiagError,
		Summary:  summary,
		Detail:   detail,
		Subject:  &r,
	}
}

// sentence makes s a sentence: capitalized, ending with a full stop.
func asSentence(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return s
	}
	if s[0] >= 'a' && s[0] <= 'z' {
		s = string(s[0]-'a'+'A') + s[1:]
	}
	switch s[len(s)-1] {
	case '.', '!', '?':
		return s
	}
	return s + "."
}

// withReason appends a reason sentence to detail when there is one.
func withReason(detail, reason string) string {
	if reason = asSentence(reason); reason != "" {
		return detail + " " + reason
	}
	return detail
}

// exprTypeString prints t, tolerating nil.
func exprTypeString(t Type) string {
	if t == nil {
		return "dynamic"
	}
	return t.String()
}

// didYouMean returns a suggestion sentence (" Did you mean "x"?") naming the
// candidate closest to name, or "" when no candidate is close enough.
func didYouMean(name string, candidates []string) string {
	if s := nameSuggestion(name, candidates); s != "" {
		return fmt.Sprintf(" Did you mean %q?", s)
	}
	return ""
}

// nameSuggestion returns the candidate closest to name by edit distance
// (ignoring case), or "" when none is within a third of the name's length (at
// least one edit, at most three). Ties go to the candidate whose length is
// closest to the name's, then to the alphabetically first.
func nameSuggestion(name string, candidates []string) string {
	limit := min(max(len(name)/3, 1), 3)
	sorted := append([]string(nil), candidates...)
	sort.Strings(sorted)
	best, bestDist, bestLenDiff := "", limit+1, 0
	for _, c := range sorted {
		if c == name {
			continue
		}
		d := editDistance(strings.ToLower(name), strings.ToLower(c), bestDist+1)
		lenDiff := abs(len(c) - len(name))
		if d < bestDist || d == bestDist && best != "" && lenDiff < bestLenDiff {
			best, bestDist, bestLenDiff = c, d, lenDiff
		}
	}
	return best
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// editDistance is the Levenshtein distance between a and b over runes. It
// returns early with a value >= bound once the distance is known to reach it.
func editDistance(a, b string, bound int) int {
	ra, rb := []rune(a), []rune(b)
	if d := len(ra) - len(rb); d >= bound || -d >= bound {
		return bound
	}
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		rowMin := cur[0]
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			rowMin = min(rowMin, cur[j])
		}
		if rowMin >= bound {
			return bound
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}
