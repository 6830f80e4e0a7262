package gentest

import "github.com/pclgen/pclgen/internal/textdiff"

// UnifiedDiff returns the difference from want to got as a unified diff
// with the given file labels, or "" when they are equal.
func UnifiedDiff(wantLabel, gotLabel string, want, got []byte) string {
	return textdiff.Unified(wantLabel, gotLabel, want, got)
}
