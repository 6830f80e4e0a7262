package bench

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/pclgen/pclgen"
	"github.com/pclgen/pclgen/cmd/internal/cli"
	"github.com/pclgen/pclgen/gen/gentest"
)

// sizes are the numbers of resources of the whole-pipeline benchmarks.
var sizes = []int{1000, 2000, 10000, 20000}

// generators are the three code generator commands, as their mains build
// them (the usage text aside).
var generators = []*cli.Generator{
	{Name: "pcl2go", Language: pclgen.Go},
	{Name: "pcl2ts", Language: pclgen.TypeScript},
	{Name: "pcl2py", Language: pclgen.Python},
}

// writeProgram writes src as main.pp in a new directory and returns the
// directory.
func writeProgram(tb testing.TB, src string) string {
	tb.Helper()
	dir := tb.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "main.pp"), []byte(src), 0o644); err != nil {
		tb.Fatal(err)
	}
	return dir
}

// runGenerator runs the generator command g with args, writing the project
// into a new directory each time, and reports allocations and CPU time.
func runGenerator(b *testing.B, g *cli.Generator, args ...string) {
	outs := b.TempDir()
	b.ReportAllocs()
	i := 0
	cpu := cpuTime()
	for b.Loop() {
		out := filepath.Join(outs, fmt.Sprint(i))
		i++
		var stderr bytes.Buffer
		if code := g.Run(append([]string{"-o", out}, args...), &stderr, &stderr); code != cli.ExitOK {
			b.Fatalf("exit %d: %s", code, stderr.Bytes())
		}
	}
	reportCPU(b, cpu)
}

// BenchmarkPipeline runs each generator command, as a user does, on the
// synthetic program of each size: parse, bind (loading the schemas),
// generate, format and write the project into a new directory. Besides
// ns/op, B/op and allocs/op it reports ns/resource.
func BenchmarkPipeline(b *testing.B) {
	schemas := filepath.Join(gentest.RepoRoot(b), "testdata", "schemas")
	for _, g := range generators {
		for _, n := range sizes {
			b.Run(fmt.Sprintf("%s/resources=%d", g.Name, n), func(b *testing.B) {
				prog := writeProgram(b, gentest.SyntheticProgram(n))
				runGenerator(b, g, "--schemas", schemas, prog)
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/resource")
			})
		}
	}
}

// BenchmarkChain runs each generator command on a program whose one output
// is a chain of 100,000 terms (gentest.SyntheticChain), the deepest
// expression a user is likely to feed it: each stage must be linear in the
// depth of an expression.
func BenchmarkChain(b *testing.B) {
	const n = 100000
	prog := writeProgram(b, gentest.SyntheticChain(n))
	for _, g := range generators {
		b.Run(fmt.Sprintf("%s/terms=%d", g.Name, n), func(b *testing.B) {
			runGenerator(b, g, prog)
		})
	}
}

// BenchmarkErrors runs pcl2go on a program of 5,000 errors (misspelled
// properties and undefined names, each with a did-you-mean search) and
// prints them as text, as a terminal shows them.
func BenchmarkErrors(b *testing.B) {
	const n = 5000
	schemas := filepath.Join(gentest.RepoRoot(b), "testdata", "schemas")
	prog := writeProgram(b, gentest.SyntheticErrorProgram(n))
	for _, json := range []bool{false, true} {
		b.Run(fmt.Sprintf("errors=%d/json=%v", n, json), func(b *testing.B) {
			args := []string{"--schemas", schemas, prog}
			if json {
				args = append([]string{"--json"}, args...)
			}
			b.ReportAllocs()
			cpu := cpuTime()
			for b.Loop() {
				var stdout, stderr bytes.Buffer
				if code := generators[0].Run(args, &stdout, &stderr); code != cli.ExitDiagnostic {
					b.Fatalf("exit %d: %s", code, stderr.Bytes())
				}
			}
			reportCPU(b, cpu)
		})
	}
}

// reportCPU reports cpu-ns/op, the process's CPU time per operation since
// start (garbage collection included), which a busy machine disturbs less
// than elapsed time.
func reportCPU(b *testing.B, start int64) {
	if start >= 0 {
		b.ReportMetric(float64(cpuTime()-start)/float64(b.N), "cpu-ns/op")
	}
}
