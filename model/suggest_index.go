package model

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// nameIndex holds a set of names sorted by their lower-cased runes, so that
// a search for the names within an edit distance of a misspelling walks
// their shared prefixes once, as a trie search does, instead of measuring
// every name: a scope of thousands of names answers each did-you-mean
// without sorting or visiting them all. It is built once per scope, on the
// first search, and dropped when the scope changes.
type nameIndex struct {
	folded [][]rune // sorted
	names  []string // names[i] folds to folded[i]
}

// newNameIndex indexes names (a set).
func newNameIndex(names []string) *nameIndex {
	folded := make([][]rune, len(names))
	order := make([]int, len(names))
	for i, n := range names {
		order[i] = i
		folded[i] = []rune(strings.ToLower(n))
	}
	sort.Slice(order, func(a, b int) bool {
		if c := slices.Compare(folded[order[a]], folded[order[b]]); c != 0 {
			return c < 0
		}
		return names[order[a]] < names[order[b]]
	})
	ix := &nameIndex{folded: make([][]rune, len(names)), names: make([]string, len(names))}
	for i, o := range order {
		ix.folded[i], ix.names[i] = folded[o], names[o]
	}
	return ix
}

// nameMatch is a name and its distance from a misspelling.
type nameMatch struct {
	name string
	dist int
}

// search appends to out the indexed names other than name whose Levenshtein
// distance from name, both lower-cased, is at most *bound, lowering *bound
// to the closest distance found: every name at the closest distance is
// appended, and some farther ones may be.
func (ix *nameIndex) search(name string, bound *int, out []nameMatch) []nameMatch {
	target := []rune(strings.ToLower(name))
	m := len(target)
	// rows[d] is the distance row of the current name's first d runes:
	// rows[d][j] = distance(name[:d], target[:j]).
	rows := [][]int{make([]int, m+1)}
	for j := range rows[0] {
		rows[0][j] = j
	}
	var prev []rune
	for i := 0; i < len(ix.folded); {
		c := ix.folded[i]
		d := commonPrefix(prev, c) // rows[:d+1] hold for c as for prev
		prev = c
		pruned := -1
		for ; d < len(c); d++ {
			if len(rows) <= d+1 {
				rows = append(rows, make([]int, m+1))
			}
			row, up := rows[d+1], rows[d]
			row[0] = d + 1
			low := row[0]
			for j := 1; j <= m; j++ {
				cost := 1
				if c[d] == target[j-1] {
					cost = 0
				}
				row[j] = min(up[j]+1, row[j-1]+1, up[j-1]+cost)
				low = min(low, row[j])
			}
			// A row's entries are the row above's plus 0 or 1: once a row
			// exceeds bound, so does every longer name with this prefix.
			if low > *bound {
				pruned = d + 1
				break
			}
		}
		if pruned < 0 {
			if dist := rows[len(c)][m]; dist <= *bound && ix.names[i] != name {
				out = append(out, nameMatch{ix.names[i], dist})
				*bound = dist
			}
			i++
			continue
		}
		// Skip every name that starts with c[:pruned]: they are contiguous.
		p := c[:pruned]
		i += sort.Search(len(ix.folded)-i, func(k int) bool {
			f := ix.folded[i+k]
			return len(f) < len(p) || !slices.Equal(f[:len(p)], p)
		})
	}
	return out
}

func commonPrefix(a, b []rune) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}

// bestSuggestion picks what nameSuggestion would among found: the closest,
// then the one whose length is closest to name's, then the first by name.
func bestSuggestion(name string, found []nameMatch) string {
	best := -1
	for i, s := range found {
		if best < 0 {
			best = i
			continue
		}
		b := found[best]
		switch {
		case s.dist != b.dist:
			if s.dist < b.dist {
				best = i
			}
		case abs(len(s.name)-len(name)) != abs(len(b.name)-len(name)):
			if abs(len(s.name)-len(name)) < abs(len(b.name)-len(name)) {
				best = i
			}
		case s.name < b.name:
			best = i
		}
	}
	if best < 0 {
		return ""
	}
	return found[best].name
}

// suggestName returns what didYouMean(name, s.Names()) (functions: s.
// FunctionNames()) would suggest, searching each scope's index.
func (s *Scope) suggestName(name string, functions bool) string {
	bound := min(max(len(name)/3, 1), 3)
	var found []nameMatch
	for sc := s; sc != nil; sc = sc.parent {
		ix := &sc.defIndex
		if functions {
			ix = &sc.funcIndex
		}
		if *ix == nil {
			var names []string
			if functions {
				names = make([]string, 0, len(sc.functions))
				for n := range sc.functions {
					names = append(names, n)
				}
			} else {
				names = make([]string, 0, len(sc.defs))
				for n := range sc.defs {
					names = append(names, n)
				}
			}
			*ix = newNameIndex(names)
		}
		found = (*ix).search(name, &bound, found)
	}
	return bestSuggestion(name, found)
}

// suggestionSentence is didYouMean's sentence for a suggestion.
func suggestionSentence(s string) string {
	if s == "" {
		return ""
	}
	return fmt.Sprintf(" Did you mean %q?", s)
}
