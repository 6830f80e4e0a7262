package python

import (
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/gentest/pyenv"
	"github.com/pclgen/pclgen/syntax"
)

// deepestAccepted returns the deepest nesting of kind that syntax.ParseFile
// accepts, and checks that one level more is refused.
func deepestAccepted(t *testing.T, kind string, nest func(int) string) int {
	t.Helper()
	accepts := func(n int) bool {
		_, diags := syntax.ParseFile("main.pp", []byte(gentest.NestingProgram(nest(n))))
		for _, d := range diags {
			if d.Summary == "Nesting too deep" {
				return false
			}
		}
		if diags.HasErrors() {
			t.Fatalf("%s, %d levels: %v", kind, n, diags)
		}
		return true
	}
	lo, hi := 0, syntax.MaxNestingDepth+1 // accepts(lo), !accepts(hi)
	if accepts(hi) {
		t.Fatalf("%s: %d levels are accepted, more than syntax.MaxNestingDepth", kind, hi)
	}
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		if accepts(mid) {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo
}

// TestNestingLimitFitsPython checks that syntax.MaxNestingDepth is strict
// enough for CPython, the strictest target (its tokenizer refuses more than
// 200 nested brackets, "too many nested parentheses"; Go accepts any depth
// the syntax limit allows, and tsc overflows its stack only past about 600):
// for every kind of nesting, the deepest program the parser accepts
// generates Python that CPython compiles.
func TestNestingLimitFitsPython(t *testing.T) {
	interpreter := pyenv.Require(t)
	root := gentest.RepoRoot(t)
	ctx, cancel := gentest.TestContext(t)
	defer cancel()
	loader := schema.NewLoader(filepath.Join(root, "testdata", "schemas"))
	files := map[string]string{}
	for _, k := range gentest.Nestings {
		kind := k.Name
		nest := func(n int) string { return k.Nest("x", n) }
		n := deepestAccepted(t, kind, nest)
		dir := gentest.WriteTree(t, map[string]string{"main.pp": gentest.NestingProgram(nest(n))})
		for _, f := range gentest.Generate(t, dir, loader, New()) {
			if f.Path == "__main__.py" {
				files[fmt.Sprintf("%s (%d levels)", kind, n)] = string(f.Contents)
			}
		}
	}
	// One interpreter compiles them all; each failure names its program.
	var script strings.Builder
	script.WriteString("import sys\nfailed = False\n")
	for name, src := range files {
		fmt.Fprintf(&script, "try:\n    compile(%q, %q, 'exec')\nexcept (SyntaxError, RecursionError, MemoryError) as e:\n    print(%q, e)\n    failed = True\n", src, name, name)
	}
	script.WriteString("sys.exit(1 if failed else 0)\n")
	cmd := exec.CommandContext(ctx, interpreter, "-")
	cmd.Stdin = strings.NewReader(script.String())
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("CPython refuses programs nested as deeply as syntax.MaxNestingDepth (%d) allows: %v\n%s", syntax.MaxNestingDepth, err, out)
	}
}
