package golang

import (
	"bytes"
	"go/format"
	"math/rand"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen/gentest"
)

// checkFormat compares formatGo with go/format on every file the generator
// prints for prog, before formatting; it returns how many files formatGo
// handled (the others go to go/format) and how many there were.
func checkFormat(t *testing.T, prog *binder.Program) (handled, files int) {
	t.Helper()
	g := &generator{prog: prog, raw: map[string]string{}}
	g.generate()
	if g.diags.HasErrors() {
		t.Skipf("the program does not generate: %v", g.diags[0])
	}
	for name, src := range g.raw {
		files++
		if compareWithGofmt(t, name, src) {
			handled++
		}
	}
	return handled, files
}

// compareWithGofmt reports whether formatGo handles src, and reports an
// error when what it prints differs from what go/format prints.
func compareWithGofmt(t *testing.T, name, src string) bool {
	t.Helper()
	got, ok := formatGo(src)
	if !ok {
		return false
	}
	want, err := format.Source([]byte(src))
	if err != nil {
		t.Errorf("formatGo formats %s, which go/format rejects: %v", name, err)
		return true
	}
	want, got = bytes.TrimLeft(want, "\n"), bytes.TrimLeft(got, "\n")
	if !bytes.Equal(got, want) {
		t.Errorf("formatGo differs from go/format for %s:\n%s", name, gentest.UnifiedDiff("go/format", "formatGo", want, got))
	}
	return true
}

// TestFormatMatchesGofmt checks that the fast formatter prints what
// go/format prints for the current output of every golden program and
// every corpus program that generates (../shared/corpus; skipped when
// absent).
func TestFormatMatchesGofmt(t *testing.T) {
	t.Run("golden", func(t *testing.T) {
		root := filepath.Join(gentest.RepoRoot(t), "testdata", "programs")
		names, err := gentest.Programs(root)
		if err != nil {
			t.Fatal(err)
		}
		loader := schema.NewLoader(repoSchemas)
		for _, name := range names {
			t.Run(name, func(t *testing.T) {
				prog, diags := binder.BindPath(filepath.Join(root, name), binder.Options{Loader: loader})
				if diags.HasErrors() {
					t.Fatalf("binding: %v", diags)
				}
				checkFormat(t, prog)
			})
		}
	})
	t.Run("corpus", func(t *testing.T) {
		handled, files := 0, 0
		for _, st := range corpusSteps(t) {
			t.Run(st.name, func(t *testing.T) {
				prog, diags := binder.BindPath(st.dir, st.opts)
				if diags.HasErrors() {
					t.Skip("the program does not bind")
				}
				h, f := checkFormat(t, prog)
				handled += h
				files += f
			})
		}
		t.Logf("the fast formatter handled %d of %d files; go/format formatted the others", handled, files)
	})
}

// TestFormatHandlesSynthetic checks that the fast formatter handles the
// benchmark's program, so that BenchmarkGenerateProgram measures it rather
// than go/format.
func TestFormatHandlesSynthetic(t *testing.T) {
	prog := bindSynthetic(t, 200)
	handled, files := checkFormat(t, prog)
	if handled != files {
		t.Errorf("the fast formatter handled %d of the %d files of the synthetic program", handled, files)
	}
}

