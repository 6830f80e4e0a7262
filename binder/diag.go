package binder

import (
	"fmt"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
)

// errorf returns an error diagnostic at rng.
func errorf(rng hcl.Range, summary, detailFormat string, args ...any) *hcl.Diagnostic {
	r := rng
	return &hcl.Diagnostic{
		Severity: hcl.DiagError,
		Summary:  summary,
		Detail:   fmt.Sprintf(detailFormat, args...),
		Subject:  &r,
	}
}

// warningf returns a warning diagnostic at rng.
func warningf(rng hcl.Range, summary, detailFormat string, args ...any) *hcl.Diagnostic {
	d := errorf(rng, summary, detailFormat, args...)
	d.Severity = hcl.DiagWarning
	return d
}

// didYouMean returns " Did you mean "x"?" when some candidate is close to
// name, else "".
func didYouMean(name string, candidates []string) string {
	m := closest(name, candidates)
	if len(m) == 0 {
		return ""
	}
	quoted := make([]string, len(m))
	for i, c := range m {
		quoted[i] = fmt.Sprintf("%q", c)
	}
	if len(quoted) == 1 {
		return " Did you mean " + quoted[0] + "?"
	}
	return " Did you mean " + strings.Join(quoted[:len(quoted)-1], ", ") + " or " + quoted[len(quoted)-1] + "?"
}

// closest returns up to three candidates that plausibly are misspellings of
// name, closest first: within an edit distance of a third of name's length
// (at least 1, at most 3), or equal ignoring case.
func closest(name string, candidates []string) []string {
	type match struct {
		s string
		d int
	}
	bound := min(max(len(name)/3, 1), 3)
	lname := strings.ToLower(name)
	var ms []match
	for _, c := range candidates {
		if c == name {
			continue
		}
		lc := strings.ToLower(c)
		if d := editDistance(lname, lc); d <= bound {
			ms = append(ms, match{c, d})
		} else if len(lname) >= 4 && (strings.HasPrefix(lc, lname) || strings.HasPrefix(lname, lc) && len(lc) >= 4) {
			// A prefix of the intended name: "indexDoc" for "indexDocument".
			ms = append(ms, match{c, bound + 1})
		}
	}
	sort.SliceStable(ms, func(i, j int) bool { return ms[i].d < ms[j].d })
	var out []string
	for _, m := range ms {
		if len(out) == 3 {
			break
		}
		out = append(out, m.s)
	}
	return out
}

// editDistance is the Levenshtein distance between a and b, by rune.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	if d := len(ra) - len(rb); d > 3 || d < -3 {
		return 4 // far enough that no bound accepts it
	}
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}

// quotedList returns the names quoted and separated by commas.
func quotedList(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = fmt.Sprintf("%q", n)
	}
	return strings.Join(q, ", ")
}
