package python

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
)

var repoSchemas = filepath.Join("..", "..", "testdata", "schemas")

// benchProgram returns a program of n resources (RandomString and
// RandomPet, picked by a generator seeded with n), each referring to
// earlier ones through templates and length(...), so that generating it
// lowers applies and interpolations throughout.
func benchProgram(n int) string {
	rng := rand.New(rand.NewSource(int64(n)))
	var b strings.Builder
	b.Grow(n * 160)
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

// bindBench binds the benchmark program of n resources.
func bindBench(tb testing.TB, n int) *binder.Program {
	tb.Helper()
	dir := tb.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "main.pp"), []byte(benchProgram(n)), 0o644); err != nil {
		tb.Fatal(err)
	}
	prog, diags := binder.BindPath(dir, binder.Options{Loader: schema.NewLoader(repoSchemas)})
	if diags.HasErrors() {
		tb.Fatalf("binding the benchmark program: %v", diags[:min(len(diags), 3)])
	}
	return prog
}

// BenchmarkGenerateProgram times generating Python for programs of 2,000
// and 10,000 resources (binding is outside the timed loop). The targets:
// under 100 ms for 2,000 and 500 ms for 10,000, under 200 MB allocated.
func BenchmarkGenerateProgram(b *testing.B) {
	for _, n := range []int{2000, 10000} {
		b.Run(fmt.Sprintf("resources=%d", n), func(b *testing.B) {
			prog := bindBench(b, n)
			backend := New()
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, diags := backend.GenerateProgram(prog); diags.HasErrors() {
					b.Fatal(diags)
				}
			}
		})
	}
}

// TestBenchProgramGenerates checks that the benchmark's program binds and
// generates, so that the benchmark measures real work.
func TestBenchProgramGenerates(t *testing.T) {
	prog := bindBench(t, 50)
	files, diags := New().GenerateProgram(prog)
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	if len(files) != 1 || !regexp.MustCompile(`\nr49 = random\.Random(Pet|String)\(`).Match(files[0].Contents) {
		t.Errorf("the generated program lacks resource r49:\n%s", files[0].Contents)
	}
}
