package golang

import (
	"bytes"
	"fmt"
	"go/format"
	"path/filepath"
	"testing"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/golang/gofmt"
	"github.com/pclgen/pclgen/gen/pclsynth"
)

// checkFormat generates prog and checks every file the generator formats:
// the fast formatter (package gofmt) must handle it, with no fallback to
// go/format, and the file must be what go/format prints for the printer's
// output. It returns the number of files.
func checkFormat(t *testing.T, prog *binder.Program) int {
	t.Helper()
	g := &generator{Analyses: gen.Analyses{Prog: prog}, raw: map[string]string{}}
	files := g.Generate()
	if g.Diags.HasErrors() {
		t.Skipf("the program does not generate: %v", g.Diags[0])
	}
	for _, f := range files {
		src, ok := g.raw[f.Path]
		if !ok {
			continue
		}
		want, err := format.Source([]byte(src))
		if err != nil {
			t.Errorf("go/format rejects %s: %v", f.Path, err)
			continue
		}
		if want := bytes.TrimLeft(want, "\n"); !bytes.Equal(f.Contents, want) {
			t.Errorf("%s differs from what go/format prints:\n%s", f.Path, gentest.UnifiedDiff("go/format", "generated", want, f.Contents))
		}
	}
	if st := g.fmtStats; st.Files != len(g.raw) || st.Fallbacks != 0 {
		t.Errorf("the generator formatted %d files, %d of them with go/format; want %d and 0", st.Files, st.Fallbacks, len(g.raw))
		for name, src := range g.raw {
			if _, ok := gofmt.Format(src); !ok {
				t.Errorf("the fast formatter leaves %s to go/format", name)
			}
		}
	}
	return len(g.raw)
}

// TestFormatMatchesGofmt checks that the fast formatter formats every file
// of every golden program and every corpus program that generates
// (../shared/corpus; skipped when absent), with no fallback to go/format,
// as go/format does.
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
		files := 0
		for _, st := range corpusSteps(t) {
			t.Run(st.name, func(t *testing.T) {
				prog, diags := binder.BindPath(st.dir, st.opts)
				if diags.HasErrors() {
					t.Skip("the program does not bind")
				}
				files += checkFormat(t, prog)
			})
		}
		t.Logf("checked %d files", files)
	})
}

// TestFormatHandlesSynthesized checks every file of the random programs of
// pclsynth's first 500 seeds that generate (skipped with -short), for the
// constructs the corpus lacks.
func TestFormatHandlesSynthesized(t *testing.T) {
	if testing.Short() {
		t.Skip("-short")
	}
	s, loader, _, err := pclsynth.DefaultSchemas(gentest.RepoRoot(t))
	if err != nil {
		t.Fatal(err)
	}
	files := 0
	for seed := int64(1); seed <= 500; seed++ {
		prog, diags, err := pclsynth.Generate(s, pclsynth.Options{Seed: seed}).Bind(t.TempDir(), loader)
		if err != nil {
			t.Fatal(err)
		}
		if !diags.HasErrors() {
			t.Run(fmt.Sprint(seed), func(t *testing.T) { files += checkFormat(t, prog) })
		}
	}
	t.Logf("checked %d files", files)
}

// TestFormatHandlesSynthetic checks that the fast formatter handles the
// benchmark's program, so that BenchmarkGenerateProgram measures it rather
// than go/format.
func TestFormatHandlesSynthetic(t *testing.T) {
	checkFormat(t, bindSynthetic(t, 200))
}
