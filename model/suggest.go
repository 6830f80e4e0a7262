package model

import "sort"

// closeMatches returns the candidates that are plausibly misspellings of
// name, closest first: those within an edit distance of about a third of the
// name's length (at least 1, at most 3), or equal to it ignoring case. At most
// three are returned.
func closeMatches(name string, candidates []string) []string {
	type match struct {
		name string
		dist int
	}
	bound := min(max(len(name)/3, 1), 3)
	var matches []match
	for _, c := range candidates {
		if c == name {
			continue
		}
		d := typeEditDistance(foldASCII(name), foldASCII(c))
		if d <= bound {
			matches = append(matches, match{c, d})
		}
	}
	sort.SliceStable(matches, func(i, j int) bool { return matches[i].dist < matches[j].dist })
	out := make([]string, 0, 3)
	for _, m := range matches {
		if len(out) == 3 {
			break
		}
		out = append(out, m.name)
	}
	return out
}

func foldASCII(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// typeEditDistance is the optimal-string-alignment distance between a and b,
// by rune: the Levenshtein distance where swapping two adjacent runes also
// counts as one edit (so "prot" is one edit from "port").
func typeEditDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	// d[i][j] is the distance between ra[:i] and rb[:j].
	d := make([][]int, len(ra)+1)
	for i := range d {
		d[i] = make([]int, len(rb)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(ra); i++ {
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(ra)][len(rb)]
}
