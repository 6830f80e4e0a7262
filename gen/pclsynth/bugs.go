package pclsynth

import "strings"

// KnownBug is a backend defect that generated programs find: the construct
// that triggers it is left out of the fixed-seed campaigns (and of pclfuzz's
// programs, unless -known) until the backend is fixed.
type KnownBug struct {
	// Construct is the generator's name of what is left out (Options.Exclude).
	Construct string
	// Program is the shrunk program, under testdata/fuzz/ (none for a
	// defect whose shrunk program has been fixed while its wider class has
	// not).
	Program string
	// Fails says which stage and language fail, and how.
	Fails string
	// Match, for a defect whose construct is not isolated yet (Construct
	// ""), is a part of the failure message: the fixed-seed campaigns
	// tolerate failures of that stage and language whose message holds it
	// (none at present).
	Stage, Lang, Match string
}

// knownBackendBugs lists the backend defects found by the campaigns and not
// fixed yet. Remove an entry when its backend is fixed (the fixed-seed
// campaigns then cover the construct again).
var knownBackendBugs = []KnownBug{}

// Tolerated reports whether a failure of stage and lang with message msg
// is a known defect that no construct of the generator isolates yet.
func Tolerated(stage, lang, msg string) bool {
	for _, b := range knownBackendBugs {
		if b.Match != "" && b.Stage == stage && b.Lang == lang && strings.Contains(msg, b.Match) {
			return true
		}
	}
	return false
}

// KnownBackendBugs returns the list of known backend defects.
func KnownBackendBugs() []KnownBug { return append([]KnownBug(nil), knownBackendBugs...) }

// KnownBugExclusions returns the constructs knownBackendBugs leaves out.
func KnownBugExclusions() map[string]bool {
	out := map[string]bool{}
	for _, b := range knownBackendBugs {
		out[b.Construct] = true
	}
	return out
}
