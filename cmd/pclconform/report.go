package main

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// stageTotals counts a stage's results.
type stageTotals struct {
	passed, attempted int
}

// totals returns, per stage, how many tests reached it and how many passed.
func totals(results []testResult, nStages int) []stageTotals {
	out := make([]stageTotals, nStages)
	for _, r := range results {
		for i, o := range r.outcomes {
			if o.skipped {
				continue
			}
			out[i].attempted++
			if o.passed {
				out[i].passed++
			}
		}
	}
	return out
}

// failedStage returns the index of the stage a test failed, or -1.
func failedStage(r testResult) int {
	for i, o := range r.outcomes {
		if !o.skipped && !o.passed {
			return i
		}
	}
	return -1
}

// printResults writes one line per test: PASS or FAIL, its name and, for a
// failure, the stage and its first error. verbose adds every error (with
// details) and the time each stage took.
func printResults(w io.Writer, results []testResult, stages []stage, verbose bool) {
	width := 0
	for _, r := range results {
		width = max(width, len(r.program.name))
	}
	for _, r := range results {
		fs := failedStage(r)
		if fs < 0 {
			fmt.Fprintf(w, "PASS  %s", r.program.name)
			// Say why a stage was not attempted when it says (an
			// earlier stage failing is not a reason to list).
			for i, o := range r.outcomes {
				if o.skipped && len(o.diags) > 0 {
					fmt.Fprintf(w, "  (%s: %s)", stages[i].name(), o.diags[0].String())
				}
			}
		} else {
			first := "no error recorded"
			if d := r.outcomes[fs].diags; len(d) > 0 {
				first = d[0].String()
			}
			fmt.Fprintf(w, "FAIL  %-*s  %s: %s", width, r.program.name, stages[fs].name(), first)
		}
		if verbose {
			var times []string
			for i, o := range r.outcomes {
				if !o.skipped {
					times = append(times, fmt.Sprintf("%s %s", stages[i].name(), o.elapsed.Round(time.Millisecond)))
				}
			}
			fmt.Fprintf(w, "  (%s)", strings.Join(times, ", "))
		}
		fmt.Fprintln(w)
		if verbose && fs >= 0 {
			for _, d := range r.outcomes[fs].diags {
				fmt.Fprintf(w, "      %s\n", d.long())
			}
		}
	}
}

// printSummary writes one line per stage: "SUMMARY <stage> <passed>/<attempted>".
func printSummary(w io.Writer, results []testResult, stages []stage) {
	for i, t := range totals(results, len(stages)) {
		fmt.Fprintf(w, "SUMMARY %s %d/%d\n", stages[i].name(), t.passed, t.attempted)
	}
}

// writeReport writes the markdown report: a table with one row per test and
// the totals per stage and per kind of test.
func writeReport(w io.Writer, corpusDir string, results []testResult, stages []stage) error {
	var b strings.Builder
	fmt.Fprintf(&b, "# pclconform report\n\nCorpus: `%s`. %d tests.\n\n", corpusDir, len(results))
	b.WriteString("| program | kind | packages |")
	for _, s := range stages {
		fmt.Fprintf(&b, " %s |", s.name())
	}
	b.WriteString(" first diagnostic |\n|---|---|---|")
	b.WriteString(strings.Repeat("---|", len(stages)))
	b.WriteString("---|\n")
	for _, r := range results {
		fmt.Fprintf(&b, "| %s | %s | %s |", cell(r.program.name), r.program.kind, cell(r.program.packages))
		for _, o := range r.outcomes {
			switch {
			case o.skipped:
				b.WriteString(" – |")
			case o.passed:
				b.WriteString(" pass |")
			default:
				b.WriteString(" **fail** |")
			}
		}
		first := ""
		if fs := failedStage(r); fs >= 0 && len(r.outcomes[fs].diags) > 0 {
			first = r.outcomes[fs].diags[0].long()
		}
		fmt.Fprintf(&b, " %s |\n", cell(first))
	}
	b.WriteString("\n## Totals\n\n| stage | kind | passed | attempted |\n|---|---|---|---|\n")
	kinds := []string{"conformance", "codegen"}
	for i, s := range stages {
		all := totals(results, len(stages))[i]
		fmt.Fprintf(&b, "| %s | all | %d | %d |\n", s.name(), all.passed, all.attempted)
		for _, k := range kinds {
			var sub []testResult
			for _, r := range results {
				if r.program.kind == k {
					sub = append(sub, r)
				}
			}
			t := totals(sub, len(stages))[i]
			fmt.Fprintf(&b, "| %s | %s | %d | %d |\n", s.name(), k, t.passed, t.attempted)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// cell makes s fit a markdown table cell: one line, pipes escaped, at most
// 300 characters.
func cell(s string) string {
	s = oneLine(s)
	if r := []rune(s); len(r) > 300 {
		s = string(r[:297]) + "..."
	}
	return strings.ReplaceAll(s, "|", `\|`)
}
