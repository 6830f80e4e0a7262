package gofmt

import (
	"strings"
	"testing"
)

// TestSourceCounts checks that Source formats with Format what it handles
// and with go/format the rest, counting the fallbacks, and reports source
// that is not Go.
func TestSourceCounts(t *testing.T) {
	const fast = "package main\n\nfunc main() {\nx := T{\nA: 1,\nBb: 2,\n}\n_ = x\n}\n"
	const slow = "package main\n\nfunc main() {\nx := 1 /* one */\n_ = x\n}\n"
	var st Stats
	out, err := Source(fast, &st)
	if err != nil || !strings.Contains(string(out), "\tx := T{\n\t\tA:  1,\n") {
		t.Errorf("Source(fast) = %q, %v", out, err)
	}
	if st != (Stats{Files: 1}) {
		t.Errorf("after a file Format handles: %+v", st)
	}
	out, err = Source("\n\n"+slow, &st)
	if err != nil || string(out) != "package main\n\nfunc main() {\n\tx := 1 /* one */\n\t_ = x\n}\n" {
		t.Errorf("Source(slow) = %q, %v", out, err)
	}
	if st != (Stats{Files: 2, Fallbacks: 1}) {
		t.Errorf("after a file left to go/format: %+v", st)
	}
	if _, err := Source("package main\n\nfunc main() {\n", &st); err == nil {
		t.Errorf("Source accepts source that is not Go")
	}
	if st != (Stats{Files: 3, Fallbacks: 2}) {
		t.Errorf("after source that is not Go: %+v", st)
	}
	if _, err := Source(fast, nil); err != nil {
		t.Errorf("Source with nil stats: %v", err)
	}
}

// TestSourcePanics checks what Source does when the fast formatter
// panics: outside tests it formats with go/format and records the panic;
// in tests the panic propagates.
func TestSourcePanics(t *testing.T) {
	const src = "package main\n\nfunc main() {\n}\n"
	buggy := func(string) ([]byte, bool) { panic("a bug") }
	var st Stats
	out, err := source(src, &st, buggy, true)
	if err != nil || string(out) != src {
		t.Errorf("source recovering = %q, %v", out, err)
	}
	if st.Files != 1 || st.Fallbacks != 1 || st.Panics != 1 || !strings.HasPrefix(st.FirstPanic, "a bug\n") || !strings.Contains(st.FirstPanic, "gofmt_test.go") {
		t.Errorf("after a recovered panic: %+v", st)
	}
	func() {
		defer func() {
			if r := recover(); r != "a bug" {
				t.Errorf("source not recovering panicked with %v, want the formatter's panic", r)
			}
		}()
		source(src, &st, buggy, false)
		t.Errorf("source not recovering returned")
	}()
	if recoverPanics() {
		t.Errorf("Source recovers panics in a test binary")
	}
}
