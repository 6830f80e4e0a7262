package main

import (
	"errors"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// TestProgress checks that a phase says when it starts, how far it is
// while it runs, and when it is done; a phase that fails says no "done".
func TestProgress(t *testing.T) {
	var out strings.Builder
	p := progress{w: &out, interval: 5 * time.Millisecond}
	var done atomic.Int64
	done.Store(3)
	err := p.phase("bind, gen go", &done, 4, func() error {
		time.Sleep(40 * time.Millisecond)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	want := regexp.MustCompile(`^pclconform: bind, gen go\.\.\.\n(pclconform: bind, gen go: 3/4 tests, \d+s\n)+pclconform: bind, gen go: done in \d+s\n$`)
	if !want.MatchString(out.String()) {
		t.Errorf("progress:\n%s", out.String())
	}

	out.Reset()
	failed := errors.New("no go command")
	err = p.phase("compile go", nil, 0, func() error {
		time.Sleep(20 * time.Millisecond)
		return failed
	})
	if err != failed {
		t.Errorf("phase returned %v", err)
	}
	want = regexp.MustCompile(`^pclconform: compile go\.\.\.\n(pclconform: compile go: running, \d+s\n)+$`)
	if !want.MatchString(out.String()) {
		t.Errorf("progress of a failed phase:\n%s", out.String())
	}
}