// TestFormatCases checks the fast formatter on constructs one at a time:
// those it handles must come out as go/format prints them, the others must
// be left to go/format.
func TestFormatCases(t *testing.T) {
	tests := []struct {
		name string
		// body is the body of func main, unindented as the printer writes
		// it.
		body string
		fast bool
	}{
		{"keys aligned", "x := T{\nA: 1,\nLonger: f(2),\n}\n_ = x\n", true},
		{"long key starts a section", "x := map[string]int{\n\"a\": 1,\n\"bb\": 2,\n\"a key that is much longer than the others, over forty bytes\": 3,\n\"another key that is much longer than the others, over forty\": 4,\n}\n_ = x\n", true},
		{"blank line ends a section", "x := T{\nA: 1,\n\nLonger: 2,\n}\n_ = x\n", true},
		{"multi-line element ends a section", "x := T{\nA: 1,\nB: U{\nC: 2,\n},\nLonger: 3,\nD: 4,\n}\n_ = x\n", true},
		{"elided element types", "x := []T{{\nA: 1,\nBb: 2,\n}, {\nA: 3,\n}}\n_ = x\n", true},
		{"blank after the brace", "x := T{\n\nA: 1,\n}\n_ = x\n", true},
		{"arguments broken over lines", "f(a,\nb, c)\nf(g(T{\nA: 1,\n}),\nd)\n", true},
		{"blanks around binary operators", "x := a + b*c\nf(a + b, c - d)\ny := f(a + b)\nz := m[i + 1]\n_ = a - -b\n_ = a / *p\nfor i := 0; i < n + 1; i++ {\n}\n", true},
		{"parentheses", "x := (a + b) * c\nf((a + b) * c, d)\n", true},
		{"slices", "x := s[1:]\ny := s[:n]\n_, _ = x, y\n", true},
		{"control flow", "if err := f(); err != nil {\nreturn\n} else if x {\ng()\n} else {\nh()\n}\nfor k, v := range map[string]int{\"a\": 1} {\n_, _ = k, v\ncontinue\n}\ndefer func() {\nrecover()\n}()\n", true},
		{"func literals", "v := x.ApplyT(func(s string) (int, error) {\nreturn len(s) + 2, nil\n}).(pulumi.IntOutput)\n_ = v\n", true},
		{"size ratio splits sections", "x := T{\nAaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa: 1,\nB: 2,\nC: 3,\nDdddddddddddddddddddddddddddddddddddddddddddddddddddd: 4,\nEeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee: 5,\n}\n_ = x\n", true},
		{"elements of elided type in a map", "x := map[string]T{\n\"a\": {\nB: 1,\n},\n\"cc\": {B: 2},\n\"d\": {B: 3},\n}\n_ = x\n", true},
		{"nested calls around a literal", "x := f(g(h(T{\nA: 1,\nBb: 2,\n})))\n_ = x\n", true},
		{"assignment broken after the operator", "x, y :=\nf(a), g(b)\n_, _ = x, y\n", true},
		{"blanks between tokens", "x:=f( a ,b)[ 0 ]\ny := T{A :1}\nif !x{\n}\n_, _ = x , y\n", true},
		{"type arguments", "x := pulumi.DeferredOutput[string](ctx)\ny := pulumix.Cast[pulumi.StringOutput, string](x)\n_ = y\n", true},
		{"tokens that would merge", "x := & &y\n_ = x - -1\n", true},
		{"comments", "\n// A comment.\nx := 1\n\n// Another, after a blank line.\n_ = x\n", true},
		{"comment gofmt reformats", "// Code:\n//    y = 1\nx := 1\n_ = x\n", false},
		{"comment before a closing brace", "x := 1\n_ = x\n// done\n", false},
		{"one-line function body", "f := func() { g() }\n_ = f\n", false},
		{"empty block", "if x {}\n", false},
		{"switch", "switch x {\ncase 1:\n}\n", false},
		{"block comment", "x := 1 /* one */\n_ = x\n", false},
		{"trailing comment", "x := 1 // one\n_ = x\n", false},
		{"line break after an operator", "x := a +\nb\n_ = x\n", false},
		{"slice of binary indexes", "x := s[i+1 : n]\n_ = x\n", false},
		{"raw string over lines", "x := `a\nb`\n_ = x\n", false},
		{"alignment in the source", "x := T{\nA:   1,\n}\n_ = x\n", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := "package main\n\nfunc main() {\n" + tt.body + "}\n"
			if _, err := format.Source([]byte(src)); err != nil {
				t.Fatalf("the case is not Go: %v", err)
			}
			if handled := compareWithGofmt(t, "main.go", src); handled != tt.fast {
				t.Errorf("formatGo handled the source: %v, want %v", handled, tt.fast)
			}
		})
	}
	t.Run("struct types", func(t *testing.T) {
		src := "package main\n\nimport (\n\t\"fmt\"\n\n\t\"github.com/pulumi/pulumi/sdk/v3/go/pulumi\"\n)\n\n" +
			"// Args are inputs.\ntype Args struct {\n// Name names it.\nName string\nLongerName pulumi.StringInput\n\nX int\n}\n\n" +
			"// C is a component.\ntype C struct {\npulumi.ResourceState\nOut pulumi.StringOutput\n}\n\nfunc main() {\nfmt.Println()\n}\n"
		if !compareWithGofmt(t, "main.go", src) {
			t.Errorf("formatGo left the struct types to go/format")
		}
	})
}

