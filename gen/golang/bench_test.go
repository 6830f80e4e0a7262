package golang

import (
	"regexp"
	"testing"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/golang/gofmt"
)

// bindSynthetic binds the synthetic program of n resources.
func bindSynthetic(tb testing.TB, n int) *binder.Program { return gentest.BindSynthetic(tb, n) }

// BenchmarkGenerateProgram times generating Go for the synthetic programs
// of 2,000 and 10,000 resources (see gentest.BenchmarkGenerate for the
// targets).
func BenchmarkGenerateProgram(b *testing.B) { gentest.BenchmarkBackend(b, New()) }

// TestSyntheticProgramGenerates checks that the benchmark's program
// generates, so that the benchmark measures real work.
func TestSyntheticProgramGenerates(t *testing.T) {
	gentest.CheckSyntheticGenerates(t, New(), regexp.MustCompile(`random\.NewRandom(Pet|String)\(ctx, "r49"`))
}

// BenchmarkGenerateProgramGofmt is BenchmarkGenerateProgram with
// go/format in place of the fast formatter, for comparison.
func BenchmarkGenerateProgramGofmt(b *testing.B) {
	gentest.BenchmarkGenerate(b, func(prog *binder.Program) hcl.Diagnostics {
		g := &generator{Analyses: gen.Analyses{Prog: prog}, gofmtOnly: true}
		g.Generate()
		return g.Diags
	})
}

// BenchmarkFormat times the fast formatter (package gofmt) alone on the source
// the printer produces for the synthetic program of 10,000 resources.
func BenchmarkFormat(b *testing.B) {
	g := &generator{Analyses: gen.Analyses{Prog: bindSynthetic(b, 10000)}, raw: map[string]string{}}
	g.Generate()
	src := g.raw["main.go"]
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, ok := gofmt.Format(src); !ok {
			b.Fatal("the fast formatter does not handle the synthetic program")
		}
	}
}
