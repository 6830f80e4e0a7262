package golang

import (
	"bytes"
	"go/format"
	"path/filepath"
	"testing"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/golang/gofmt"
)

// checkFormat generates prog and checks every file the generator formats:
// the file must be what go/format prints for the printer's output. It returns the generator's formatting statistics.
func checkFormat(t *testing.T, prog *binder.Program) gofmt.Stats {
	t.Helper()
	g := &generator{prog: prog, raw: map[string]string{}}
	files := g.generate()
	if g.diags.HasErrors() {
		t.Skipf("the program does not generate: %v", g.diags[0])
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
	if st := g.fmtStats; st.Files != len(g.raw) || st.Panics != 0 {
		t.Errorf("the generator formatted %d files, want %d; the fast formatter panicked on %d: %s", st.Files, len(g.raw), st.Panics, st.FirstPanic)
	}
	return g.fmtStats
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
		files, fallbacks := 0, 0
		for _, st := range corpusSteps(t) {
			t.Run(st.name, func(t *testing.T) {
				prog, diags := binder.BindPath(st.dir, st.opts)
				if diags.HasErrors() {
					t.Skip("the program does not bind")
				}
				st := checkFormat(t, prog)
				files += st.Files
				fallbacks += st.Fallbacks
			})
		}
		t.Logf("the fast formatter formatted %d of %d files; go/format formatted the others", files-fallbacks, files)
	})
}

// TestFormatHandlesSynthetic checks that the fast formatter handles the
// benchmark's program, so that BenchmarkGenerateProgram measures it rather
// than go/format.
func TestFormatHandlesSynthetic(t *testing.T) {
	if st := checkFormat(t, bindSynthetic(t, 200)); st.Fallbacks != 0 {
		t.Errorf("go/format formatted %d of the %d files of the synthetic program", st.Fallbacks, st.Files)
	}
}
