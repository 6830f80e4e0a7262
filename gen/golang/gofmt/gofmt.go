// Package gofmt formats the Go source the Go generator (gen/golang) prints
// as gofmt does, much faster than go/format: with it, generating Go for a
// program of 10,000 resources takes less than half the CPU time
// (BenchmarkGenerateProgramGofmt in gen/golang).
//
// Input: a whole Go source file as the generator's printer writes it, each
// construct on the lines gofmt keeps it on but without indentation or
// alignment. Output: the bytes go/format.Source returns for it, without
// leading blank lines.
//
// Format is the fast formatter alone: it handles the subset of Go the
// generator prints and reports anything else as not handled. Source is
// what the generator calls: Format, or go/format when Format does not
// handle the file, counting those fallbacks in a Stats so that tests can
// assert that every generated file takes the fast path.
package gofmt

import (
	"bytes"
	"fmt"
	"go/format"
	"runtime/debug"
	"testing"
)

// Stats counts the files Source formatted and how.
type Stats struct {
	// Files is the number of files formatted.
	Files int
	// Fallbacks is the number of files go/format formatted because Format
	// did not handle them (including Panics and source that is not Go).
	Fallbacks int
	// Panics is the number of files on which Format panicked (a bug in the
	// formatter; go/format formatted them); FirstPanic describes the
	// first, with its stack.
	Panics     int
	FirstPanic string
}

// Source returns src formatted as go/format.Source formats it, without
// leading blank lines, and go/format's error when src is not Go. It uses
// Format and falls back to go/format when Format does not handle src,
// counting the file in st (which may be nil).
//
// A panic inside Format is a bug: in a test binary (testing.Testing) it
// propagates, so that the test fails; otherwise Source recovers it, counts
// it in st and formats src with go/format.
func Source(src string, st *Stats) ([]byte, error) {
	return source(src, st, Format, recoverPanics())
}

// recoverPanics reports whether Source recovers panics: not in tests.
func recoverPanics() bool { return !testing.Testing() }

// source is Source with the fast formatter fast and the choice to recover
// its panics as parameters, for tests.
func source(src string, st *Stats, fast func(string) ([]byte, bool), recoverPanics bool) ([]byte, error) {
	if st == nil {
		st = &Stats{}
	}
	st.Files++
	if out, ok := tryFormat(src, st, fast, recoverPanics); ok {
		return out, nil
	}
	st.Fallbacks++
	out, err := format.Source([]byte(src))
	if err != nil {
		return nil, err
	}
	return bytes.TrimLeft(out, "\n"), nil
}

// tryFormat calls fast, recovering a panic into st when recoverPanics is
// set.
func tryFormat(src string, st *Stats, fast func(string) ([]byte, bool), recoverPanics bool) (out []byte, ok bool) {
	if recoverPanics {
		defer func() {
			if r := recover(); r != nil {
				if st.Panics == 0 {
					st.FirstPanic = fmt.Sprintf("%v\n%s", r, debug.Stack())
				}
				st.Panics++
				out, ok = nil, false
			}
		}()
	}
	return fast(src)
}
