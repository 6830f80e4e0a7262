package gentest

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
)

// SyntheticProgram returns a program of n random resources (RandomString
// and RandomPet, chosen by a generator seeded with n) where each refers to
// earlier ones through string interpolations and length(...), so that
// generating it lowers applies and interpolations throughout.
func SyntheticProgram(n int) string {
	rng := rand.New(rand.NewSource(int64(n)))
	var b strings.Builder
	b.Grow(n * 160)
	// strs[i] names a string output of resource i.
	strs := make([]string, n)
	for i := 0; i < n; i++ {
		if i == 0 || rng.Intn(2) == 0 {
			strs[i] = fmt.Sprintf("r%d.result", i)
			fmt.Fprintf(&b, "resource r%d \"random:index/randomString:RandomString\" {\n", i)
			if i == 0 {
				b.WriteString("  length = 8\n}\n\n")
				continue
			}
			fmt.Fprintf(&b, "  length = length(%s) + 2\n  special = false\n", strs[rng.Intn(i)])
			fmt.Fprintf(&b, "  keepers = {\n    first = \"${%s}-${%s}\"\n  }\n}\n\n", strs[rng.Intn(i)], strs[rng.Intn(i)])
			continue
		}
		strs[i] = fmt.Sprintf("r%d.id", i)
		j, k := rng.Intn(i), rng.Intn(i)
		fmt.Fprintf(&b, "resource r%d \"random:index/randomPet:RandomPet\" {\n", i)
		fmt.Fprintf(&b, "  prefix = \"pet-${%s}.${%s}\"\n  length = length(%s)\n}\n\n", strs[j], strs[k], strs[k])
	}
	fmt.Fprintf(&b, "output last {\n  value = %s\n}\n", strs[n-1])
	return b.String()
}

// BindSynthetic binds SyntheticProgram(n) with the schemas of
// testdata/schemas.
func BindSynthetic(tb testing.TB, n int) *binder.Program {
	tb.Helper()
	dir := tb.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "main.pp"), []byte(SyntheticProgram(n)), 0o644); err != nil {
		tb.Fatal(err)
	}
	schemas := filepath.Join(RepoRoot(tb), "testdata", "schemas")
	prog, diags := binder.BindPath(dir, binder.Options{Loader: schema.NewLoader(schemas)})
	if diags.HasErrors() {
		tb.Fatalf("binding the synthetic program: %v", diags[:min(len(diags), 3)])
	}
	return prog
}

// BenchmarkSizes are the numbers of resources of the synthetic programs
// the generation benchmarks time. The targets, on the project's 2-core
// machine: under 100 ms for 2,000 and 500 ms for 10,000, under 200 MB
// allocated, time growing linearly.
var BenchmarkSizes = []int{2000, 10000}

// BenchmarkGenerate times generate on the bound synthetic programs of
// BenchmarkSizes, one sub-benchmark each (binding is outside the timed
// loop). Besides ns/op it reports cpu-ns/op, the process's CPU time per
// generation (garbage collection included), which a busy machine disturbs
// less than the elapsed time.
func BenchmarkGenerate(b *testing.B, generate func(*binder.Program) hcl.Diagnostics) {
	for _, n := range BenchmarkSizes {
		b.Run(fmt.Sprintf("resources=%d", n), func(b *testing.B) {
			prog := BindSynthetic(b, n)
			b.ReportAllocs()
			b.ResetTimer()
			cpu := processCPUTime()
			for i := 0; i < b.N; i++ {
				if diags := generate(prog); diags.HasErrors() {
					b.Fatal(diags)
				}
			}
			if cpu >= 0 {
				b.ReportMetric(float64(processCPUTime()-cpu)/float64(b.N), "cpu-ns/op")
			}
		})
	}
}

// BenchmarkBackend is BenchmarkGenerate for a backend's GenerateProgram.
func BenchmarkBackend(b *testing.B, backend gen.Backend) {
	BenchmarkGenerate(b, func(prog *binder.Program) hcl.Diagnostics {
		_, diags := backend.GenerateProgram(prog)
		return diags
	})
}

// CheckSyntheticGenerates generates the synthetic program of 50 resources
// with backend and checks that the main file holds resource r49, matched
// by lastResource, so that the benchmarks measure real work.
func CheckSyntheticGenerates(t *testing.T, backend gen.Backend, lastResource *regexp.Regexp) {
	t.Helper()
	files, diags := backend.GenerateProgram(BindSynthetic(t, 50))
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	if len(files) != 1 || !lastResource.Match(files[0].Contents) {
		t.Errorf("the generated program lacks resource r49 (%s)", lastResource)
	}
}

// SyntheticErrorProgram returns a program of n resources (RandomString and
// RandomPet) each holding one mistake: a misspelled property ("lenght",
// "prefx") for even i, a reference to an undefined resource ("q<i>") for
// odd i, so that binding it reports n errors, each with a did-you-mean
// suggestion searched among the properties or among all n resource names.
func SyntheticErrorProgram(n int) string {
	var b strings.Builder
	b.Grow(n * 90)
	for i := 0; i < n; i++ {
		switch {
		case i%4 == 0:
			fmt.Fprintf(&b, "resource r%d \"random:index/randomString:RandomString\" {\n  lenght = 8\n}\n\n", i)
		case i%4 == 2:
			fmt.Fprintf(&b, "resource r%d \"random:index/randomPet:RandomPet\" {\n  prefx = \"p\"\n}\n\n", i)
		default:
			fmt.Fprintf(&b, "resource r%d \"random:index/randomString:RandomString\" {\n  length = length(q%d.result)\n}\n\n", i, i)
		}
	}
	return b.String()
}

// SyntheticChain returns a program of one output whose value is a chain of
// n terms, `1 + 1 + ... + 1`: a left-leaning tree n operations deep, which
// every stage (parse, bind, fold, lower, print, format) must handle in time
// linear in n.
func SyntheticChain(n int) string {
	var b strings.Builder
	b.Grow(2*n + 32)
	b.WriteString("output sum {\n  value = 1")
	for i := 1; i < n; i++ {
		b.WriteString("+1")
	}
	b.WriteString("\n}\n")
	return b.String()
}