// TestFormatMutations changes the printer's output of the golden programs
// and the synthetic one at random (deleting, duplicating or inserting a
// byte or a token, deleting, duplicating or swapping lines): whenever the
// fast formatter accepts a mutant, go/format must accept it too and print
// the same, so that neither a construct the formatter mishandles nor
// source that is not Go gets past it.
func TestFormatMutations(t *testing.T) {
	var sources []string
	addSources := func(prog *binder.Program) {
		g := &generator{prog: prog, raw: map[string]string{}}
		g.generate()
		for _, src := range g.raw {
			sources = append(sources, src)
		}
	}
	addSources(bindSynthetic(t, 30))
	root := filepath.Join(gentest.RepoRoot(t), "testdata", "programs")
	names, err := gentest.Programs(root)
	if err != nil {
		t.Fatal(err)
	}
	loader := schema.NewLoader(repoSchemas)
	for _, name := range names {
		if prog, diags := binder.BindPath(filepath.Join(root, name), binder.Options{Loader: loader}); !diags.HasErrors() {
			addSources(prog)
		}
	}
	sort.Strings(sources)
	rng := rand.New(rand.NewSource(1))
	inserts := []string{"\n", " ", "\n\n", "\t", "+", "-", "*", "&", "!", "(", ")", "{", "}", "[", "]", ",", ":", ";", ".", "...",
		"//", "// c\n", "\"", "`", "'a'", "\\", "x", "1", "0x1F", "1.5e3", "func", "if", "=", ":="}
	const mutants = 6000
	accepted := 0
	for i := 0; i < mutants; i++ {
		src := sources[rng.Intn(len(sources))]
		pos := rng.Intn(len(src))
		lines := strings.SplitAfter(src, "\n")
		k, j := rng.Intn(len(lines)), rng.Intn(len(lines))
		var mutant string
		switch rng.Intn(6) {
		case 0:
			mutant = src[:pos] + src[pos+1:]
		case 1:
			mutant = src[:pos] + src[pos:pos+1] + src[pos:]
		case 2:
			mutant = src[:pos] + inserts[rng.Intn(len(inserts))] + src[pos:]
		case 3:
			mutant = strings.Join(lines[:k], "") + strings.Join(lines[k+1:], "")
		case 4:
			mutant = strings.Join(lines[:k+1], "") + strings.Join(lines[k:], "")
		default:
			lines[k], lines[j] = lines[j], lines[k]
			mutant = strings.Join(lines, "")
		}
		got, ok := formatGo(mutant)
		if !ok {
			continue
		}
		accepted++
		want, err := format.Source([]byte(mutant))
		if err != nil {
			t.Errorf("formatGo accepts source go/format rejects (%v):\n%s", err, excerpt(mutant, pos))
			continue
		}
		if want, got := bytes.TrimLeft(want, "\n"), bytes.TrimLeft(got, "\n"); !bytes.Equal(got, want) {
			t.Errorf("formatGo differs from go/format on a mutant:\n%s", gentest.UnifiedDiff("go/format", "formatGo", want, got))
		}
	}
	t.Logf("formatGo accepted %d of %d mutants", accepted, mutants)
}

// excerpt returns the lines of src around byte pos.
func excerpt(src string, pos int) string {
	start := max(0, pos-120)
	end := min(len(src), pos+120)
	return src[start:end]
}
