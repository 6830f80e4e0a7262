package golang

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
)

// chainProgram is a program of n locals, each computed from the one
// before, the first from a method call with a plain result.
func chainProgram(n int) string {
	var b strings.Builder
	b.WriteString(widgetSource)
	b.WriteString("l0 = call(widget, \"count\", {})\n")
	for i := 1; i < n; i++ {
		fmt.Fprintf(&b, "l%d = l%d + 1\n", i, i-1)
	}
	fmt.Fprintf(&b, "output \"last\" {\n  value = l%d\n}\n", n-1)
	return b.String()
}

func bindChain(tb testing.TB, n int) *binder.Program {
	tb.Helper()
	dir := tb.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "main.pp"), []byte(chainProgram(n)), 0o644); err != nil {
		tb.Fatal(err)
	}
	prog, diags := binder.BindPath(dir, binder.Options{Loader: schema.NewLoader(repoSchemas)})
	if diags.HasErrors() {
		tb.Fatalf("binding the chain program: %v", diags)
	}
	return prog
}

// TestLocalChainRetyped checks that a plain method result stays plain
// through a chain of locals (the binder types them all as outputs).
func TestLocalChainRetyped(t *testing.T) {
	out, errs := generateSource(t, chainProgram(4))
	if len(errs) > 0 {
		t.Fatalf("errors: %q", errs)
	}
	for _, want := range []string{"l0 := count", "l3 := l2 + 1", `ctx.Export("last", pulumi.Int(l3))`} {
		if !strings.Contains(out, want) {
			t.Errorf("main.go does not contain %q:\n%s", want, out)
		}
	}
}

// BenchmarkLocalChain times generating programs of chained locals, whose
// Go types each depend on all the locals before them; the time should grow
// linearly. Each iteration binds a fresh program (untimed), so that no
// result is reused from the iteration before.
func BenchmarkLocalChain(b *testing.B) {
	for _, n := range []int{1000, 5000} {
		b.Run(fmt.Sprintf("locals=%d", n), func(b *testing.B) {
			backend := New()
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				b.StopTimer()
				prog := bindChain(b, n)
				b.StartTimer()
				if _, diags := backend.GenerateProgram(prog); diags.HasErrors() {
					b.Fatal(diags)
				}
			}
		})
	}
}
