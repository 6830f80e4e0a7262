package typescript

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
)

// syntheticProgram returns a program of n random resources (RandomString
// and RandomPet, chosen by a seeded generator) where each refers to
// earlier ones through string interpolations and length(...).
func syntheticProgram(n int) string {
	rng := rand.New(rand.NewSource(int64(n)))
	var b strings.Builder
	b.Grow(n * 160)
	isString := make([]bool, n)
	// str names a string output of resource i.
	str := func(i int) string {
		if isString[i] {
			return fmt.Sprintf("r%d.result", i)
		}
		return fmt.Sprintf("r%d.id", i)
	}
	for i := 0; i < n; i++ {
		isString[i] = i == 0 || rng.Intn(2) == 0
		if isString[i] {
			fmt.Fprintf(&b, "resource r%d \"random:index/randomString:RandomString\" {\n", i)
			if i == 0 {
				b.WriteString("  length = 8\n}\n\n")
				continue
			}
			j, k, l := rng.Intn(i), rng.Intn(i), rng.Intn(i)
			fmt.Fprintf(&b, "  length = length(%s) + 2\n", str(j))
			fmt.Fprintf(&b, "  special = false\n")
			fmt.Fprintf(&b, "  keepers = {\n    first = \"${%s}-${%s}\"\n  }\n}\n\n", str(k), str(l))
			continue
		}
		j, k := rng.Intn(i), rng.Intn(i)
		fmt.Fprintf(&b, "resource r%d \"random:index/randomPet:RandomPet\" {\n", i)
		fmt.Fprintf(&b, "  prefix = \"pet-${%s}.${%s}\"\n", str(j), str(k))
		fmt.Fprintf(&b, "  length = length(%s)\n}\n\n", str(k))
	}
	fmt.Fprintf(&b, "output last {\n  value = %s\n}\n", str(n-1))
	return b.String()
}

// bindSynthetic binds the synthetic program of n resources.
func bindSynthetic(tb testing.TB, n int) *binder.Program {
	tb.Helper()
	dir := tb.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "main.pp"), []byte(syntheticProgram(n)), 0o644); err != nil {
		tb.Fatal(err)
	}
	prog, diags := binder.BindPath(dir, binder.Options{Loader: schema.NewLoader(repoSchemas)})
	if diags.HasErrors() {
		tb.Fatalf("binding the synthetic program: %v", diags[:min(len(diags), 3)])
	}
	return prog
}

// BenchmarkGenerateProgram times generating TypeScript for synthetic programs of
// 2,000 and 10,000 resources (binding is outside the timed loop). The
// targets: under 100 ms for 2,000 and 500 ms for 10,000, under 200 MB
// allocated, time growing linearly.
func BenchmarkGenerateProgram(b *testing.B) {
	for _, n := range []int{2000, 10000} {
		b.Run(fmt.Sprintf("resources=%d", n), func(b *testing.B) {
			prog := bindSynthetic(b, n)
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

// TestSyntheticProgramGenerates checks that the benchmark's program binds
// and generates, so that the benchmark measures real work.
func TestSyntheticProgramGenerates(t *testing.T) {
	prog := bindSynthetic(t, 50)
	files, diags := New().GenerateProgram(prog)
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	if len(files) != 1 || !strings.Contains(string(files[0].Contents), "new random.RandomPet(\"r49\"") &&
		!strings.Contains(string(files[0].Contents), "new random.RandomString(\"r49\"") {
		t.Errorf("the generated program lacks resource r49")
	}
}
