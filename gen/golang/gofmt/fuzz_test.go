package gofmt

import (
	"bytes"
	"go/format"
	"math/rand"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/gen/gentest"
)

// goldenFiles returns the Go files the generator produced for the golden
// programs (testdata/programs/*/go and testdata/examples/*/go), as gofmt
// printed them.
func goldenFiles(tb testing.TB) []string {
	tb.Helper()
	root := filepath.Join("..", "..", "..", "testdata")
	var files []string
	for _, dir := range []string{"programs", "examples"} {
		matches, err := filepath.Glob(filepath.Join(root, dir, "*", "go", "*.go"))
		if err != nil {
			tb.Fatal(err)
		}
		files = append(files, matches...)
	}
	if len(files) == 0 {
		tb.Fatalf("no golden Go files under %s", root)
	}
	sort.Strings(files)
	srcs := make([]string, len(files))
	for i, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			tb.Fatal(err)
		}
		srcs[i] = string(data)
	}
	return srcs
}

// seeds returns the golden files and their printer's forms (printerForm),
// and the sources of formatCases (but the longest) and commentCases.
func seeds(tb testing.TB) []string {
	var srcs []string
	for _, src := range goldenFiles(tb) {
		srcs = append(srcs, src, printerForm(src))
	}
	for _, c := range formatCases {
		if len(c.src) < 10000 {
			srcs = append(srcs, c.src)
		}
	}
	for _, c := range commentCases {
		srcs = append(srcs, c.src)
	}
	return srcs
}

// printerForm returns src as the generator's printer writes Go: without
// indentation and with single blanks between tokens (blanks inside
// literals are collapsed too, which changes them but keeps the source Go).
func printerForm(src string) string {
	lines := strings.SplitAfter(src, "\n")
	for i, line := range lines {
		line = strings.TrimLeft(line, " \t")
		var b strings.Builder
		blank := false
		for _, c := range []byte(line) {
			if c == ' ' || c == '\t' {
				blank = true
				continue
			}
			if blank && c != '\n' {
				b.WriteByte(' ')
			}
			blank = false
			b.WriteByte(c)
		}
		lines[i] = b.String()
	}
	return strings.Join(lines, "")
}

// inserts are the snippets mutate inserts.
var inserts = []string{"\n", " ", "\n\n", "\t", "+", "-", "*", "&", "!", "(", ")", "{", "}", "[", "]", ",", ":", ";", ".", "...",
	"//", "// c\n", "\n// c\n", "\"", "`", "`\n", "'a'", "\\", "x", "1", "0x1F", "1.5e3", "func", "if", "=", ":=", "switch", "case",
	"default:", "type", "[T any]", ".(type)", "`a\nb`"}

// mutate changes src by one edit chosen by op at positions chosen by a and
// b: deleting, duplicating or inserting a byte or a snippet, deleting,
// duplicating or swapping lines, or rewriting it in the printer's form.
func mutate(src string, op uint8, a, b uint32) string {
	if src == "" {
		return src
	}
	pos := int(a % uint32(len(src)))
	lines := strings.SplitAfter(src, "\n")
	k, j := int(a%uint32(len(lines))), int(b%uint32(len(lines)))
	switch op % 8 {
	case 0:
		return src
	case 1:
		return src[:pos] + src[pos+1:]
	case 2:
		return src[:pos] + src[pos:pos+1] + src[pos:]
	case 3:
		return src[:pos] + inserts[int(b%uint32(len(inserts)))] + src[pos:]
	case 4:
		return strings.Join(lines[:k], "") + strings.Join(lines[k+1:], "")
	case 5:
		return strings.Join(lines[:k+1], "") + strings.Join(lines[k:], "")
	case 6:
		lines[k], lines[j] = lines[j], lines[k]
		return strings.Join(lines, "")
	}
	return printerForm(src)
}

// checkFormat checks that when Format accepts src, go/format accepts it
// too and prints the same; it reports whether Format accepted src. A
// panic in Format fails the test.
func checkFormat(t *testing.T, src string) bool {
	t.Helper()
	got, ok := Format(src)
	if !ok {
		return false
	}
	want, err := format.Source([]byte(src))
	if err != nil {
		t.Errorf("Format accepts source go/format rejects (%v):\n%s", err, src)
		return true
	}
	if want := bytes.TrimLeft(want, "\n"); !bytes.Equal(got, want) {
		t.Errorf("Format differs from go/format on:\n%s\ndiff:\n%s", src, gentest.UnifiedDiff("go/format", "Format", want, got))
	}
	return true
}

// TestFormatSeeds checks that Format prints what go/format prints for
// every golden Go file, as gofmt printed it and in the printer's form, and
// that it leaves none in the printer's form to go/format (gofmt's output,
// aligned, is left to it).
func TestFormatSeeds(t *testing.T) {
	for i, src := range goldenFiles(t) {
		checkFormat(t, src)
		if !checkFormat(t, printerForm(src)) {
			t.Errorf("Format leaves golden file %d, in the printer's form, to go/format:\n%s", i, printerForm(src))
		}
	}
}

// TestFormatMutations applies random mutations (mutate) to the seeds:
// whenever the fast formatter accepts a mutant, go/format must accept it
// too and print the same, so that neither a construct the formatter
// mishandles nor source that is not Go gets past it.
func TestFormatMutations(t *testing.T) {
	srcs := seeds(t)
	rng := rand.New(rand.NewSource(1))
	const mutants = 6000
	accepted := 0
	for i := 0; i < mutants; i++ {
		src := srcs[rng.Intn(len(srcs))]
		// One to three edits, in the printer's form half of the time.
		for range 1 + rng.Intn(3) {
			src = mutate(src, uint8(1+rng.Intn(6)), rng.Uint32(), rng.Uint32())
		}
		if rng.Intn(2) == 0 {
			src = printerForm(src)
		}
		if checkFormat(t, src) {
			accepted++
		}
	}
	t.Logf("Format accepted %d of %d mutants", accepted, mutants)
	if accepted < mutants/10 {
		t.Errorf("Format accepted %d of %d mutants: the test no longer exercises it", accepted, mutants)
	}
}

// FuzzFormat compares Format with go/format on the seeds and mutations of
// them: the fuzzer's own byte mutations of src, and one edit of mutate
// chosen by op, a and b. Run it with
//
//	go test -fuzz FuzzFormat -fuzztime 3m ./gen/golang/gofmt
//
// Inputs it finds are kept in testdata/fuzz/FuzzFormat, where go test
// runs them as regression seeds.
func FuzzFormat(f *testing.F) {
	for i, src := range seeds(f) {
		f.Add(src, uint8(0), uint32(0), uint32(0))
		f.Add(src, uint8(1+i%7), uint32(i*7919), uint32(i*104729))
	}
	f.Fuzz(func(t *testing.T, src string, op uint8, a, b uint32) {
		checkFormat(t, mutate(src, op, a, b))
	})
}
