package python

import (
	"context"
	"errors"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/gentest/pycheck"
)

// openPycheck returns the tools of the pinned Python environment (building
// it the first time), skipping t when one is missing.
func openPycheck(t *testing.T) *pycheck.Tools {
	t.Helper()
	ctx, cancel := gentest.TestContext(t)
	defer cancel()
	tools, err := pycheck.Open(ctx, gentest.RepoRoot(t))
	if errors.Is(err, pycheck.ErrUnavailable) {
		gentest.SkipWithoutTool(t, "the Python checks need their tools: "+err.Error())
	}
	if err != nil {
		t.Fatal(err)
	}
	return tools
}

// TestCompile generates every program of testdata/programs and
// testdata/examples into one directory and checks them all at once: every
// file compiles, pyflakes reports nothing, black would not reformat it, and
// pyright (basic mode) finds no type error in the programs whose packages
// are all in the pinned environment (see gen/gentest/pycheck). It is
// skipped when a tool is missing.
func TestCompile(t *testing.T) {
	if testing.Short() {
		t.Skip("the Python compile check builds the Python environment; not with -short")
	}
	tools := openPycheck(t)
	out := t.TempDir()
	programs := gentest.GoldenPrograms(t, New(), nil)
	var typed []string
	for _, p := range programs {
		if missing := tools.Missing(p.Files); len(missing) > 0 {
			t.Logf("%s is not type-checked: the Python environment has no module %s", p.Name, strings.Join(missing, ", "))
		} else {
			typed = append(typed, p.Name)
		}
	}
	if _, err := gentest.WriteWork(out, programs, func(name string) string { return name }); err != nil {
		t.Fatal(err)
	}
	res, err := tools.Check(context.Background(), out, typed)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d programs checked, %d type-checked (pyright took %v)", len(programs), len(typed), res.TypeCheckTook.Round(time.Millisecond))
	var paths []string
	for p := range res.Problems {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	for _, p := range paths {
		t.Errorf("%s:\n%s", p, strings.Join(res.Problems[p], "\n"))
	}
}

// TestCheckFindsProblems makes sure the checks fail on bad Python: a file
// that does not compile, one with an unused import and an undefined name,
// one black would reformat, and ones with type errors against the pulumi
// SDK (only in the type-checked directories).
func TestCheckFindsProblems(t *testing.T) {
	if testing.Short() {
		t.Skip("the Python compile check builds the Python environment; not with -short")
	}
	tools := openPycheck(t)
	files := map[string]string{
		"syntax/__main__.py": "x = (\n",
		"flakes/__main__.py": "import os\n\nprint(undefined_name)\n",
		"black/__main__.py":  "x = { 'a':1 }\n",
		"clean/__main__.py":  "x = {\"a\": 1}\n",
		"typed/__main__.py": "import pulumi\n\nfrom helper import f\n\n" +
			"pulumi.CustomTimeouts(create=1)\npulumi.export(\"x\", f(1))\n",
		"typed/helper.py":     "def f(x: str) -> str:\n    return x\n",
		"untyped/__main__.py": "import pulumi\n\npulumi.CustomTimeouts(create=1)\n",
	}
	dir := gentest.WriteTree(t, files)
	res, err := tools.Check(context.Background(), dir, []string{"typed", "clean"})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]string{
		"syntax/__main__.py": {"does not compile"},
		"flakes/__main__.py": {"'os' imported but unused", "undefined name 'undefined_name'"},
		"black/__main__.py":  {"black would reformat it"},
		"typed/__main__.py":  {"5:30: pyright: Argument of type \"Literal[1]\"", "6:22: pyright: Argument of type \"Literal[1]\""},
	}
	for file, msgs := range want {
		got := strings.Join(res.Problems[file], "\n")
		for _, m := range msgs {
			if !strings.Contains(got, m) {
				t.Errorf("%s: problems lack %q:\n%s", file, m, got)
			}
		}
	}
	for _, file := range []string{"clean/__main__.py", "untyped/__main__.py", "typed/helper.py"} {
		if p := res.Problems[file]; len(p) != 0 {
			t.Errorf("%s has problems: %v", file, p)
		}
	}
}
